// The local faces that stand in for the web fonts while they are held (app/font-hold.ts explains the hold):
// their widths and metrics, and the @font-face rules built from them. Pure data, no next/font, so the
// stylesheet file they are written to (app/font-hold-faces.css, imported by app/site.css: one cached file,
// not 6 KB in every page's HTML and again in its payload) can be checked against it
// (scripts/fonts/hold-faces.test.ts; `npx tsx scripts/fonts/hold-faces.ts` writes it).

interface LocalFace {
  /** local() names: full name, PostScript name. */
  names: string[];
  /** Web font width ÷ local font width. */
  ratio: number;
}

export interface HeldFont {
  variable: "--font-sans" | "--font-serif" | "--font-serif-italic" | "--font-serif-title";
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

const face = (ratio: number, ...names: string[]): LocalFace => ({ names, ratio });

export const HELD: HeldFont[] = [
  {
    variable: "--font-sans",
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

/** The family of a held font's i-th local face: "font-sans-hold-0". */
export const holdFamily = (font: HeldFont, i: number) => `${font.variable.slice(2)}-hold-${i}`;

/** Every held font's @font-face rules, in order. */
export function holdFontFacesCss(): string {
  const faces: string[] = [];
  for (const font of HELD) {
    font.locals.forEach(([regular, bold], i) => {
      const family = holdFamily(font, i);
      if (bold) faces.push(fontFace(family, font, regular, "1 549"), fontFace(family, font, bold, "550 1000"));
      else faces.push(fontFace(family, font, regular, "1 1000"));
    });
  }
  return faces.join("\n");
}
