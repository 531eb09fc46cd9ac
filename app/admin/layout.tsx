import type { Metadata } from "next";
import { connection } from "next/server";
import { STAFF_FONTS_CSS } from "../font-hold";
import "./admin.css";

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  // Every admin page is rendered per request (the sign-in page included): its scripts carry the
  // request's CSP nonce from proxy.ts, which a page prerendered at build time could not.
  await connection();
  return (
    <>
      {/* The staff area draws in the device's own fonts from its first paint to its last (app/font-hold.ts): the
          web fonts, held and released as on the public pages, would lay a 200-row screen out again just when
          staff first tap it, and drawn from the first paint they cost the first layout its local-name lookups. */}
      <style dangerouslySetInnerHTML={{ __html: STAFF_FONTS_CSS }} />
      {children}
    </>
  );
}
