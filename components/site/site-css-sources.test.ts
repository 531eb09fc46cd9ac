// The public pages' stylesheet (app/site.css) scans only the files its @source lines name, so a class
// written in a file a public page renders but no @source covers would be missing on that page.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { importedFiles, repoRoot as root, walk } from "@/tests/support/source-files";

vi.setConfig({ testTimeout: 60_000 });

const SITE_CSS = path.join(root, "app", "site.css");

/** The paths app/site.css scans (`@source "…"`) and leaves out (`@source not "…"`), absolute. */
function sources(): { scanned: string[]; excluded: string[] } {
  const css = readFileSync(SITE_CSS, "utf8");
  const lines = [...css.matchAll(/^@source\s+(not\s+)?"([^"]+)";/gm)];
  const resolve = (p: string) => path.resolve(path.dirname(SITE_CSS), p);
  return {
    scanned: lines.filter((m) => !m[1]).map((m) => resolve(m[2])),
    excluded: lines.filter((m) => m[1]).map((m) => resolve(m[2])),
  };
}

const within = (file: string, dir: string) => file === dir || file.startsWith(`${dir}${path.sep}`);

/** Every project file the public pages run (their modules and what those import, type-only imports left out). */
function publicModules(): string[] {
  const entries = [...walk(path.join(root, "app", "(site)")), path.join(root, "app", "layout.tsx"), path.join(root, "app", "global-not-found.tsx"), path.join(root, "app", "document-shell.tsx")];
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...importedFiles(file, undefined, true));
  }
  return [...seen];
}

describe("the public pages' stylesheet", () => {
  it("scans every file with class names that a public page renders", () => {
    const { scanned, excluded } = sources();
    const withClasses = publicModules().filter((file) => /className=|class=/.test(readFileSync(file, "utf8")));
    const missing = withClasses.filter((file) => !scanned.some((dir) => within(file, dir)) || excluded.some((dir) => within(file, dir)));
    expect(missing.map((file) => path.relative(root, file))).toEqual([]);
    // The public pages, their layout and the shared field and button components at least.
    expect(withClasses.length).toBeGreaterThan(40);
  });

  it("leaves the staff area's folders out (its classes are in app/admin/admin.css)", () => {
    const staff = [path.join(root, "app", "admin"), path.join(root, "components", "admin")];
    const { scanned } = sources();
    expect(scanned.length).toBeGreaterThan(0);
    expect(scanned.filter((dir) => staff.some((folder) => within(folder, dir) || dir === folder)).map((dir) => path.relative(root, dir))).toEqual([]);
    expect(readFileSync(SITE_CSS, "utf8")).toMatch(/@import "tailwindcss" source\(none\);/);
  });
});
