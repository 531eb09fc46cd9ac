// The staff area's stylesheet (app/admin/admin.css) scans only the files its @source lines name (not the public
// pages' own components, nor docs, tests and scripts), so a class written in a file a staff page renders but no
// @source covers would be missing on that page.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { classFilesOutside, modulesFrom, stylesheetSources, within } from "@/tests/support/css-sources";
import { repoRoot as root, walk } from "@/tests/support/source-files";

vi.setConfig({ testTimeout: 60_000 });

const ADMIN_CSS = path.join(root, "app", "admin", "admin.css");

describe("the staff area's stylesheet", () => {
  it("scans every file with class names that a staff page renders", () => {
    const { withClasses, missing } = classFilesOutside(ADMIN_CSS, modulesFrom([...walk(path.join(root, "app", "admin")), path.join(root, "app", "layout.tsx"), path.join(root, "app", "document-shell.tsx")]));
    expect(missing).toEqual([]);
    // The staff screens, the shared field and button components and the desk's booking form at least.
    expect(withClasses.length).toBeGreaterThan(100);
  });

  it("scans no more than it names: the public pages' own folders, docs, tests and scripts stay out", () => {
    const { scanned } = stylesheetSources(ADMIN_CSS);
    expect(readFileSync(ADMIN_CSS, "utf8")).toMatch(/@import "tailwindcss" source\(none\);/);
    const outside = [path.join(root, "app", "(site)"), path.join(root, "docs"), path.join(root, "tests"), path.join(root, "scripts")];
    expect(scanned.filter((dir) => outside.some((folder) => within(dir, folder) || within(folder, dir))).map((dir) => path.relative(root, dir))).toEqual([]);
  });
});
