import type { Metadata, Viewport } from "next";
import { DOCUMENT_VIEWPORT, DocumentShell } from "./document-shell";
import { studio } from "@/lib/env";

export const metadata: Metadata = {
  metadataBase: new URL(studio.siteUrl),
  title: { default: studio.name, template: `%s | ${studio.name}` },
  description: "Competition hair and makeup for ballroom and latin dancers.",
};

export const viewport: Viewport = DOCUMENT_VIEWPORT;

// No stylesheet here: the public pages import app/site.css ((site)/layout.tsx), the staff area app/admin/admin.css.
// An address without a page is answered by app/global-not-found.tsx, which Next renders without this layout, so
// no not-found page (and its stylesheet) rides along in every page's payload.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <DocumentShell>{children}</DocumentShell>;
}
