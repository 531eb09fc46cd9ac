// (c) Generated hostile and malformed requests across every write endpoint of the permission table
// (as the admin, with CSRF unless the case is about CSRF): no 5xx, and rejected requests leave the
// row counts of every domain table unchanged.
import fc from "fast-check";
import { API_ENDPOINTS, type EndpointKey } from "../../../lib/auth/permissions";
import { routeHandles } from "../../../tests/e2e/support/routes";
import { diffCounts, http, nextIp, rowCounts, statusHistogram, type Context, type SuiteResult } from "../support";

const FIELD_NAMES = [
  "email", "password", "firstName", "lastName", "role", "permissions", "isAdministrator", "accountStatus", "eventName", "locationName", "address", "city", "state",
  "eventStartDate", "eventEndDate", "showEvent", "autoDisplay", "numUpcomingEvents", "competition", "danceLevel", "selectedEventDays", "dayDetails", "phoneNumber",
  "hairAtNight", "captchaToken", "message", "fullName", "emailAddress", "phone", "handled", "slots", "schedules", "assignedStaff", "staff", "notes", "status", "csrfToken",
];

const HOSTILE_STRINGS = [
  "' OR '1'='1", "'; DROP TABLE \"Booking\"; --", "1; SELECT pg_sleep(5)--", "\" OR \"\"=\"", "admin'--", "<script>alert(1)</script>", "<img src=x onerror=alert(1)>",
  "\"><svg/onload=alert(1)>", "javascript:alert(1)", "{{7*7}}", "${7*7}", "../../../../etc/passwd", "%00", "\u0000", "\u202e\u0645\u0631\u062d\u0628\u0627", "👩🏽‍🦰💄".repeat(50),
  "\ud800", "\udfff", "Z̵̡̢̛̗̘̙̜̝̞̟̠͇͈͉͍͎̀́̂̃̄̅̆̇̈̉ͅ".repeat(20), "a".repeat(10_000), "0".repeat(400), "-1", "1e309", "NaN", "null", "true", "[]", "{}", "__proto__", "constructor",
  "2026-02-30", "9999-99-99", "0000-00-00", "1900-01-01T25:61:61Z", " ", "\t\r\n", "admin@example.com", "x@y", "é".repeat(300),
];

const hostileValue = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.constantFrom(...HOSTILE_STRINGS), { maxLength: 40 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.constantFrom(...HOSTILE_STRINGS), { maxKeys: 5 }),
  fc.constant({ __proto__: { isAdministrator: true } }),
);

interface Case {
  kind: string;
  contentType?: string;
  body?: string;
  idParam?: string;
  csrf: "valid" | "missing" | "wrong";
  idempotencyKey?: string;
}

const ID_PARAMS = ["does-not-exist", "' OR 1=1 --", "%00", "..%2F..%2Fetc%2Fpasswd", "a".repeat(2000), "%F0%9F%92%84", "0", "-1", "%3Cscript%3E", "null"];

function caseArbitrary(): fc.Arbitrary<Case> {
  const csrf = fc.constantFrom<Case["csrf"]>("valid", "valid", "valid", "valid", "missing", "wrong");
  const idParam = fc.constantFrom(...ID_PARAMS);
  const idem = fc.option(fc.oneof(fc.constantFrom("", " ", "a".repeat(500), "ключ", "k\u0000"), fc.string({ maxLength: 20 })), { freq: 8 });
  const body = <T extends Omit<Case, "csrf" | "idParam" | "idempotencyKey">>(arb: fc.Arbitrary<T>) =>
    fc.record({ base: arb, csrf, idParam, idempotencyKey: idem }).map(({ base, csrf: c, idParam: p, idempotencyKey }) => ({ ...base, csrf: c, idParam: p, idempotencyKey: idempotencyKey ?? undefined }));
  return fc.oneof(
    body(fc.record({ kind: fc.constant("fields with hostile values"), contentType: fc.constant("application/json"), body: fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { minKeys: 1, maxKeys: 12 }).map((o) => JSON.stringify(o)) })),
    body(fc.record({ kind: fc.constant("arbitrary JSON"), contentType: fc.constant("application/json"), body: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) })),
    body(fc.record({ kind: fc.constant("bad JSON"), contentType: fc.constant("application/json"), body: fc.oneof(fc.constantFrom("{", "{\"a\":", "[1,2", "{'a':1}", "nul", "\u0000", "{\"a\":1}garbage", "\ufeff{}"), fc.string({ maxLength: 200 })) })),
    body(fc.record({ kind: fc.constant("wrong content type"), contentType: fc.constantFrom("text/plain", "application/xml", "text/csv", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded", "", "application/json; charset=utf-16", "image/png"), body: fc.constantFrom("a=b&c=<script>", "<x/>", "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nb\r\n--x--", "{}", "\u0000\u0001\u0002") })),
    body(fc.record({ kind: fc.constant("oversized body"), contentType: fc.constant("application/json"), body: fc.constantFrom(300 * 1024, 1024 * 1024, 3 * 1024 * 1024).map((n) => JSON.stringify({ message: "x".repeat(n), email: "a".repeat(n / 4) })) })),
    body(fc.record({ kind: fc.constant("no body"), contentType: fc.constantFrom("application/json", undefined as unknown as string), body: fc.constant(undefined as unknown as string) })),
  );
}

export async function hostile(ctx: Context): Promise<SuiteResult> {
  const result: SuiteResult = { name: "(c) hostile / malformed requests", status: "pass", numbers: {}, failures: [], notes: [] };
  const total = Number(process.env.RELIABILITY_HOSTILE ?? 1200);
  const endpoints = (Object.keys(API_ENDPOINTS) as EndpointKey[]).filter((key) => {
    const [method, pattern] = key.split(" ");
    return method !== "GET" && routeHandles(pattern, method);
  });
  const absent = (Object.keys(API_ENDPOINTS) as EndpointKey[]).filter((key) => key.split(" ")[0] !== "GET" && !endpoints.includes(key));
  if (absent.length) result.failures.push(`write endpoints in the permission table without a route: ${absent.join(", ")}`);
  const perEndpoint = Math.ceil(total / endpoints.length);
  const statuses: number[] = [];
  const server5xx: string[] = [];
  const changed: string[] = [];
  let rejected = 0;
  let accepted = 0;
  let counts = await rowCounts(ctx.app);
  const started = performance.now();
  for (const [index, key] of endpoints.entries()) {
    const [method, pattern] = key.split(" ");
    // Logout would end the admin session the other cases use: those cases go without a session.
    const signedIn = API_ENDPOINTS[key] !== "public" && key !== "POST /api/auth/logout";
    const cases = fc.sample(caseArbitrary(), { numRuns: perEndpoint, seed: 20260 + index });
    for (const c of cases) {
      const path = pattern.replace(/:[A-Za-z]+/g, c.idParam ?? "does-not-exist");
      const headers: Record<string, string> = { "x-forwarded-for": nextIp() };
      if (c.contentType) headers["content-type"] = c.contentType;
      if (signedIn) {
        headers.Authorization = `Bearer ${ctx.admin.token}`;
        if (c.csrf === "valid") headers["X-CSRF-Token"] = ctx.admin.csrfToken;
        if (c.csrf === "wrong") headers["X-CSRF-Token"] = "forged-csrf-token";
      }
      if (c.idempotencyKey !== undefined) {
        // Header values must be ByteStrings: non-Latin-1 keys are sent percent-encoded.
        headers["Idempotency-Key"] = /^[\x20-\x7e]*$/.test(c.idempotencyKey) ? c.idempotencyKey : encodeURIComponent(c.idempotencyKey);
      }
      const answer = await http(`${ctx.app.baseUrl}${path}`, { method, headers, body: c.body, timeoutMs: 30_000 });
      statuses.push(answer.status);
      if (answer.status >= 500 || answer.status === 0) server5xx.push(`${key} [${c.kind}] → ${answer.status} ${answer.text.slice(0, 160)}`);
      const now = await rowCounts(ctx.app);
      if (answer.status >= 400 || answer.status === 0) {
        rejected += 1;
        const diff = diffCounts(counts, now);
        if (diff.length) changed.push(`${key} [${c.kind}] → ${answer.status} changed ${diff.join(", ")}`);
      } else accepted += 1;
      counts = now;
    }
  }
  result.numbers["write endpoints covered"] = endpoints.length;
  result.numbers["requests"] = statuses.length;
  result.numbers["statuses"] = statusHistogram(statuses);
  result.numbers["rejected (4xx)"] = rejected;
  result.numbers["accepted (2xx/3xx)"] = accepted;
  result.numbers["responses ≥ 500 or no answer"] = server5xx.length;
  result.numbers["rejected requests that changed a table"] = changed.length;
  result.numbers["seconds"] = ((performance.now() - started) / 1000).toFixed(1);
  if (server5xx.length) result.failures.push(...server5xx.slice(0, 10));
  if (changed.length) result.failures.push(...changed.slice(0, 10));
  if (statuses.length < 1000) result.failures.push(`only ${statuses.length} requests generated (need ≥ 1000)`);
  if (result.failures.length) result.status = "fail";
  return result;
}
