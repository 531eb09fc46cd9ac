import localFont from "next/font/local";

// Subsets of the npm font packages, written by scripts/fonts/subset-fonts.ts (run from next.config.ts):
// only the weights and characters the site uses. Preloaded: the two faces of the first screen (body
// text and the serif headings, the LCP element of most pages). The serif italic (About quotes, the
// Services policy line, below the first screen) loads when a page uses it.
export const sans = localFont({
  src: "../lib/generated/fonts/inter-400-700.woff2",
  variable: "--font-sans",
  display: "swap",
  weight: "400 700",
});

export const serif = localFont({
  src: "../lib/generated/fonts/cormorant-400-600.woff2",
  variable: "--font-serif",
  display: "swap",
  weight: "400 600",
  style: "normal",
});

export const serifItalic = localFont({
  src: "../lib/generated/fonts/cormorant-italic-400.woff2",
  variable: "--font-serif-italic",
  display: "swap",
  weight: "400",
  style: "italic",
  preload: false,
});
