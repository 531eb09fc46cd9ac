import { Head, Html, Main, NextScript } from "next/document";
import { HOLD_FONTS_CLASS, HOLD_FONTS_CSS, HOLD_FONTS_NOSCRIPT_CSS, RELEASE_FONTS_SCRIPT } from "@/app/font-hold";
import { sans, serif, serifItalic } from "@/app/fonts";

// The document of the public content pages in pages/ (served without the React runtime): the same
// <html> classes, font hold and release script as the App Router's root layout (app/layout.tsx).
export default function Document() {
  return (
    <Html lang="en" className={`${sans.variable} ${serif.variable} ${serifItalic.variable} ${HOLD_FONTS_CLASS}`}>
      <Head>
        <style dangerouslySetInnerHTML={{ __html: HOLD_FONTS_CSS }} />
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: HOLD_FONTS_NOSCRIPT_CSS }} />
        </noscript>
      </Head>
      <body>
        <Main />
        <NextScript />
        <script dangerouslySetInnerHTML={{ __html: RELEASE_FONTS_SCRIPT }} />
      </body>
    </Html>
  );
}
