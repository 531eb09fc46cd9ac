// Any address without a page: the public 404 with the site's header and footer. Next renders this file on its
// own, without the root layout (so it draws its own <html>), and only for such addresses: the root layout has no
// not-found slot to carry in every page. notFound() inside a public page renders app/(site)/not-found.tsx, and
// inside the staff area app/admin/(panel)/not-found.tsx.
import type { Metadata, Viewport } from "next";
import { DOCUMENT_VIEWPORT, DocumentShell } from "./document-shell";
import { NotFoundContent } from "@/components/site/not-found-content";
import { SiteShell } from "@/components/site/site-shell";
import { getPublicPage } from "@/lib/cache/public-reads";
import { studio } from "@/lib/env";
import "./site.css";

export const metadata: Metadata = {
  metadataBase: new URL(studio.siteUrl),
  title: `Page not found | ${studio.name}`,
  robots: { index: false, follow: true },
};

export const viewport: Viewport = DOCUMENT_VIEWPORT;

export default async function GlobalNotFound() {
  const home = await getPublicPage("page_home");
  return (
    <DocumentShell>
      <SiteShell instagram={home.instagram} facebook={home.facebook}>
        <NotFoundContent />
      </SiteShell>
    </DocumentShell>
  );
}
