import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseDateOnly } from "./date-only";

/** Runs `expression` (with parseDateOnly and pg in scope) in a fresh Node process in `zone`: TZ is per process. */
function inZone(zone: string, expression: string): string {
  const script = `import pg from "pg"; import { parseDateOnly } from ${JSON.stringify(path.join(import.meta.dirname, "date-only.ts"))}; const pgDate = pg.types.getTypeParser(pg.types.builtins.DATE, "text"); console.log(${expression});`;
  return execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { env: { ...process.env, TZ: zone }, encoding: "utf8" }).trim();
}

describe("parseDateOnly (DATE columns of raw statements)", () => {
  it("is UTC midnight of the day, as Prisma reads it", () => {
    expect((parseDateOnly("2027-01-11") as Date).toISOString()).toBe("2027-01-11T00:00:00.000Z");
  });

  it("whatever the server's zone, where pg's own parser gives the day before east of UTC", () => {
    expect(inZone("Asia/Tokyo", `parseDateOnly("2027-01-11").toISOString() + " " + pgDate("2027-01-11").toISOString()`)).toBe("2027-01-11T00:00:00.000Z 2027-01-10T15:00:00.000Z");
  }, 30_000); // a fresh Node process with tsx: seconds on a loaded machine

  it("leaves what is not a plain day to pg's parser", () => {
    expect(parseDateOnly("infinity")).toBe(Infinity);
  });
});
