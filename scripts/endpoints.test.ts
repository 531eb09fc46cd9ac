// The permission table, the typed client's route map and docs/API.md are generated from the routes' declarations
// (scripts/endpoints.ts): each must say exactly what the declarations say, and a declaration the generator cannot
// read is refused with its file and line.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { generatedFiles, readDeclarations, REPO_ROOT } from "./endpoints";

let scratch: string | undefined;
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** A repository of route files only: `routes` maps "app/api/…/route.ts" to its text. */
function fixture(routes: Record<string, string>): string {
  scratch = mkdtempSync(path.join(os.tmpdir(), "endpoints-"));
  for (const [file, text] of Object.entries(routes)) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), text);
  }
  return scratch;
}

describe("the generated endpoint files", () => {
  it("are what `npm run endpoints` makes of today's declarations (run it after adding or changing an endpoint)", () => {
    for (const [file, expected] of Object.entries(generatedFiles())) {
      expect(readFileSync(path.join(REPO_ROOT, file), "utf8"), `${file} is out of date: run \`npm run endpoints\``).toBe(expected);
    }
  });

  it("every route handler declares its endpoints: at least the 158 of today, each once, with an access", () => {
    const declarations = readDeclarations();
    expect(declarations.length).toBeGreaterThanOrEqual(158);
    expect(new Set(declarations.map((d) => d.key)).size).toBe(declarations.length);
    expect(declarations.find((d) => d.key === "PUT /api/servicesList/:id")).toMatchObject({ access: '["edit_services"]', body: "serviceUpdateSchema", file: "app/api/servicesList/[id]/route.ts" });
    expect(declarations.filter((d) => d.file === "app/api/content/[pageKey]/route.ts").map((d) => `${d.key} ${d.access}`)).toContain('PUT /api/content/page_services ["edit_services"]');
  });
});

describe("reading declarations (the generator itself)", () => {
  it("reads a new endpoint from its route alone: the table row, the route map line and the docs row", () => {
    const root = fixture({
      "app/api/widgets/[id]/route.ts": 'import { STAFF_READ } from "@/lib/auth/dto";\nexport const GET = apiRoute("GET /api/widgets/:id", { access: STAFF_READ, query: widgetQuery }, async () => ({}));\nexport const DELETE = apiRoute("DELETE /api/widgets/:id", { access: ["manage_bookings"] }, async () => ({}));\n',
    });
    const files = generatedFiles(root);
    expect(files["lib/auth/endpoints.generated.ts"]).toContain('import { STAFF_READ, type Access } from "./dto";');
    expect(files["lib/auth/endpoints.generated.ts"]).toContain('  "GET /api/widgets/:id": STAFF_READ,\n  "DELETE /api/widgets/:id": ["manage_bookings"],');
    expect(files["app/api/routes.generated.ts"]).toContain('import type * as WidgetsIdRoute from "./widgets/[id]/route";');
    expect(files["app/api/routes.generated.ts"]).toContain('  "DELETE /api/widgets/:id": typeof WidgetsIdRoute.DELETE;');
    expect(files["docs/API.md"]).toContain("| `GET /api/widgets/:id` | `STAFF_READ` |  | `widgetQuery` | [widgets/[id]/route.ts](../app/api/widgets/[id]/route.ts) |");
  });

  it("refuses an endpoint without access, an access it cannot read, a key twice and a malformed key, naming the file", () => {
    const cases: [string, RegExp][] = [
      ['export const GET = apiRoute("GET /api/a", { query: q }, h);', /app\/api\/a\/route.ts:1: GET \/api\/a declares no access/],
      ['export const GET = apiRoute("GET /api/a", { access: SOMEONE }, h);', /access must be/],
      ['export const GET = apiRoute("GET /api/a", { access: "public" }, h);\nexport const POST = apiRoute("GET /api/a", { access: "public" }, h);', /declared twice/],
      ['export const GET = apiRoute("GET api/a", { access: "public" }, h);', /is not "METHOD \/api\/path"/],
    ];
    for (const [text, error] of cases) {
      const root = fixture({ "app/api/a/route.ts": text });
      expect(() => readDeclarations(root)).toThrow(error);
      rmSync(root, { recursive: true, force: true });
    }
  });
});
