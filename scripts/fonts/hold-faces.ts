// Writes app/font-hold-faces.css from app/font-hold-faces.ts (the held local faces' @font-face rules), and
// says whether the file was out of date. `npx tsx scripts/fonts/hold-faces.ts`; hold-faces.test.ts fails while
// the file differs from what this would write.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { holdFontFacesCss } from "../../app/font-hold-faces";

const here = fileURLToPath(import.meta.url);
export const HOLD_FACES_FILE = path.join(path.dirname(here), "..", "..", "app", "font-hold-faces.css");

/** The file's whole text: a header naming its source, then the rules. */
export function holdFacesFileText(): string {
  return `/* Generated from app/font-hold-faces.ts by scripts/fonts/hold-faces.ts: edit that file, then run
   \`npx tsx scripts/fonts/hold-faces.ts\`. The local faces the pages are drawn in while the web fonts are held
   (app/font-hold.ts), imported by app/globals.css into both stylesheets. */
${holdFontFacesCss()}
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === here) {
  const want = holdFacesFileText();
  const have = (() => {
    try {
      return readFileSync(HOLD_FACES_FILE, "utf8");
    } catch {
      return "";
    }
  })();
  if (have === want) console.log(`${path.relative(process.cwd(), HOLD_FACES_FILE)} is up to date`);
  else {
    writeFileSync(HOLD_FACES_FILE, want);
    console.log(`wrote ${path.relative(process.cwd(), HOLD_FACES_FILE)}`);
  }
}
