// No e2e test may hang for more than 2 minutes: a hang costs the whole CI run its length, so every budget a spec
// sets (test.setTimeout, describe.configure's timeout, the config's default) stays at or under 120 s.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const MAX_MS = 120_000;

/** "file:line timeout" for every budget over the limit in `text`. */
function overBudget(file: string, text: string): string[] {
  const found: string[] = [];
  text.split("\n").forEach((line, index) => {
    for (const match of line.matchAll(/(?:setTimeout\(|configure\(\{[^}]*timeout:\s*)([\d_]+)/g)) {
      if (!/test\.setTimeout|configure/.test(line)) continue;
      const ms = Number(match[1].replace(/_/g, ""));
      if (ms > MAX_MS) found.push(`${file}:${index + 1} ${ms}`);
    }
  });
  return found;
}

describe("e2e budgets", () => {
  it("recognises a budget over 2 minutes (the check itself)", () => {
    const sample = 'test.setTimeout(300_000);\ntest.describe.configure({ mode: "serial", timeout: 240_000 });\ntest.setTimeout(120_000);\nawait new Promise((r) => setTimeout(r, 500_000));';
    expect(overBudget("x.e2e.ts", sample)).toEqual(["x.e2e.ts:1 300000", "x.e2e.ts:2 240000"]);
  });

  it("every spec's budget, and the config's default, is at most 2 minutes", () => {
    const dir = path.join(root, "tests", "e2e");
    const specs = readdirSync(dir).filter((name) => name.endsWith(".e2e.ts"));
    expect(specs.length).toBeGreaterThan(40);
    expect(specs.flatMap((name) => overBudget(name, readFileSync(path.join(dir, name), "utf8")))).toEqual([]);
    const config = readFileSync(path.join(root, "playwright.config.ts"), "utf8");
    expect(Number(/\btimeout: ([\d_]+),/.exec(config)?.[1].replace(/_/g, ""))).toBeLessThanOrEqual(MAX_MS);
  });
});
