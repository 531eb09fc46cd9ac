// Build-time font subsetting (run by next.config.ts before every build, dev start and `next start`;
// a no-op when the output is current). The site's two faces come from npm (@fontsource-variable):
// Inter for the body and Cormorant Garamond for display. Their "latin" files carry every weight
// from 100 to 900 and ~250 glyphs each (125 KB for the three files a page preloaded); the site uses
// Inter 400–700, Cormorant 400–600 upright and 400 italic, and English text. subset-font (HarfBuzz's
// hb-subset compiled to wasm) keeps those weight ranges and the characters below, ~62 KB for all three.
// A character outside the set (a name with "ø" typed into the admin) is drawn by the fallback font.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

/** Printable ASCII, no-break space, and the few non-ASCII characters English copy and names use. */
export const SUBSET_TEXT = (() => {
  let ascii = "";
  for (let c = 0x20; c < 0x7f; c += 1) ascii += String.fromCharCode(c);
  return `${ascii}\u00a0©®°·×éèêëáàâäíîïóôöúûüñçÉÈÁÀÓÖÜÑÇ‘’“”–—…•€™→`;
})();

interface FontJob {
  source: string;
  output: string;
  axes: Record<string, number | { min: number; max: number }>;
}

const npmFiles = (pkg: string, file: string) => path.join("node_modules", "@fontsource-variable", pkg, "files", file);

export const FONT_DIR = path.join("lib", "generated", "fonts");

export const FONT_JOBS: FontJob[] = [
  { source: npmFiles("inter", "inter-latin-wght-normal.woff2"), output: "inter-400-700.woff2", axes: { wght: { min: 400, max: 700 } } },
  { source: npmFiles("cormorant-garamond", "cormorant-garamond-latin-wght-normal.woff2"), output: "cormorant-400-600.woff2", axes: { wght: { min: 400, max: 600 } } },
  { source: npmFiles("cormorant-garamond", "cormorant-garamond-latin-wght-italic.woff2"), output: "cormorant-italic-400.woff2", axes: { wght: 400 } },
];

/** Writes the subset fonts unless the stamp says they are current; returns the files written. */
export async function ensureSubsetFonts(root = process.cwd()): Promise<string[]> {
  const dir = path.join(root, FONT_DIR);
  const stampFile = path.join(dir, "stamp.json");
  const stamp = createHash("sha256")
    .update(JSON.stringify({ SUBSET_TEXT, FONT_JOBS }))
    .update(FONT_JOBS.map((job) => readFileSync(path.join(root, job.source))).reduce((h, b) => h.update(b), createHash("sha256")).digest("hex"))
    .digest("hex");
  const current = existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp && FONT_JOBS.every((job) => existsSync(path.join(dir, job.output)));
  if (current) return [];
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const job of FONT_JOBS) {
    const out = await subsetFont(readFileSync(path.join(root, job.source)), SUBSET_TEXT, { targetFormat: "woff2", variationAxes: job.axes });
    writeFileSync(path.join(dir, job.output), out);
    written.push(job.output);
  }
  writeFileSync(stampFile, stamp);
  return written;
}

if (process.argv[1]?.endsWith("subset-fonts.ts")) {
  ensureSubsetFonts().then(
    (files) => console.log(files.length ? `subset fonts written: ${files.join(", ")}` : "subset fonts are current"),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
