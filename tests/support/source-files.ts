// The project's source files and the module each import names, for the tests that check the house's import
// rules (lib/architecture.test.ts, lib/time/browser-safe.test.ts).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "..", "..");

/** Every .ts/.tsx file under `dir` (node_modules, generated code and dot folders left out); test files only when asked. */
export function walk(dir: string, out: string[] = [], withTests = false): string[] {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "generated" || name.startsWith(".")) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out, withTests);
    else if (/\.(ts|tsx)$/.test(name) && (withTests || !/\.test\.tsx?$/.test(name))) out.push(full);
  }
  return out;
}

/** "@/lib/x" or a relative specifier → the file it names; a package or an unknown path → null. */
export function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(repoRoot, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}
