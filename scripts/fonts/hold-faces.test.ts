import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HELD } from "../../app/font-hold-faces";
import { HOLD_FACES_FILE, holdFacesFileText } from "./hold-faces";

describe("app/font-hold-faces.css", () => {
  it("is what app/font-hold-faces.ts describes (run `npx tsx scripts/fonts/hold-faces.ts` after editing it)", () => {
    expect(readFileSync(HOLD_FACES_FILE, "utf8")).toBe(holdFacesFileText());
  });

  it("has a regular and a bold face for each local font of the upright families, one face for the titles' and the italic's", () => {
    const css = holdFacesFileText();
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    // Sans and serif: four local fonts, regular and bold; the titles' and the italic's: four, one face each.
    expect(faces).toHaveLength(24);
    expect(HELD.map((font) => font.locals.length)).toEqual([4, 4, 4, 4]);
    expect(faces[0]).toBe(
      '@font-face{font-family:"font-sans-hold-0";src:local("Arial"),local("ArialMT");font-style:normal;font-weight:1 549;font-display:swap;size-adjust:107.12%;ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%}',
    );
    expect(css).toContain('@font-face{font-family:"font-serif-italic-hold-3";src:local("DejaVu Serif Italic"),local("DejaVuSerif-Italic");font-style:italic;font-weight:1 1000;');
  });
});
