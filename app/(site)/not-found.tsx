// The public 404 inside the site layout: an address without a page ([...missing]/page.tsx) and
// notFound() inside a public page.
import type { Metadata } from "next";
import { NotFoundContent } from "@/components/site/not-found-content";

export const metadata: Metadata = { title: "Page not found", robots: { index: false, follow: true } };

export default function SiteNotFound() {
  return <NotFoundContent />;
}
