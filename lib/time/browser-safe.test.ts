// The browser entry of lib/time reads no configuration: in a browser lib/env sees no STUDIO_TIMEZONE and
// would answer with the default zone, so a client component that reached it would silently show New York.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

import { importedFiles, repoRoot as root, walk } from "@/tests/support/source-files";
const ENV = path.join(root, "lib", "env.ts");
const SERVER_ENTRY = path.join(root, "lib", "time", "index.ts");

/** Imports that reach the bundle: static and re-exports (anywhere in a file) and import(); `import type` and `typeof import()` are erased. */
const valueImports = (file: string, source?: string) => importedFiles(file, source, true);
// Reading every client component's imports takes several seconds on a busy machine (as the architecture test).
vi.setConfig({ testTimeout: 60_000 });

/** Every module reachable from `entries`, each with the chain that first reached it. */
function reach(entries: string[]): Map<string, string[]> {
  const chains = new Map<string, string[]>(entries.map((e) => [e, [e]]));
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift()!;
    for (const target of valueImports(file)) {
      if (chains.has(target)) continue;
      chains.set(target, [...chains.get(file)!, target]);
      queue.push(target);
    }
  }
  return chains;
}

const shown = (chain: string[] | undefined) => chain?.map((f) => path.relative(root, f)).join(" → ");

describe("lib/time's browser entry", () => {
  it("the import reader sees re-exports, imports after code and dynamic imports, and skips type-only imports and typeof import()", () => {
    const from = path.join(root, "lib", "time", "x.ts");
    const source = 'import type { ServerEnv } from "@/lib/env";\nexport * from "./days";\nconst x = 1; import { studio } from "@/lib/env";\nconst later = () => import("./zoned");\ntype Route = typeof import("@/lib/env").env;';
    expect(valueImports(from, source).map((f) => path.relative(root, f))).toEqual(["lib/time/days.ts", "lib/env.ts", "lib/time/zoned.ts"]);
  });

  it("does not pull lib/env (nor the server entry that reads the studio zone from it)", () => {
    const reached = reach([path.join(root, "lib", "time", "browser.ts")]);
    expect(shown(reached.get(ENV))).toBeUndefined();
    expect(shown(reached.get(SERVER_ENTRY))).toBeUndefined();
  });

  it("no client component reaches lib/env: they take the studio zone from useStudioZone or a prop", () => {
    const files = [...walk(path.join(root, "app")), ...walk(path.join(root, "components")), ...walk(path.join(root, "lib"))];
    const clients = files.filter((f) => /^\s*["']use client["']/.test(readFileSync(f, "utf8")));
    expect(clients.length).toBeGreaterThan(20);
    const reached = reach(clients);
    expect(shown(reached.get(ENV))).toBeUndefined();
    expect(shown(reached.get(SERVER_ENTRY))).toBeUndefined();
  });
});
