// Any address without a page (Next renders this for unmatched URLs): the public 404 with the
// site's header and footer. Admin addresses have their own (app/admin/(panel)/not-found.tsx).
import type { Metadata } from "next";
import { NotFoundContent } from "@/components/site/not-found-content";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { getPublicPage } from "@/lib/cache/public-reads";
import "./site.css";

export const metadata: Metadata = { title: "Page not found", robots: { index: false, follow: true } };

export default async function NotFound() {
  const home = await getPublicPage("page_home");
  return (
    <>
      <SiteHeader />
      <main id="main">
        <NotFoundContent />
      </main>
      <SiteFooter instagram={home.instagram} facebook={home.facebook} />
    </>
  );
}
