import localFont from "next/font/local";

// Subsets of the npm font packages, written by scripts/fonts/subset-fonts.ts (run from next.config.ts):
// only the weights and characters the site uses. None is preloaded: the first screen is painted in
// local fonts of the same widths and the web fonts load right after (app/font-hold.ts, which also
// provides the fallback faces, so next/font's own are off). The serif italic (About quotes, the
// Services policy line, the home page quote) loads only when a page uses it.
export const sans = localFont({
  src: "../lib/generated/fonts/inter-400-700.woff2",
  variable: "--font-sans",
  display: "swap",
  weight: "400 700",
  preload: false,
  adjustFontFallback: false,
});

export const serif = localFont({
  src: "../lib/generated/fonts/cormorant-400-600.woff2",
  variable: "--font-serif",
  display: "swap",
  weight: "400 600",
  style: "normal",
  preload: false,
  adjustFontFallback: false,
});

export const serifItalic = localFont({
  src: "../lib/generated/fonts/cormorant-italic-400.woff2",
  variable: "--font-serif-italic",
  display: "swap",
  weight: "400",
  style: "italic",
  preload: false,
  adjustFontFallback: false,
});
