// The house rules a reader relies on: server code is marked, client components never import it,
// domain code does not build HTTP responses, and raw SQL to the pg pool lives in each folder's sql.ts.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { importedFiles, importsIn, repoRoot as root, resolveImport, walk } from "@/tests/support/source-files";

/** Each file is parsed once for all the checks below. */
const memo = <T>(read: (file: string) => T) => {
  const seen = new Map<string, T>();
  return (file: string) => (seen.has(file) ? seen.get(file)! : seen.set(file, read(file)).get(file)!);
};
const isServerOnly = memo((file: string) => /^import "server-only";/m.test(readFileSync(file, "utf8")));
/** "server-only" is the first statement, under at most a header of line comments. */
const SERVER_ENTRY = /^(?:\/\/[^\n]*\n)*import "server-only";/;
// Parsing every file of app/, components/ and lib/ takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
const files = [...walk(path.join(root, "app")), ...walk(path.join(root, "components")), ...walk(path.join(root, "lib"))];

/**
 * lib/ in layers, from the bottom up (docs/ARCHITECTURE.md, "Layers and dependency order"). A module imports
 * only its own folder and the folders listed before it; a file directly in lib/ counts as a folder of its name.
 *
 * - Infrastructure serves the domains and knows nothing of the business: it imports no domain.
 * - A domain owns a part of the studio's business and its data: `schema.ts` (zod, shared with forms) and
 *   `dto.ts` (types and mappers) are safe for the browser; every module that queries the database is
 *   server-only. Each domain imports only the domains before it.
 * - The edge runs the domains: the HTTP wrapper (it checks the session), the public site's cached reads,
 *   search-engine data, scheduled jobs and the health check. No domain imports it.
 */
const INFRASTRUCTURE = ["generated", "env", "errors", "env-startup", "db", "text", "validation", "time", "storage", "rate-limit", "idempotency", "captcha", "offline"];
const DOMAINS = ["services", "content", "gallery", "events", "auth", "notify", "contact", "users", "invitations", "availability", "payments", "bookings", "clients", "calendar", "takings", "planner", "heat-list", "waitlist", "dayof", "change-requests", "dashboard", "reports"];
const EDGE = ["seo", "cache", "jobs", "http", "health"];
const ORDER = [...INFRASTRUCTURE, ...DOMAINS, ...EDGE];
/** A domain's public entries: what app/, components/ (dto.ts and schema.ts only, in the browser) and other domains' callers import. */
const PUBLIC_ENTRIES = ["index.ts", "dto.ts", "schema.ts"];
// Entries of one domain for pages only: auth's page guard redirects through next/navigation, which its
// index.ts (loaded by jobs and scripts too) must not bring along.
// And client-safe leaves the public forms' first load may import directly (the booking form's hair-at-night rule, the
// dance levels and styles of the family page's change form): schema.ts and dto.ts bring zod, the slot rule and the
// time formatters, which wait for the visitor (components/site/form-first-load.test.ts). The run sheet's rows read
// their DTO from its own file: calendar's dto.ts brings the bookings' DTO and html-entities to a 200-row page
// (components/admin/run-sheet/run-sheet-client-weight.test.tsx).
const PAGE_ENTRIES: Record<string, string[]> = { auth: ["current.ts"], bookings: ["hair-at-night.ts", "constants.ts"], calendar: ["run-sheet-dto.ts"] };
// Domains that validate no input of their own, so have no schema.ts. dashboard: the admin home reads
// counts from other domains for the signed-in user; nothing is submitted to it.
const WITHOUT_SCHEMA = ["dashboard"];
const relative = (file: string) => path.relative(root, file);
/** The domains that exist on this branch (the order also names some still on their way). */
const present = (domains: readonly string[]) => domains.filter((d) => existsSync(path.join(root, "lib", d)));
/** Every file a file imports, type-only ones included (a type import still ties two modules together). */
const importsOf = memo((file: string) => importedFiles(file));
/** The files whose code a file runs: type-only imports left out. */
const valueImportsOf = memo((file: string) => importedFiles(file, undefined, true));
const DB_CLIENT = path.join(root, "lib", "db", "client.ts");

/** The files of the domain shape a domain lacks: index.ts, dto.ts, and schema.ts unless it is in WITHOUT_SCHEMA. */
function shapeGaps(domains: readonly string[], has: (domain: string, file: string) => boolean): string[] {
  return domains.flatMap((d) => ["index.ts", "dto.ts", ...(WITHOUT_SCHEMA.includes(d) ? [] : ["schema.ts"])].filter((f) => !has(d, f)).map((f) => `lib/${d}/${f}`));
}

describe("module shape", () => {
  it("places every lib/ folder (and file directly in lib/) in one layer", () => {
    const units = readdirSync(path.join(root, "lib")).filter((name) => !/\.test\.ts$/.test(name)).map((name) => name.replace(/\.ts$/, ""));
    expect(units.filter((u) => !ORDER.includes(u))).toEqual([]);
    expect(new Set(ORDER).size).toBe(ORDER.length);
  });

  it("marks the server entry of each domain with server-only", () => {
    expect(SERVER_ENTRY.test('// Header.\nimport "server-only";\nimport { prisma } from "@/lib/db/client";')).toBe(true);
    expect(SERVER_ENTRY.test('import { prisma } from "@/lib/db/client";\nimport "server-only";')).toBe(false);
    const entries = present(DOMAINS).map((d) => path.join(root, "lib", d, "index.ts")).filter((f) => existsSync(f));
    expect(entries).toHaveLength(present(DOMAINS).length);
    expect(entries.filter((f) => !SERVER_ENTRY.test(readFileSync(f, "utf8"))).map(relative)).toEqual([]);
  });

  it("gives every domain its shape: index.ts, dto.ts and schema.ts (schema.ts only where the domain takes input)", () => {
    expect(shapeGaps(["auth", "dashboard"], (_, file) => file !== "schema.ts")).toEqual(["lib/auth/schema.ts"]);
    expect(shapeGaps(present(DOMAINS), (domain, file) => existsSync(path.join(root, "lib", domain, file)))).toEqual([]);
    // An exception that gains a schema.ts (or stops being a domain) leaves the list.
    expect(WITHOUT_SCHEMA.filter((d) => !DOMAINS.includes(d) || existsSync(path.join(root, "lib", d, "schema.ts")))).toEqual([]);
  });

  it("infrastructure and edge: no schema.ts or dto.ts (the input and output of the business belong to a domain)", () => {
    const shapeFiles = (folders: readonly string[]) => folders.flatMap((f) => ["schema.ts", "dto.ts"].map((name) => path.join(root, "lib", f, name))).filter((f) => existsSync(f));
    expect(shapeFiles(DOMAINS).length).toBeGreaterThan(20);
    expect(shapeFiles([...INFRASTRUCTURE, ...EDGE]).map(relative)).toEqual([]);
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

  it("keeps client components off server-only modules (types only)", () => {
    const offenders: string[] = [];
    for (const file of files.filter((f) => /^["']use client["']/.test(readFileSync(f, "utf8")))) {
      for (const target of valueImportsOf(file)) if (isServerOnly(target)) offenders.push(`${relative(file)} → ${relative(target)}`);
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

/** The import graph of `sources` (every file of app/, components/ and lib/ unless given): file → the files it imports. */
function importGraph(sources?: Map<string, string>): Map<string, string[]> {
  const list = sources ? [...sources.keys()] : files;
  const known = new Set(list);
  const graph = new Map<string, string[]>();
  for (const file of list) {
    const targets = (sources ? importedFiles(file, sources.get(file), false, (f) => known.has(f)) : importsOf(file)).filter((t) => known.has(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** A synthetic source set: repository-relative path → text. */
const synthetic = (sources: Record<string, string>) => new Map(Object.entries(sources).map(([file, text]) => [path.join(root, file), text]));

/** lib/<folder>/… → the folder; lib/<name>.ts → the name; outside lib/ → null. */
function unitOf(file: string): string | null {
  const parts = relative(file).split(path.sep);
  if (parts[0] !== "lib" || parts.length < 2) return null;
  // A domain's message templates live with the other notifications but rank with the domain whose data they render.
  if (parts[1] === "notify" && parts[2] === "templates" && parts.length > 4) return parts[3];
  return parts.length === 2 ? parts[1].replace(/\.tsx?$/, "") : parts[1];
}

const layerOf = (unit: string) => (INFRASTRUCTURE.includes(unit) ? "infrastructure" : DOMAINS.includes(unit) ? "domain" : EDGE.includes(unit) ? "edge" : "unplaced");

/** Imports inside lib/ against the order: a folder importing its own or an earlier folder is fine; anything else is named. */
function orderViolations(graph: Map<string, string[]>): string[] {
  const out: string[] = [];
  for (const [file, targets] of graph) {
    const from = unitOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = unitOf(target);
      if (!to || to === from || ORDER.indexOf(to) < ORDER.indexOf(from)) continue;
      const why = layerOf(from) === "infrastructure" && layerOf(to) !== "infrastructure" ? `infrastructure imports ${layerOf(to) === "domain" ? "a domain" : "the edge"}` : layerOf(from) === layerOf(to) ? `${from} comes before ${to}` : `a ${layerOf(from)} imports the ${layerOf(to)}`;
      out.push(`${relative(file)} → ${relative(target)} (${ORDER.includes(from) && ORDER.includes(to) ? why : "folder outside the order"})`);
    }
  }
  return out.sort();
}

/** Imports from app/ and components/ into a domain's internal files (anything but its index.ts, dto.ts and schema.ts). */
function deepImports(graph: Map<string, string[]>): string[] {
  const out: string[] = [];
  for (const [file, targets] of graph) {
    if (!/^(app|components)\//.test(relative(file))) continue;
    for (const target of targets) {
      const parts = relative(target).split(path.sep);
      if (parts[0] === "lib" && DOMAINS.includes(parts[1]) && !(parts.length === 3 && [...PUBLIC_ENTRIES, ...(PAGE_ENTRIES[parts[1]] ?? [])].includes(parts[2]))) out.push(`${relative(file)} → ${relative(target)}`);
    }
  }
  return out.sort();
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
  it("reads every import: multi-line, after code, export … from, import(), require(), import type", () => {
    const file = path.join(root, "lib", "x", "a.ts");
    const source = [
      'import type { A } from "./types";',
      'import {\n  b,\n  type C,\n} from "./b";',
      'const x = 1; export * from "./c";',
      'export { type D } from "./d";',
      'export async function later() { return import("./e"); }',
      'const f = require("./f");',
      'import "server-only";',
    ].join("\n");
    expect(importsIn(file, source).map((r) => `${r.kind} ${r.specifier}${r.typeOnly ? " (type)" : ""}`)).toEqual([
      "import ./types (type)",
      "import ./b",
      "export ./c",
      "export ./d (type)",
      "dynamic ./e",
      "require ./f",
      "import server-only",
    ]);
  });

  it("has no circle between files (type imports and dynamic imports included)", () => {
    const graph = importGraph();
    expect([...graph.values()].flat().length).toBeGreaterThan(500);
    expect(importCircles(graph)).toEqual([]);
  });

  it("finds a circle when there is one, through a dynamic import too (the check itself)", () => {
    const a = path.join(root, "a.ts");
    const b = path.join(root, "b.ts");
    expect(importCircles(new Map([[a, [b]], [b, [a]]]))).toEqual([["a.ts", "b.ts"]]);
    const circle = synthetic({
      "lib/payments/provider.ts": 'export async function provider() {\n  const { localCheckout } = await import("./local-checkout");\n  return localCheckout;\n}',
      "lib/payments/local-checkout.ts": 'import type { Provider } from "./provider";\nexport const localCheckout = 1;',
    });
    expect(importCircles(importGraph(circle))).toEqual([["lib/payments/local-checkout.ts", "lib/payments/provider.ts"]]);
  });
});

describe("dependency order", () => {
  it("lib/ imports only its own folder and the folders before it (infrastructure → domains → edge)", () => {
    expect(orderViolations(importGraph())).toEqual(NOT_YET_IN_ORDER);
  });

  it("finds an infrastructure folder importing a domain (the check itself)", () => {
    const sources = synthetic({
      "lib/time/zoned.ts": 'import { studio } from "@/lib/env";\nimport type { UsState } from "@/lib/events/us-states";',
      "lib/events/us-states.ts": "export type UsState = string;",
      "lib/env.ts": "export const studio = {};",
    });
    expect(orderViolations(importGraph(sources))).toEqual(["lib/time/zoned.ts → lib/events/us-states.ts (infrastructure imports a domain)"]);
  });

  it("finds a domain importing a domain that comes after it (the check itself)", () => {
    const sources = synthetic({
      "lib/auth/session.ts": 'export const x = 1;\nimport {\n  toUserDto,\n} from "@/lib/users/dto";',
      "lib/users/dto.ts": 'export { can } from "@/lib/auth/permissions";\nexport const toUserDto = 1;',
      "lib/auth/permissions.ts": "export const can = 1;",
    });
    expect(orderViolations(importGraph(sources))).toEqual(["lib/auth/session.ts → lib/users/dto.ts (auth comes before users)"]);
  });

  it("finds a domain importing the edge, and a folder outside the order (the check itself)", () => {
    const sources = synthetic({
      "lib/calendar/feed.ts": 'const after = () => require("@/lib/http/after-response");',
      "lib/http/after-response.ts": "export const afterResponse = 1;",
      "lib/newthing/index.ts": 'import "@/lib/db/client";',
      "lib/db/client.ts": "export const prisma = 1;",
    });
    expect(orderViolations(importGraph(sources))).toEqual([
      "lib/calendar/feed.ts → lib/http/after-response.ts (a domain imports the edge)",
      "lib/newthing/index.ts → lib/db/client.ts (folder outside the order)",
    ]);
  });

  it("lib/ reaches next/navigation only in auth's page guard, which no lib/ module imports (jobs and scripts load lib/ outside Next)", () => {
    const inLib = (file: string) => relative(file).startsWith(`lib${path.sep}`) && !/\.test\.tsx?$/.test(file);
    const navigators = files.filter((f) => inLib(f) && importsIn(f, readFileSync(f, "utf8")).some((i) => i.specifier === "next/navigation"));
    expect(navigators.map(relative)).toEqual([path.join("lib", "auth", "current.ts")]);
    const guard = path.join(root, "lib", "auth", "current.ts");
    expect([...importGraph()].filter(([file, targets]) => inLib(file) && targets.includes(guard)).map(([file]) => relative(file))).toEqual([]);
  });

  it("app/ and components/ import a domain through its public entries only", () => {
    expect(deepImports(importGraph())).toEqual(DEEP_IMPORTS_NOT_YET_MOVED);
  });

  it("finds a deep import from app/ into a domain's internal file (the check itself)", () => {
    const sources = synthetic({
      "app/api/booking/link/[token]/route.ts": 'import { apiRoute } from "@/lib/http/api-route";\nimport { listBookings } from "@/lib/bookings";\nexport { requireBookingByLink } from "@/lib/bookings/access-links";',
      "components/site/price.tsx": '"use client";\nimport { formatPrice } from "@/lib/services/dto";\nconst later = () => import("@/lib/services/format");',
      "lib/http/api-route.ts": "export const apiRoute = 1;",
      "lib/bookings/index.ts": "export const listBookings = 1;",
      "lib/bookings/access-links.ts": "export const requireBookingByLink = 1;",
      "lib/services/dto.ts": "export const formatPrice = 1;",
      "lib/services/format.ts": "export const formatPrice = 1;",
    });
    expect(deepImports(importGraph(sources))).toEqual([
      "app/api/booking/link/[token]/route.ts → lib/bookings/access-links.ts",
      "components/site/price.tsx → lib/services/format.ts",
    ]);
  });
});

/** lib/ (tests aside) importing app/: the layers run app → lib, never back. */
// Type-only imports count too: the typed client's route map is app/api/routes.generated.ts, read by app/api/contract.ts.
function libIntoApp(graph: Map<string, string[]>): string[] {
  const out: string[] = [];
  for (const [file, targets] of graph) {
    if (!relative(file).startsWith(`lib${path.sep}`) || /\.test\.tsx?$/.test(file)) continue;
    for (const target of targets.filter((t) => relative(t).startsWith(`app${path.sep}`))) {
      out.push(`${relative(file)} → ${relative(target)}`);
    }
  }
  return out.sort();
}

/** A domain importing another domain's internal file (not its index.ts, dto.ts or schema.ts). */
function crossDomainDeepImports(graph: Map<string, string[]>): string[] {
  const out: string[] = [];
  for (const [file, targets] of graph) {
    const from = unitOf(file);
    if (!from || !DOMAINS.includes(from) || /\.test\.tsx?$/.test(file)) continue;
    const own = relative(file).split(path.sep)[1];
    for (const target of targets) {
      const parts = relative(target).split(path.sep);
      // A domain's message templates (lib/notify/templates/<domain>/) are its own.
      if (parts[0] !== "lib" || !DOMAINS.includes(parts[1]) || parts[1] === from || parts[1] === own || unitOf(target) === from) continue;
      if (parts.length === 3 && PUBLIC_ENTRIES.includes(parts[2])) continue;
      out.push(`${relative(file)} → ${relative(target)}`);
    }
  }
  return out.sort();
}

describe("imports across the layers", () => {
  it("lib/ never imports app/, not even a type", () => {
    expect(libIntoApp(importGraph())).toEqual([]);
  });

  it("finds a lib → app import, a type-only one included (the check itself)", () => {
    const sources = synthetic({
      "lib/bookings/read.ts": 'import { GET } from "@/app/api/bookings/route";',
      "lib/http/contract.ts": 'import type { GET as A } from "@/app/api/health/route";\nimport { POST } from "@/app/api/contact/route";',
      "app/api/bookings/route.ts": "export const GET = 1;",
      "app/api/health/route.ts": "export const GET = 1;",
      "app/api/contact/route.ts": "export const POST = 1;",
    });
    expect(libIntoApp(importGraph(sources))).toEqual(["lib/bookings/read.ts → app/api/bookings/route.ts", "lib/http/contract.ts → app/api/contact/route.ts", "lib/http/contract.ts → app/api/health/route.ts"]);
  });

  it("a domain reaches another domain through its index.ts, dto.ts or schema.ts (the ones not yet moved are listed)", () => {
    expect(crossDomainDeepImports(importGraph())).toEqual(CROSS_DOMAIN_DEEP_IMPORTS_NOT_YET_MOVED);
  });

  it("finds a domain importing another domain's internal file (the check itself)", () => {
    const sources = synthetic({
      "lib/bookings/update.ts": 'import { can } from "@/lib/auth/permissions";\nimport { toUserDto } from "@/lib/users/dto";\nimport { x } from "./read";',
      "lib/auth/permissions.ts": "export const can = 1;",
      "lib/users/dto.ts": "export const toUserDto = 1;",
      "lib/bookings/read.ts": "export const x = 1;",
    });
    expect(crossDomainDeepImports(importGraph(sources))).toEqual(["lib/bookings/update.ts → lib/auth/permissions.ts"]);
  });
});

const NOTIFY = path.join(root, "lib", "notify") + path.sep;
/** The providers' SDKs (Resend, Twilio, the Svix-format webhook signatures): channels are lib/notify's. */
const PROVIDER_SDKS = ["resend", "twilio", "standardwebhooks"];
/** Templates every message is made of (the layout, the static renderer): only lib/notify's own templates use them. */
const TEMPLATE_PARTS = ["layout.tsx", "static-markup.ts"];

/**
 * Notification concerns outside lib/notify: a provider's SDK, or a file of lib/notify other than its entries
 * (index.ts, dto.ts, schema.ts) and the message templates (a domain's own templates/<domain>/, or a shared one).
 * The outbox, its channels and providers, consent, quiet hours and the parts of a message stay inside.
 */
function notificationLeaks(graph: Map<string, string[]>, textOf: (file: string) => string): string[] {
  const out: string[] = [];
  for (const [file, targets] of graph) {
    if (file.startsWith(NOTIFY)) continue;
    for (const target of targets.filter((t) => t.startsWith(NOTIFY))) {
      const inner = path.relative(NOTIFY, target).split(path.sep);
      const entry = inner.length === 1 && PUBLIC_ENTRIES.includes(inner[0]);
      const template = inner[0] === "templates" && (inner.length === 2 ? !TEMPLATE_PARTS.includes(inner[1]) : inner[1] === unitOf(file));
      if (!entry && !template) out.push(`${relative(file)} → ${relative(target)}`);
    }
    for (const ref of importsIn(file, textOf(file))) if (PROVIDER_SDKS.includes(ref.specifier)) out.push(`${relative(file)} → ${ref.specifier}`);
  }
  return out.sort();
}

describe("notifications", () => {
  it("live in lib/notify: no other folder reaches a provider, the outbox's internals or a message's parts", () => {
    expect(files.filter((f) => f.startsWith(NOTIFY)).length).toBeGreaterThan(40);
    expect(notificationLeaks(importGraph(), (f) => readFileSync(f, "utf8"))).toEqual([]);
  });

  it("finds a provider, an outbox internal, a message's layout and another domain's template outside lib/notify (the check itself)", () => {
    const sources = synthetic({
      "lib/payments/texts.ts": 'import twilio from "twilio";\nimport { claimDueEmails } from "@/lib/notify/sql";\nimport { enqueueEmail } from "@/lib/notify";',
      "lib/waitlist/emails.tsx": 'import { EmailLayout } from "@/lib/notify/templates/layout";\nimport { bookingReceiptEmail } from "@/lib/notify/templates/bookings/request";\nimport { offerEmail } from "@/lib/notify/templates/waitlist/emails";',
      "lib/notify/sql.ts": "export const claimDueEmails = 1;",
      "lib/notify/index.ts": 'import twilio from "twilio";\nexport const enqueueEmail = 1;',
      "lib/notify/templates/layout.tsx": "export const EmailLayout = 1;",
      "lib/notify/templates/bookings/request.tsx": 'import { EmailLayout } from "../layout";\nexport const bookingReceiptEmail = 1;',
      "lib/notify/templates/waitlist/emails.tsx": "export const offerEmail = 1;",
    });
    expect(notificationLeaks(importGraph(sources), (f) => sources.get(f)!)).toEqual([
      "lib/payments/texts.ts → lib/notify/sql.ts",
      "lib/payments/texts.ts → twilio",
      "lib/waitlist/emails.tsx → lib/notify/templates/bookings/request.tsx",
      "lib/waitlist/emails.tsx → lib/notify/templates/layout.tsx",
    ]);
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
    expect(users).toEqual(expect.arrayContaining(["lib/bookings/sql.ts", "lib/calendar/sql.ts", "lib/clients/sql.ts", "lib/notify/sql.ts", "lib/idempotency/sql.ts", "lib/rate-limit/sql.ts"]));
    expect(users.filter((f) => !/^lib\/[\w-]+\/sql\.ts$/.test(f))).toEqual([]);
    const untested = users.filter((f) => !existsSync(path.join(root, f.replace(/\.ts$/, ".int.test.ts"))));
    expect(untested).toEqual([]);
  });

  it("recognises every way of taking rawRows or rawExecute (the check itself)", () => {
    const outbox = path.join(root, "lib", "notify", "outbox.ts");
    const bench = path.join(root, "scripts", "bench", "calendar-feed.ts");
    expect(importsRawPool(outbox, 'import { prisma, rawRows } from "@/lib/db/client";')).toBe(true);
    expect(importsRawPool(outbox, 'import {\n  prisma,\n  rawExecute,\n} from "../db/client";')).toBe(true);
    expect(importsRawPool(outbox, 'import * as db from "@/lib/db/client";\nawait db.rawExecute(sql);')).toBe(true);
    expect(importsRawPool(bench, 'const { createPrismaClient, rawRows } = await import("../../lib/db/client");')).toBe(true);
    expect(importsRawPool(outbox, 'import { prisma } from "@/lib/db/client";\n// rawRows is for sql.ts')).toBe(false);
    expect(importsRawPool(outbox, 'import { claimDueEmails, rawRowsOf } from "./sql";')).toBe(false);
  });
});

// Imports still against the order or into a domain's internals, each to be moved; an entry that no longer
// happens must leave its list (the lists only shrink).
const NOT_YET_IN_ORDER: string[] = [];
const DEEP_IMPORTS_NOT_YET_MOVED: string[] = [];

/**
 * Domain-to-domain imports of an internal file still to move behind the target's entries (each entry already
 * re-exported there was moved). The list only shrinks: a new deep import fails the test above.
 */
const CROSS_DOMAIN_DEEP_IMPORTS_NOT_YET_MOVED: string[] = [
  "lib/availability/read.ts → lib/users/staff.ts",
  "lib/availability/staffing.ts → lib/users/staff.ts",
  "lib/bookings/customer-money.ts → lib/payments/db.ts",
  "lib/bookings/heat-times.ts → lib/services/duration.ts",
  "lib/bookings/projection.ts → lib/auth/permissions.ts",
  "lib/bookings/slot-checks.ts → lib/services/duration.ts",
  "lib/calendar/feed-render.ts → lib/bookings/ics.ts",
  "lib/calendar/feed.ts → lib/bookings/ics.ts",
  "lib/calendar/range.ts → lib/bookings/projection.ts",
  "lib/calendar/range.ts → lib/users/staff.ts",
  "lib/calendar/run-sheet.ts → lib/bookings/projection.ts",
  "lib/calendar/run-sheet.ts → lib/bookings/slot-recount.ts",
  "lib/change-requests/index.ts → lib/notify/templates/change-requests.tsx",
  "lib/change-requests/index.ts → lib/waitlist/day.ts",
  "lib/clients/export.ts → lib/bookings/export.ts",
  "lib/clients/photos.ts → lib/gallery/images.ts",
  "lib/contact/index.ts → lib/notify/templates/contact-notification.tsx",
  "lib/dashboard/index.ts → lib/bookings/heat-times.ts",
  "lib/dayof/running-late.ts → lib/bookings/read.ts",
  "lib/invitations/send.ts → lib/notify/templates/invitation.tsx",
  "lib/notify/sms/projection.ts → lib/auth/permissions.ts",
  "lib/planner/day.ts → lib/bookings/slot-recount.ts",
  "lib/planner/service.ts → lib/bookings/read.ts",
  "lib/planner/service.ts → lib/bookings/slot-recount.ts",
  "lib/reports/csv.ts → lib/bookings/export.ts",
  "lib/reports/figures.ts → lib/takings/figures.ts",
  "lib/reports/load.ts → lib/payments/tips.ts",
  "lib/reports/load.ts → lib/takings/figures.ts",
  "lib/reports/sql.ts → lib/takings/figures.ts",
  "lib/takings/close-day.ts → lib/payments/tips.ts",
  "lib/takings/csv.ts → lib/bookings/export.ts",
  "lib/users/authority.ts → lib/auth/permissions.ts",
  "lib/users/dto.ts → lib/auth/permissions.ts",
  "lib/users/password-reset.ts → lib/notify/templates/password-reset.tsx",
  "lib/waitlist/day.ts → lib/services/duration.ts",
  "lib/waitlist/entries.ts → lib/bookings/access-links.ts",
  "lib/waitlist/event-capacity.ts → lib/availability/read.ts",
  "lib/waitlist/planned.ts → lib/planner/capacity.ts",
  "lib/waitlist/public-request.ts → lib/bookings/access-links.ts",
];
