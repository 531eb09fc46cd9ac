// Helpers shared by the reliability suites: HTTP with a timeout, admin sign-in, a valid booking
// body from the live catalogue, fake third parties on loopback, row counts of every table, and
// running one suite with its printout (the scale checks use it too).
import { startFakeServer, sendJson, type FakeServer } from "../../tests/support/fakes/http";
import type { AppServer } from "../lib/app-server";
import { ADMIN_ROUTES } from "../../lib/auth/permissions";

export interface SuiteResult {
  name: string;
  status: "pass" | "fail" | "skip";
  numbers: Record<string, string | number>;
  failures: string[];
  notes: string[];
}

/** One suite (or scale check) of a run: its heading, then its result as it finishes; a crash is a failed result named names.crash. */
export async function runSuite(heading: string, names: { crash: string; seconds: string }, run: () => Promise<SuiteResult>): Promise<SuiteResult> {
  const t = Date.now();
  console.log(`\n━━━ ${heading} ━━━`);
  let r: SuiteResult;
  try {
    r = await run();
  } catch (error) {
    r = { name: names.crash, status: "fail", numbers: {}, failures: [`crashed: ${(error as Error).stack ?? error}`], notes: [] };
  }
  r.numbers[names.seconds] = ((Date.now() - t) / 1000).toFixed(1);
  console.log(`${r.status.toUpperCase()} ${r.name}`);
  for (const [k, v] of Object.entries(r.numbers)) console.log(`  ${k}: ${v}`);
  for (const note of r.notes) console.log(`  note: ${note}`);
  for (const f of r.failures) console.log(`  ✗ ${f}`);
  return r;
}

export interface FakeResendControl extends FakeServer {
  /** Status answered to every POST /emails from now on (200 = accept). */
  setStatus(status: number): void;
  /** Per Idempotency-Key: how many requests were answered 200, and how many were refused. */
  accepted: Map<string, number>;
  refused: number;
  acceptedWithoutKey: number;
}

export interface Context {
  app: AppServer;
  resend: FakeResendControl;
  hcaptcha: FakeServer;
  cronSecret: string;
  admin: AdminSession;
}

export interface AdminSession {
  token: string;
  csrfToken: string;
  cookie: string;
  headers: Record<string, string>;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Answer {
  status: number;
  ms: number;
  text: string;
  headers: Headers;
}

/** fetch with a hard timeout; network errors become status 0 (never a thrown error). */
export async function http(url: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, { redirect: "manual", ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 30_000) });
    const text = await response.text();
    return { status: response.status, ms: performance.now() - started, text, headers: response.headers };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, text: String((error as Error).message), headers: new Headers() };
  }
}

export const json = <T = unknown>(answer: Answer): T => {
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    return undefined as T;
  }
};

let ipCounter = 0;
/** A distinct client address per call, so per-IP limits are not what a suite measures. */
export const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export async function adminLogin(baseUrl: string): Promise<AdminSession> {
  const answer = await http(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextIp() },
    body: JSON.stringify({ email: "admin@example.com", password: "studio-admin-2026" }),
  });
  if (answer.status !== 200) throw new Error(`admin login failed: ${answer.status} ${answer.text.slice(0, 200)}`);
  const { token, csrfToken } = json<{ token: string; csrfToken: string }>(answer);
  const cookie = (answer.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
  return { token, csrfToken, cookie, headers: { Authorization: `Bearer ${token}`, "X-CSRF-Token": csrfToken } };
}

export interface Catalogue {
  eventId: string;
  day: string;
  mainServiceId: string;
  extraServiceId?: string;
}

export async function catalogue(baseUrl: string): Promise<Catalogue> {
  const events = json<{ _id: string; eventStartDate: string; eventEndDate: string }[]>(await http(`${baseUrl}/api/events/upcoming`));
  const services = json<{ _id: string; title: string; category: string }[]>(await http(`${baseUrl}/api/servicesList`));
  const event = events.find((e) => e.eventStartDate !== e.eventEndDate) ?? events[0];
  const main = services.find((s) => s.category === "Women") ?? services[0];
  const extra = services.find((s) => s.category === "Additional");
  if (!event || !main) throw new Error("the seeded catalogue has no upcoming event or service");
  return { eventId: event._id, day: event.eventStartDate, mainServiceId: main._id, extraServiceId: extra?._id };
}

export function bookingBody(c: Catalogue, email: string, captchaToken: string, extra: Record<string, unknown> = {}) {
  return {
    competition: c.eventId,
    danceLevel: "amateur",
    selectedEventDays: [c.day],
    dayDetails: [{ date: c.day, services: c.mainServiceId, danceStyle: ["latin"], additionalServices: c.extraServiceId ? [c.extraServiceId] : [] }],
    isParentOrGuardian: false,
    firstName: "Reliability",
    lastName: "Dancer",
    email,
    phoneNumber: "555-010-2030",
    hairAtNight: "no",
    message: "",
    captchaToken,
    ...extra,
  };
}

export function postJson(ctx: Context, path: string, body: unknown, headers: Record<string, string> = {}, timeoutMs = 60_000) {
  return http(`${ctx.app.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextIp(), ...headers },
    body: JSON.stringify(body),
    timeoutMs,
  });
}

/** Tables whose row counts a rejected request must not change (bookkeeping tables excluded). */
export const DOMAIN_TABLES = ["User", "Service", "Event", "CalendarSettings", "PageContent", "GalleryImage", "TempUpload", "Booking", "BookingDay", "Schedule", "ContactMessage", "EmailMessage"];
/** Written by design on refused requests too (login attempts, rate-limit windows, idempotency answers, burnt captcha tokens, sessions). */
export const BOOKKEEPING_TABLES = ["Session", "LoginAttempt", "IdempotencyRecord", "UsedCaptchaToken", "RateLimiterFlexible"];

export async function rowCounts(app: AppServer, tables = DOMAIN_TABLES): Promise<Record<string, number>> {
  const sql = tables.map((t) => `SELECT '${t}' AS t, count(*)::int AS n FROM "${t}"`).join(" UNION ALL ");
  const rows = await app.query<{ t: string; n: number }>(sql);
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}

export function diffCounts(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(before)
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t} ${before[t]} → ${after[t]}`);
}

export async function startFakeResendControl(): Promise<FakeResendControl> {
  let status = 200;
  let counter = 0;
  const accepted = new Map<string, number>();
  const control = { refused: 0, acceptedWithoutKey: 0 };
  const server = await startFakeServer((request, response) => {
    if (request.method !== "POST" || request.path !== "/emails") return sendJson(response, 404, { statusCode: 404, name: "not_found", message: "Not found" });
    if (status !== 200) {
      control.refused += 1;
      return sendJson(response, status, { statusCode: status, name: "application_error", message: `Fake Resend outage (${status})` });
    }
    const raw = request.headers["idempotency-key"];
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (key) accepted.set(key, (accepted.get(key) ?? 0) + 1);
    else control.acceptedWithoutKey += 1;
    counter += 1;
    sendJson(response, 200, { id: `fake-email-${counter}` });
  });
  // The recorded request log would grow with every email; the counters above are what we need.
  const requests = server.requests;
  setInterval(() => requests.splice(0, requests.length), 5_000).unref();
  const result = Object.assign(server, {
    accepted,
    setStatus: (s: number) => {
      status = s;
    },
  });
  // Live counters (Object.assign would copy getter values once).
  Object.defineProperty(result, "refused", { get: () => control.refused });
  Object.defineProperty(result, "acceptedWithoutKey", { get: () => control.acceptedWithoutKey });
  return result as FakeResendControl;
}

/** Fake hCaptcha siteverify: tokens starting "rel-ok-" pass (hostname 127.0.0.1), anything else fails. */
export async function startFakeSiteverify(): Promise<FakeServer> {
  const server = await startFakeServer((request, response) => {
    if (request.method !== "POST" || request.path !== "/siteverify") return sendJson(response, 404, { error: "not found" });
    const form = Object.fromEntries(new URLSearchParams(request.body));
    const ok = typeof form.response === "string" && form.response.startsWith("rel-ok-");
    sendJson(response, 200, ok ? { success: true, hostname: "127.0.0.1", challenge_ts: new Date().toISOString() } : { success: false, "error-codes": ["invalid-input-response"] });
  });
  const requests = server.requests;
  setInterval(() => requests.splice(0, requests.length), 5_000).unref();
  return server;
}

/** Calls the cron endpoint until no email is due or pending, bounded in time. */
export async function drainOutbox(ctx: Context, timeoutMs: number): Promise<{ unsent: number; cronCalls: number; seconds: number }> {
  const started = Date.now();
  let cronCalls = 0;
  let unsent = Infinity;
  while (Date.now() - started < timeoutMs) {
    await http(`${ctx.app.baseUrl}/api/cron/outbox`, { headers: { Authorization: `Bearer ${ctx.cronSecret}` }, timeoutMs: 30_000 });
    cronCalls += 1;
    const [row] = await ctx.app.query<{ n: number }>(`SELECT count(*)::int AS n FROM "EmailMessage" WHERE status <> 'sent'`);
    unsent = Number(row.n);
    if (unsent === 0) break;
    await sleep(2_000);
  }
  return { unsent, cronCalls, seconds: (Date.now() - started) / 1000 };
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function statusHistogram(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(" ");
}

/**
 * Every admin page (ADMIN_ROUTES) as a visitable path: a detail page gets a real row of its own kind (a booking for
 * Edit Booking, its client for the client card, its competition for Staffing), and a competition day's page its
 * competition and first day.
 */
export async function adminPagePaths(ctx: Context): Promise<string[]> {
  const [booking] = await ctx.app.query<{ id: string; clientId: string | null; eventId: string; day: string }>(
    `SELECT b.id, b."clientId", b."eventId", to_char(e."eventStartDate", 'YYYY-MM-DD') AS day FROM "Booking" b JOIN "Event" e ON e.id = b."eventId" ORDER BY (b."clientId" IS NULL), b.id LIMIT 1`,
  );
  const idFor = (path: string) => (path.startsWith("/admin/clients/") ? booking?.clientId : booking?.id) ?? "none";
  const dayQuery = booking ? `?event=${booking.eventId}&date=${booking.day}` : "";
  return ADMIN_ROUTES.map((r) => {
    const path = r.path.replace(":id", idFor(r.path)).replace(":eventId", booking?.eventId ?? "none");
    if (path === "/admin/calendar_show/heat-list") return booking ? `${path}?event=${booking.eventId}` : path;
    return path === "/admin/calendar_show/plan" ? `${path}${dayQuery}` : path;
  });
}
