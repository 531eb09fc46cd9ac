// The public pages' stylesheet (app/site.css) scans only the files its @source lines name, so a class
// written in a file a public page renders but no @source covers would be missing on that page.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { classFilesOutside, modulesFrom, stylesheetSources, within } from "@/tests/support/css-sources";
import { repoRoot as root, walk } from "@/tests/support/source-files";

vi.setConfig({ testTimeout: 60_000 });

const SITE_CSS = path.join(root, "app", "site.css");

/** Every project file the public pages run (their modules and what those import, type-only imports left out). */
const publicModules = () => modulesFrom([...walk(path.join(root, "app", "(site)")), path.join(root, "app", "layout.tsx"), path.join(root, "app", "global-not-found.tsx"), path.join(root, "app", "document-shell.tsx")]);

describe("the public pages' stylesheet", () => {
  it("scans every file with class names that a public page renders", () => {
    const { withClasses, missing } = classFilesOutside(SITE_CSS, publicModules());
    expect(missing).toEqual([]);
    // The public pages, their layout and the shared field and button components at least.
    expect(withClasses.length).toBeGreaterThan(40);
  });

  it("leaves the staff area's folders out (its classes are in app/admin/admin.css)", () => {
    const staff = [path.join(root, "app", "admin"), path.join(root, "components", "admin")];
    const { scanned } = stylesheetSources(SITE_CSS);
    expect(scanned.length).toBeGreaterThan(0);
    expect(scanned.filter((dir) => staff.some((folder) => within(folder, dir) || dir === folder)).map((dir) => path.relative(root, dir))).toEqual([]);
    expect(readFileSync(SITE_CSS, "utf8")).toMatch(/@import "tailwindcss" source\(none\);/);
  });
});
