// The house rules a reader relies on: server code is marked, client components never import it,
// and domain code does not build HTTP responses.
import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "generated" || name.startsWith(".")) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

/** "@/lib/x" or a relative specifier → the file it names. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(root, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const VALUE_IMPORT = /^import\s+(?!type\s)(?:[^'"]*?from\s+)?["']([^"']+)["'];?/gm;
const isServerOnly = (file: string) => /^import "server-only";/m.test(readFileSync(file, "utf8"));
const files = [...walk(path.join(root, "app")), ...walk(path.join(root, "components")), ...walk(path.join(root, "lib"))];

describe("module shape", () => {
  it("marks the server entry of each domain with server-only", () => {
    for (const domain of ["bookings", "events", "services", "contact", "users", "content", "gallery"]) {
      expect(isServerOnly(path.join(root, "lib", domain, "index.ts")), `lib/${domain}/index.ts`).toBe(true);
    }
  });

  it("keeps client components off server-only modules (types only)", () => {
    const offenders: string[] = [];
    for (const file of files.filter((f) => /^["']use client["']/.test(readFileSync(f, "utf8")))) {
      for (const match of readFileSync(file, "utf8").matchAll(VALUE_IMPORT)) {
        const target = resolveImport(file, match[1]);
        if (target && isServerOnly(target)) offenders.push(`${path.relative(root, file)} → ${match[1]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("builds HTTP responses only in lib/http and app/", () => {
    const offenders = files
      .filter((f) => f.startsWith(path.join(root, "lib")) && !f.startsWith(path.join(root, "lib", "http")))
      .filter((f) => /\b(Response\.json|new Response|NextResponse)\b/.test(readFileSync(f, "utf8")))
      .map((f) => path.relative(root, f));
    expect(offenders).toEqual([]);
  });
});
