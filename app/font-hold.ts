// Holding the web fonts back until the first screen is painted (the fonts' download was
// part of Largest Contentful Paint on every page). While `html.wf-hold` is set, the page is drawn in
// local fonts sized to the web fonts' widths, so the swap to Inter and Cormorant a moment later moves
// little or nothing (no layout shift): one @font-face per common local font, the first one a device
// has wins. Widths: the web font's average character width over the local font's — from
// next/font's capsize metrics for Arial, Roboto, Times New Roman and Noto Serif (Liberation is
// metric-compatible with Arial and Times), measured with canvas over the site's text for DejaVu
// (Linux, and the Lighthouse machine).
import { sans, serif, serifItalic } from "./fonts";

interface LocalFace {
  /** local() names: full name, PostScript name. */
  names: string[];
  /** Web font width ÷ local font width. */
  ratio: number;
}

interface HeldFont {
  variable: "--font-sans" | "--font-serif" | "--font-serif-italic" | "--font-serif-title";
  /** next/font's family name of the web font. */
  family: string;
  generic: string;
  /** Ascent and descent of the web font (per em). */
  ascent: number;
  descent: number;
  style: "normal" | "italic";
  /** Each local font as [regular, bold]; italic faces and the titles' (semibold only) list one. */
  locals: [LocalFace, LocalFace?][];
}

/** Cormorant's generic fallback and vertical metrics (per em), shared by its upright, title and italic faces. */
const CORMORANT_BOX = { generic: "ui-serif,Georgia,serif", ascent: 0.924, descent: 0.287 } as const;

const webFamily = (font: { style: { fontFamily: string } }) => font.style.fontFamily.split(",")[0].trim();
const face = (ratio: number, ...names: string[]): LocalFace => ({ names, ratio });

const HELD: HeldFont[] = [
  {
    variable: "--font-sans",
    family: webFamily(sans),
    generic: "ui-sans-serif,system-ui,sans-serif",
    ascent: 1984 / 2048,
    descent: 494 / 2048,
    style: "normal",
    locals: [
      [face(1.0712, "Arial", "ArialMT"), face(1.0254, "Arial Bold", "Arial-BoldMT")],
      [face(1.0712, "Liberation Sans", "LiberationSans"), face(1.0254, "Liberation Sans Bold", "LiberationSans-Bold")],
      [face(1.0736, "Roboto", "Roboto-Regular"), face(1.0886, "Roboto Bold", "Roboto-Bold")],
      [face(0.9406, "DejaVu Sans", "DejaVuSans"), face(0.8557, "DejaVu Sans Bold", "DejaVuSans-Bold")],
    ],
  },
  {
    variable: "--font-serif",
    family: webFamily(serif),
    ...CORMORANT_BOX,
    style: "normal",
    locals: [
      [face(0.9674, "Times New Roman", "TimesNewRomanPSMT"), face(0.9154, "Times New Roman Bold", "TimesNewRomanPS-BoldMT")],
      [face(0.9674, "Liberation Serif", "LiberationSerif"), face(0.9154, "Liberation Serif Bold", "LiberationSerif-Bold")],
      [face(0.817, "Noto Serif", "NotoSerif-Regular", "NotoSerif"), face(0.7734, "Noto Serif Bold", "NotoSerif-Bold")],
      [face(0.7751, "DejaVu Serif", "DejaVuSerif"), face(0.7084, "DejaVu Serif Bold", "DejaVuSerif-Bold")],
    ],
  },
  // The content pages' centred titles (PageHeader's "feature" look, always semibold). A centred line
  // moves by half the difference between the held and the web font's widths when the web font arrives,
  // and the browser counts a text's first line moving 3 px or more as a layout shift: /about's "The
  // artists behind the" was 3.0% wider in DejaVu Serif Bold at the serif's ratio (4.6 px at 412 px,
  // 6.5 px at 1440 px). One ratio cannot fit every heading (the "plain" titles need the serif's), so
  // these titles have their own bold faces, DejaVu's fitted to their text; the others as the serif's.
  {
    variable: "--font-serif-title",
    family: webFamily(serif),
    ...CORMORANT_BOX,
    style: "normal",
    locals: [
      [face(0.9154, "Times New Roman Bold", "TimesNewRomanPS-BoldMT")],
      [face(0.9154, "Liberation Serif Bold", "LiberationSerif-Bold")],
      [face(0.7734, "Noto Serif Bold", "NotoSerif-Bold")],
      [face(0.6932, "DejaVu Serif Bold", "DejaVuSerif-Bold")],
    ],
  },
  {
    variable: "--font-serif-italic",
    family: webFamily(serifItalic),
    ...CORMORANT_BOX,
    style: "italic",
    locals: [
      [face(0.8721, "Times New Roman Italic", "TimesNewRomanPS-ItalicMT")],
      [face(0.8721, "Liberation Serif Italic", "LiberationSerif-Italic")],
      [face(0.7591, "Noto Serif Italic", "NotoSerif-Italic")],
      [face(0.703, "DejaVu Serif Italic", "DejaVuSerif-Italic")],
    ],
  },
];

const pct = (n: number) => `${(n * 100).toFixed(2)}%`;

function fontFace(family: string, font: HeldFont, local: LocalFace, weight: string): string {
  return (
    `@font-face{font-family:"${family}";src:${local.names.map((n) => `local("${n}")`).join(",")};font-style:${font.style};font-weight:${weight};font-display:swap;` +
    `size-adjust:${pct(local.ratio)};ascent-override:${pct(font.ascent / local.ratio)};descent-override:${pct(font.descent / local.ratio)};line-gap-override:0%}`
  );
}

function heldCss(): { css: string; noscript: string } {
  const faces: string[] = [];
  const held: string[] = [];
  const loaded: string[] = [];
  for (const font of HELD) {
    const name = font.variable.slice(2);
    const families = font.locals.map(([regular, bold], i) => {
      const family = `${name}-hold-${i}`;
      if (bold) faces.push(fontFace(family, font, regular, "1 549"), fontFace(family, font, bold, "550 1000"));
      else faces.push(fontFace(family, font, regular, "1 1000"));
      return `"${family}"`;
    });
    held.push(`${font.variable}:${families.join(",")},${font.generic}`);
    loaded.push(`${font.variable}:${font.family},${families.join(",")},${font.generic}`);
  }
  return {
    css: `${faces.join("")}html.wf-hold{${held.join(";")}}html:not(.wf-hold){${loaded.join(";")}}`,
    noscript: `html.wf-hold{${loaded.join(";")}}`,
  };
}

const held = heldCss();

/**
 * The held fonts' faces; `html.wf-hold` draws the page in them, otherwise the web fonts come first and
 * the same faces stand in while a web font is still loading (an inline <style> in <head>).
 */
export const HOLD_FONTS_CSS = held.css;

/** Without JavaScript nothing removes `wf-hold`: a <noscript> style gives the web fonts back. */
export const HOLD_FONTS_NOSCRIPT_CSS = held.noscript;

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
