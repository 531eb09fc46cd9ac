import type { Metadata, Viewport } from "next";
import { HOLD_FONTS_CLASS, HOLD_FONTS_CSS, HOLD_FONTS_NOSCRIPT_CSS, RELEASE_FONTS_SCRIPT } from "./font-hold";
import { sans, serif, serifItalic } from "./fonts";
import { studio } from "@/lib/env";

export const metadata: Metadata = {
  metadataBase: new URL(studio.siteUrl),
  title: { default: studio.name, template: `%s | ${studio.name}` },
  description: "Competition hair and makeup for ballroom and latin dancers.",
};

export const viewport: Viewport = { themeColor: "#faf7f2", width: "device-width", initialScale: 1 };

// The web fonts load once the first screen has been painted, in local fonts of the same widths until
// then (app/font-hold.ts). data-scroll-behavior="smooth" tells Next that globals.css scrolls <html> smoothly, so
// its scroll on a route change runs without it: otherwise its "scroll to the top" is an animation that has not
// moved yet when it checks where the new page is, and it scrolls the page's first element to the top instead
// (a screen opened below the header and the main padding).
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" data-scroll-behavior="smooth" className={`${sans.variable} ${serif.variable} ${serifItalic.variable} ${HOLD_FONTS_CLASS}`} suppressHydrationWarning>
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
