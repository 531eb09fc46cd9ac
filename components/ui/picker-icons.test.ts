// The date and time fields' picker icons in the shared stylesheet (app/globals.css) are PNG drawings of the size they
// were rasterised at: an SVG there would make Chromium build a document per icon in the first frame again.
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

const css = readFileSync(path.join(__dirname, "../../app/globals.css"), "utf8");

function iconOf(selector: string): Buffer {
  const start = css.indexOf(`${selector} {`);
  expect(start, `${selector} has a rule in globals.css`).toBeGreaterThanOrEqual(0);
  const rule = css.slice(start, css.indexOf("}", start));
  const match = /background-image: url\("data:image\/png;base64,([A-Za-z0-9+/=]+)"\)/.exec(rule);
  expect(match, `${selector} draws a PNG`).not.toBeNull();
  return Buffer.from(match![1], "base64");
}

describe("picker icons", () => {
  it("draws every date field's calendar as a 48×45 PNG and every time field's clock as a 42×42 PNG", async () => {
    const calendar = await sharp(iconOf("input::-webkit-calendar-picker-indicator")).metadata();
    const clock = await sharp(iconOf('input[type="time" i]::-webkit-calendar-picker-indicator')).metadata();
    expect([calendar.format, calendar.width, calendar.height, calendar.hasAlpha]).toEqual(["png", 48, 45, true]);
    expect([clock.format, clock.width, clock.height, clock.hasAlpha]).toEqual(["png", 42, 42, true]);
  });

  it("has no SVG picker icon anywhere in the stylesheet", () => {
    expect(css).not.toMatch(/calendar-picker-indicator[^}]*image\/svg/);
  });
});
