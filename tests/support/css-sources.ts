// The two stylesheets (app/site.css for the public pages, app/admin/admin.css for the staff area) each scan only
// the files their `@source` lines name: a class written in a file a page renders but no @source covers would be
// missing on that page. Shared by components/site/site-css-sources.test.ts and
// components/admin/admin-css-sources.test.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { importedFiles, repoRoot } from "./source-files";

/** The paths a stylesheet scans (`@source "…"`) and leaves out (`@source not "…"`), absolute. */
export function stylesheetSources(cssFile: string): { scanned: string[]; excluded: string[] } {
  const css = readFileSync(cssFile, "utf8");
  const lines = [...css.matchAll(/^@source\s+(not\s+)?"([^"]+)";/gm)];
  const resolve = (p: string) => path.resolve(path.dirname(cssFile), p);
  return {
    scanned: lines.filter((m) => !m[1]).map((m) => resolve(m[2])),
    excluded: lines.filter((m) => m[1]).map((m) => resolve(m[2])),
  };
}

export const within = (file: string, dir: string) => file === dir || file.startsWith(`${dir}${path.sep}`);

/** Every project file the entries run: the entries and what they import, transitively (type-only imports left out). */
export function modulesFrom(entries: string[]): string[] {
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

/** The files with class names (`className=`, `class=`) among `modules`, and those of them `cssFile` does not scan. */
export function classFilesOutside(cssFile: string, modules: string[]): { withClasses: string[]; missing: string[] } {
  const { scanned, excluded } = stylesheetSources(cssFile);
  const withClasses = modules.filter((file) => /className=|class=/.test(readFileSync(file, "utf8")));
  const missing = withClasses.filter((file) => !scanned.some((dir) => within(file, dir)) || excluded.some((dir) => within(file, dir)));
  return { withClasses, missing: missing.map((file) => path.relative(repoRoot, file)) };
}
