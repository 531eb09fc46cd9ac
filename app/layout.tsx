import type { Metadata, Viewport } from "next";
import { HOLD_FONTS_CLASS, HOLD_FONTS_CSS, HOLD_FONTS_NOSCRIPT_CSS, RELEASE_FONTS_SCRIPT } from "./font-hold";
import { sans, serif, serifItalic } from "./fonts";
import { studio } from "@/lib/env";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(studio.siteUrl),
  title: { default: studio.name, template: `%s | ${studio.name}` },
  description: "Competition hair and makeup for ballroom and latin dancers.",
};

export const viewport: Viewport = { themeColor: "#faf7f2", width: "device-width", initialScale: 1 };

// The web fonts load once the first screen has been painted, in local fonts of the same widths until
// then (app/font-hold.ts).
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${sans.variable} ${serif.variable} ${serifItalic.variable} ${HOLD_FONTS_CLASS}`} suppressHydrationWarning>
      <head>
        <style dangerouslySetInnerHTML={{ __html: HOLD_FONTS_CSS }} />
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: HOLD_FONTS_NOSCRIPT_CSS }} />
        </noscript>
      </head>
      <body>
        {children}
        <script dangerouslySetInnerHTML={{ __html: RELEASE_FONTS_SCRIPT }} />
      </body>
    </html>
  );
}
