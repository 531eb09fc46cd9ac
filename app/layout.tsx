import type { Metadata, Viewport } from "next";
import { sans, serif, serifItalic } from "./fonts";
import { studio } from "@/lib/env";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(studio.siteUrl),
  title: { default: studio.name, template: `%s | ${studio.name}` },
  description: "Competition hair and makeup for ballroom and latin dancers.",
};

export const viewport: Viewport = { themeColor: "#faf7f2", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${sans.variable} ${serif.variable} ${serifItalic.variable}`}>
      <body>{children}</body>
    </html>
  );
}
