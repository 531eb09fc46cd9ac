// Holding the web fonts back until the first screen is painted (the fonts' download was
// part of Largest Contentful Paint on every page). While `html.wf-hold` is set, the page is drawn in
// local fonts sized to the web fonts' widths, so the swap to Inter and Cormorant a moment later moves
// little or nothing (no layout shift): one @font-face per common local font, the first one a device
// has wins. Widths: the web font's average character width over the local font's — from
// next/font's capsize metrics for Arial, Roboto, Times New Roman and Noto Serif (Liberation is
// metric-compatible with Arial and Times), measured with canvas over the site's text for DejaVu
// (Linux, and the Lighthouse machine).
import { sans, serif, serifItalic } from "./fonts";
import { HELD, holdFamily, type HeldFont } from "./font-hold-faces";

const webFamily = (font: { style: { fontFamily: string } }) => font.style.fontFamily.split(",")[0].trim();
/** next/font's family name of each held font's web font (the titles' is the serif's). */
const WEB_FAMILY: Record<HeldFont["variable"], string> = {
  "--font-sans": webFamily(sans),
  "--font-serif": webFamily(serif),
  "--font-serif-title": webFamily(serif),
  "--font-serif-italic": webFamily(serifItalic),
};

function heldCss(): { css: string; noscript: string } {
  const held: string[] = [];
  const loaded: string[] = [];
  for (const font of HELD) {
    const families = font.locals.map((_, i) => `"${holdFamily(font, i)}"`);
    held.push(`${font.variable}:${families.join(",")},${font.generic}`);
    loaded.push(`${font.variable}:${WEB_FAMILY[font.variable]},${families.join(",")},${font.generic}`);
  }
  return {
    css: `html.wf-hold{${held.join(";")}}html:not(.wf-hold){${loaded.join(";")}}`,
    noscript: `html.wf-hold{${loaded.join(";")}}`,
  };
}

const held = heldCss();

/**
 * `html.wf-hold` draws the page in the held fonts' local faces (app/font-hold-faces.css, in the public pages'
 * stylesheet), otherwise the web fonts come first and the same faces stand in while a web font is still loading
 * (an inline <style> in <head>).
 */
export const HOLD_FONTS_CSS = held.css;

/** Without JavaScript nothing removes `wf-hold`: a <noscript> style gives the web fonts back. */
export const HOLD_FONTS_NOSCRIPT_CSS = held.noscript;

/**
 * The staff area is drawn in the device's own fonts, held or not (the admin layout's <style>, after the root
 * layout's): no web font to fetch and decode, no swap that lays a 200-row screen out again as staff tap it, and
 * no lookup of the held faces' local() names in the first layout (the staff shell's first layout in a new tab at
 * 4× CPU: 206 → 114 ms; decision 0019). Each held font's generic tail is the stack.
 */
export const STAFF_FONTS_CSS = `html.wf-hold,html:not(.wf-hold){${HELD.map((font) => `${font.variable}:${font.generic}`).join(";")}}`;

/**
 * `wf-hold` comes with the HTML: a script in <head> would stop the parser until the stylesheet has
 * arrived. This script, at the end of <body>, removes it two frames after the page's `load` event (the
 * first screen and its largest paint are on screen by then, so the fonts' download is never part of
 * them); the web fonts start to load at that moment. Once they have
 * loaded in this tab (sessionStorage "wf-loaded"), later pages come from the browser cache: the class is
 * removed at once, before the first paint, so a visitor moving between pages never sees the local faces.
 */
export const HOLD_FONTS_CLASS = "wf-hold";
export { RELEASE_FONTS_SCRIPT } from "./font-release-script";
