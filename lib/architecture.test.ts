// The house rules a reader relies on: server code is marked, client components never import it,
// domain code does not build HTTP responses, and raw SQL to the pg pool lives in each folder's sql.ts.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot as root, resolveImport, walk } from "@/tests/support/source-files";

const VALUE_IMPORT = /^import\s+(?!type\s)(?:[^'"]*?from\s+)?["']([^"']+)["'];?/gm;
/** Every import and re-export, type-only ones included (a type import still ties two modules together). */
const ANY_IMPORT = /^(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/gm;
const isServerOnly = (file: string) => /^import "server-only";/m.test(readFileSync(file, "utf8"));
/** "server-only" is the first statement, under at most a header of line comments. */
const SERVER_ENTRY = /^(?:\/\/[^\n]*\n)*import "server-only";/;
const files = [...walk(path.join(root, "app")), ...walk(path.join(root, "components")), ...walk(path.join(root, "lib"))];

/**
 * lib/ has two kinds of folder. A domain owns a part of the studio's business and its data: `schema.ts`
 * (zod, shared with forms) and `dto.ts` (types and mappers) are safe for the browser; every module that
 * queries the database is server-only. Infrastructure serves the domains (database, HTTP, cache, time,
 * throttling…) and knows nothing of the business.
 */
const DOMAINS = ["auth", "bookings", "calendar", "clients", "contact", "content", "dashboard", "email", "events", "gallery", "payments", "services", "takings", "users"];
const INFRASTRUCTURE = ["cache", "captcha", "db", "generated", "http", "idempotency", "maintenance", "rate-limit", "seo", "storage", "text", "time", "validation"];
// Domains that validate no input of their own, so have no schema.ts. dashboard: the admin home reads
// counts from other domains for the signed-in user; nothing is submitted to it.
const WITHOUT_SCHEMA = ["dashboard"];
const relative = (file: string) => path.relative(root, file);
const importsOf = (file: string) => [...readFileSync(file, "utf8").matchAll(ANY_IMPORT)].map((m) => resolveImport(file, m[1])).filter((t): t is string => t !== null);
const valueImportsOf = (file: string) => [...readFileSync(file, "utf8").matchAll(VALUE_IMPORT)].map((m) => resolveImport(file, m[1])).filter((t): t is string => t !== null);
const DB_CLIENT = path.join(root, "lib", "db", "client.ts");

/** The files of the domain shape a domain lacks: index.ts, dto.ts, and schema.ts unless it is in WITHOUT_SCHEMA. */
function shapeGaps(domains: readonly string[], has: (domain: string, file: string) => boolean): string[] {
  return domains.flatMap((d) => ["index.ts", "dto.ts", ...(WITHOUT_SCHEMA.includes(d) ? [] : ["schema.ts"])].filter((f) => !has(d, f)).map((f) => `lib/${d}/${f}`));
}

describe("module shape", () => {
  it("classifies every lib/ folder as a domain or infrastructure", () => {
    const folders = readdirSync(path.join(root, "lib")).filter((name) => statSync(path.join(root, "lib", name)).isDirectory());
    expect(folders.filter((f) => !DOMAINS.includes(f) && !INFRASTRUCTURE.includes(f))).toEqual([]);
    expect(DOMAINS.filter((d) => INFRASTRUCTURE.includes(d))).toEqual([]);
  });

  it("marks the server entry of each domain with server-only", () => {
    expect(SERVER_ENTRY.test('// Header.\nimport "server-only";\nimport { prisma } from "@/lib/db/client";')).toBe(true);
    expect(SERVER_ENTRY.test('import { prisma } from "@/lib/db/client";\nimport "server-only";')).toBe(false);
    const entries = DOMAINS.map((d) => path.join(root, "lib", d, "index.ts")).filter((f) => existsSync(f));
    expect(entries).toHaveLength(DOMAINS.length);
    expect(entries.filter((f) => !SERVER_ENTRY.test(readFileSync(f, "utf8"))).map(relative)).toEqual([]);
  });

  it("gives every domain its shape: index.ts, dto.ts and schema.ts (schema.ts only where the domain takes input)", () => {
    expect(shapeGaps(["auth", "dashboard"], (_, file) => file !== "schema.ts")).toEqual(["lib/auth/schema.ts"]);
    expect(shapeGaps(DOMAINS, (domain, file) => existsSync(path.join(root, "lib", domain, file)))).toEqual([]);
    // An exception that gains a schema.ts (or stops being a domain) leaves the list.
    expect(WITHOUT_SCHEMA.filter((d) => !DOMAINS.includes(d) || existsSync(path.join(root, "lib", d, "schema.ts")))).toEqual([]);
  });

  it("infrastructure: no schema.ts or dto.ts (the input and output of the business belong to a domain)", () => {
    const shapeFiles = (folders: readonly string[]) => folders.flatMap((f) => ["schema.ts", "dto.ts"].map((name) => path.join(root, "lib", f, name))).filter((f) => existsSync(f));
    expect(shapeFiles(DOMAINS).length).toBeGreaterThan(20);
    expect(shapeFiles(INFRASTRUCTURE).map(relative)).toEqual([]);
  });

  it("domains: every module that queries the database is server-only", () => {
    const domainFiles = files.filter((f) => DOMAINS.some((d) => f.startsWith(path.join(root, "lib", d) + path.sep)));
    const querying = domainFiles.filter((f) => valueImportsOf(f).includes(DB_CLIENT));
    expect(querying.length).toBeGreaterThan(20);
    expect(querying.filter((f) => !isServerOnly(f)).map(relative)).toEqual([]);
  });

  it("domains: schema.ts and dto.ts are safe for the browser (no server-only module, no database client)", () => {
    const shared = DOMAINS.flatMap((d) => ["schema.ts", "dto.ts"].map((name) => path.join(root, "lib", d, name))).filter((f) => existsSync(f));
    expect(shared.length).toBeGreaterThan(15);
    const offenders = shared.flatMap((f) => valueImportsOf(f).filter((t) => t === DB_CLIENT || isServerOnly(t)).map((t) => `${relative(f)} → ${relative(t)}`));
    expect(offenders).toEqual([]);
  });

  it("infrastructure: never imports a domain's database code (the cache's public reads and the HTTP wrapper's session check excepted)", () => {
    const allowed = new Set(["lib/cache/public-reads.ts", "lib/http/api-route.ts", "lib/maintenance/index.ts"]);
    const infraFiles = files.filter((f) => INFRASTRUCTURE.some((d) => f.startsWith(path.join(root, "lib", d) + path.sep)));
    const offenders = infraFiles
      .filter((f) => !allowed.has(relative(f)))
      .flatMap((f) => valueImportsOf(f).filter((t) => DOMAINS.some((d) => t.startsWith(path.join(root, "lib", d) + path.sep)) && isServerOnly(t)).map((t) => `${relative(f)} → ${relative(t)}`));
    expect(offenders).toEqual([]);
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

  it("domains return data, never an HTTP answer ({ status: 201, body } or a Response): app/ and lib/http make those", () => {
    const httpAnswer = /\{\s*status:\s*[1-5]\d\d\b|\bstatus:\s*[1-5]\d\d\s*,\s*body\b|\b(Response\.json|new Response|NextResponse)\b/;
    expect(httpAnswer.test("return { status: 201, body: { success: true } };")).toBe(true);
    expect(httpAnswer.test("throw new ConflictError(message);")).toBe(false);
    const domainFiles = files.filter((f) => DOMAINS.some((d) => f.startsWith(path.join(root, "lib", d) + path.sep)));
    expect(domainFiles.length).toBeGreaterThan(80);
    expect(domainFiles.filter((f) => httpAnswer.test(readFileSync(f, "utf8"))).map(relative)).toEqual([]);
  });

  it("builds HTTP responses only in lib/http and app/", () => {
    const offenders = files
      .filter((f) => f.startsWith(path.join(root, "lib")) && !f.startsWith(path.join(root, "lib", "http")))
      .filter((f) => /\b(Response\.json|new Response|NextResponse)\b/.test(readFileSync(f, "utf8")))
      .map((f) => path.relative(root, f));
    expect(offenders).toEqual([]);
  });
});

/** The import graph of app/, components/ and lib/: file → the files it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(file).filter((t) => files.includes(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components with more than one file (Tarjan): each is an import circle. */
function importCircles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) === order.get(file)) {
      const members: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        members.push(path.relative(root, member));
      } while (member !== file);
      if (members.length > 1) circles.push(members.sort());
    }
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return circles;
}

describe("configuration", () => {
  it("reads process.env only in lib/env.ts", () => {
    // A NEXT_PUBLIC_ variable is inlined into the browser bundle at build, from a literal process.env read only.
    const allowed = new Set(["lib/env.ts", "components/captcha/captcha-field.tsx"]);
    const readers = files.map((f) => path.relative(root, f)).filter((f) => /\bprocess\.env\b/.test(readFileSync(path.join(root, f), "utf8")));
    expect(readers.filter((f) => !allowed.has(f))).toEqual([]);
    expect(readers).toContain("lib/env.ts");
  });
});

describe("import graph", () => {
  it("has no circle between files (type imports included)", () => {
    const graph = importGraph();
    expect([...graph.values()].flat().length).toBeGreaterThan(500);
    expect(importCircles(graph)).toEqual([]);
  });

  it("finds a circle when there is one (the check itself)", () => {
    const a = path.join(root, "a.ts");
    const b = path.join(root, "b.ts");
    expect(importCircles(new Map([[a, [b]], [b, [a]]]))).toEqual([["a.ts", "b.ts"]]);
  });
});


/**
 * Named bindings imported from a module, statically or by a destructured dynamic import (the benchmarks'
 * `const { … } = await import("../../lib/db/client")`), or a namespace import's name.
 */
const NAMED_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']|\{([^}]*)\}\s*=\s*await\s+import\(\s*["']([^"']+)["']\s*\)|^\s*import\s+\*\s+as\s+(\w+)\s+from\s*["']([^"']+)["']/gm;
const RAW_POOL = /\braw(?:Rows|Execute)\b/;

/** Whether the file takes rawRows or rawExecute from lib/db/client.ts. */
function importsRawPool(file: string, text: string): boolean {
  return [...text.matchAll(NAMED_IMPORT)].some(([, named, from, destructured, imported, namespace, namespaceFrom]) => {
    const specifier = from ?? imported ?? namespaceFrom;
    if (resolveImport(file, specifier) !== DB_CLIENT) return false;
    if (namespace) return new RegExp(`\\b${namespace}\\.raw(?:Rows|Execute)\\b`).test(text);
    return RAW_POOL.test(named ?? destructured);
  });
}

describe("raw SQL", () => {
  it("only a folder's sql.ts (beside its Prisma queries, run by its sql.int.test.ts) sends statements straight to the pg pool", () => {
    const everyFile = ["app", "components", "lib", "prisma", "scripts", "tests"].flatMap((dir) => walk(path.join(root, dir), [], true));
    const users = everyFile.filter((f) => importsRawPool(f, readFileSync(f, "utf8"))).map(relative);
    expect(users).toEqual(expect.arrayContaining(["lib/bookings/sql.ts", "lib/calendar/sql.ts", "lib/clients/sql.ts", "lib/email/sql.ts", "lib/idempotency/sql.ts", "lib/rate-limit/sql.ts"]));
    expect(users.filter((f) => !/^lib\/[\w-]+\/sql\.ts$/.test(f))).toEqual([]);
    const untested = users.filter((f) => !existsSync(path.join(root, f.replace(/\.ts$/, ".int.test.ts"))));
    expect(untested).toEqual([]);
  });

  it("recognises every way of taking rawRows or rawExecute (the check itself)", () => {
    const outbox = path.join(root, "lib", "email", "outbox.ts");
    const bench = path.join(root, "scripts", "bench", "calendar-feed.ts");
    expect(importsRawPool(outbox, 'import { prisma, rawRows } from "@/lib/db/client";')).toBe(true);
    expect(importsRawPool(outbox, 'import {\n  prisma,\n  rawExecute,\n} from "../db/client";')).toBe(true);
    expect(importsRawPool(outbox, 'import * as db from "@/lib/db/client";\nawait db.rawExecute(sql);')).toBe(true);
    expect(importsRawPool(bench, 'const { createPrismaClient, rawRows } = await import("../../lib/db/client");')).toBe(true);
    expect(importsRawPool(outbox, 'import { prisma } from "@/lib/db/client";\n// rawRows is for sql.ts')).toBe(false);
    expect(importsRawPool(outbox, 'import { claimDueEmails, rawRowsOf } from "./sql";')).toBe(false);
  });
});
