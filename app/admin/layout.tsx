import type { Metadata } from "next";
import { connection } from "next/server";
import { HOLD_FONTS_NOSCRIPT_CSS } from "../font-hold";
import "./admin.css";

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  // Every admin page is rendered per request (the sign-in page included): its scripts carry the
  // request's CSP nonce from proxy.ts, which a page prerendered at build time could not.
  await connection();
  return (
    <>
      {/* The staff area draws in the web fonts from its first paint (the local faces stand in while they load):
          releasing them after the load event, as the public pages do, lays out a 200-row screen again just
          when staff first tap it. The rule is the one that gives the fonts back without JavaScript. */}
      <style dangerouslySetInnerHTML={{ __html: HOLD_FONTS_NOSCRIPT_CSS }} />
      {children}
    </>
  );
}
