// What the staff screens measured by `npm run bench:admin` load into the browser with the page: no zod.
// Their forms check what staff type with plain functions (lib/bookings/slot-checks, the dto modules'
// limits and labels) and the request schemas run on the server; the one check that needs a schema in the
// browser, the CSV export's query, loads it (and zod, 31 KB gzip) when staff first export.
import path from "node:path";
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { importsIn, repoRoot as root, resolveImport } from "@/tests/support/source-files";

vi.setConfig({ testTimeout: 60_000 });

const isClientModule = (file: string) => /^["']use client["'];?\s*$/m.test(readFileSync(file, "utf8"));

/**
 * From a page (a server component), every static value import; once a "use client" module is reached, the
 * modules from there on are the browser's. Returns each package the browser's part imports, with the chain
 * of project files that brings it.
 */
function browserPackages(page: string): Map<string, string[]> {
  const start = path.join(root, page);
  const parent = new Map<string, string | null>([[`server|${start}`, null]]);
  const queue: { file: string; browser: boolean }[] = [{ file: start, browser: false }];
  const found = new Map<string, string[]>();
  const chainOf = (key: string) => {
    const chain: string[] = [];
    for (let k: string | null | undefined = key; k; k = parent.get(k)) chain.unshift(path.relative(root, k.slice(k.indexOf("|") + 1)));
    return chain;
  };
  while (queue.length) {
    const { file, browser: wasBrowser } = queue.shift()!;
    const browser = wasBrowser || isClientModule(file);
    const key = `${wasBrowser ? "browser" : "server"}|${file}`;
    for (const ref of importsIn(file)) {
      if (ref.typeOnly || ref.kind === "dynamic") continue;
      const target = resolveImport(file, ref.specifier);
      if (!target) {
        if (browser && !found.has(ref.specifier)) found.set(ref.specifier, chainOf(key));
        continue;
      }
      const next = `${browser ? "browser" : "server"}|${target}`;
      if (parent.has(next)) continue;
      parent.set(next, key);
      queue.push({ file: target, browser });
    }
  }
  return found;
}

const SCREENS = {
  "Manage Bookings": "app/admin/(panel)/calendar_bookings/page.tsx",
  "Edit Booking": "app/admin/(panel)/calendar_bookings/edit/[id]/page.tsx",
  "My Calendar": "app/admin/(panel)/calendar_show/page.tsx",
  "the run sheet": "app/admin/(panel)/calendar_show/run-sheet/page.tsx",
  "the client card": "app/admin/(panel)/clients/[id]/page.tsx",
} as const;

describe("the staff screens' first load", () => {
  for (const [screen, page] of Object.entries(SCREENS)) {
    it(`${screen} brings no zod into the browser with the page`, () => {
      const packages = browserPackages(page);
      // The walk reaches the browser's part at all (React is imported there).
      expect(packages.has("react")).toBe(true);
      const zod = [...packages.entries()].filter(([name]) => name === "zod" || name.startsWith("zod/")).map(([, chain]) => chain.join(" → "));
      expect(zod).toEqual([]);
    });
  }

  it("sees zod where a screen's browser code does import it (the desk's new booking form validates as staff type)", () => {
    expect(browserPackages("app/admin/(panel)/calendar_bookings/new/page.tsx").has("zod")).toBe(true);
  });
});
