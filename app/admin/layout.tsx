import type { Metadata } from "next";
import { connection } from "next/server";
import "./admin.css";

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  // Every admin page is rendered per request (the sign-in page included): its scripts carry the
  // request's CSP nonce from proxy.ts, which a page prerendered at build time could not.
  await connection();
  return children;
}
