import type { Viewport } from "next";
import { HOLD_FONTS_CLASS, HOLD_FONTS_CSS, HOLD_FONTS_NOSCRIPT_CSS, RELEASE_FONTS_SCRIPT } from "./font-hold";
import { sans, serif, serifItalic } from "./fonts";

/** The viewport of every page (the root layout's and the global not-found page's). */
export const DOCUMENT_VIEWPORT: Viewport = { themeColor: "#faf7f2", width: "device-width", initialScale: 1 };

/**
 * The <html> of every page: the root layout's, and the global not-found page's, which Next renders without
 * the root layout. The web fonts load once the first screen has been painted, in local fonts of the same
 * widths until then (app/font-hold.ts). data-scroll-behavior="smooth" tells Next that globals.css scrolls
 * <html> smoothly, so its scroll on a route change runs without it: otherwise its "scroll to the top" is an
 * animation that has not moved yet when it checks where the new page is, and it scrolls the page's first
 * element to the top instead (a screen opened below the header and the main padding).
 */
export function DocumentShell({ children }: { children: React.ReactNode }) {
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
