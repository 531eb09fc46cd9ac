// Screens name endpoints by key (lib/http/contract.ts): an API URL is never spelled out in components/ or
// in app/'s pages, so a path that drifts from the permission table cannot hide in a string literal.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot, walk } from "@/tests/support/source-files";

/** An "/api/…" path opening a string or template literal. */
const API_URL_LITERAL = /["'`]\/api\//;
/** robots.txt names the whole /api/ prefix, not an endpoint. */
const NOT_A_CALL = new Set(["app/robots.ts"]);
/** Screens another change converts while splitting them; each leaves this list when it does. */
const NOT_YET_CONVERTED = new Set<string>([]);

const screenFiles = () =>
  [...walk(path.join(repoRoot, "components")), ...walk(path.join(repoRoot, "app"))]
    .map((file) => path.relative(repoRoot, file))
    .filter((file) => !file.startsWith(`app${path.sep}api${path.sep}`) && !NOT_A_CALL.has(file));

describe("screens call the API by endpoint key", () => {
  it("recognises a spelled-out API URL (the check itself)", () => {
    expect(API_URL_LITERAL.test('await api.send("PUT", `/api/booking/update/${id}`, body);')).toBe(true);
    expect(API_URL_LITERAL.test('useAdminData("/api/auth/users")')).toBe(true);
    expect(API_URL_LITERAL.test('await api.call("PUT /api/booking/update/:id", { params: { id } });')).toBe(false);
  });

  it("spells out no /api/ URL in components/ or app/ outside the route handlers", () => {
    const files = screenFiles();
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => !NOT_YET_CONVERTED.has(file) && API_URL_LITERAL.test(readFileSync(path.join(repoRoot, file), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("lists as not yet converted only files that still spell one out", () => {
    const stale = [...NOT_YET_CONVERTED].filter((file) => {
      try {
        return !API_URL_LITERAL.test(readFileSync(path.join(repoRoot, file), "utf8"));
      } catch {
        return true;
      }
    });
    expect(stale).toEqual([]);
  });
});
