// (f) Database outage: stop the PostgreSQL server mid-load, expect quick 503s and /api/health down,
// start it again and expect recovery without restarting the app. Only against a server we control.
import { randomUUID } from "node:crypto";
import { bookingBody, catalogue, http, nextIp, percentile, postJson, sleep, statusHistogram, type Answer, type Context, type SuiteResult } from "../support";

interface Sample {
  what: string;
  sentAt: number;
  status: number;
  ms: number;
}

export async function databaseOutage(ctx: Context): Promise<SuiteResult> {
  const result: SuiteResult = { name: "(f) database outage", status: "pass", numbers: {}, failures: [], notes: [] };
  const cluster = ctx.app.database.controllable;
  if (!cluster) {
    result.status = "fail";
    result.failures.push(`the database outage suite needs a PostgreSQL cluster it can stop (this run uses ${ctx.app.database.kind}); run it with RELIABILITY_DB=postgresql`);
    return result;
  }
  const cat = await catalogue(ctx.app.baseUrl);
  const runId = randomUUID().slice(0, 8);
  const samples: Sample[] = [];
  const t0 = Date.now();
  let stop = false;
  let n = 0;
  const probes: Record<string, () => Promise<Answer>> = {
    health: () => http(`${ctx.app.baseUrl}/api/health`, { timeoutMs: 20_000 }),
    "booking create": () => {
      n += 1;
      return postJson(ctx, "/api/booking/create", bookingBody(cat, `dbout-${runId}-${n}@example.net`, `rel-ok-dbout-${runId}-${n}`), { "Idempotency-Key": `dbout-${runId}-${n}` }, 20_000);
    },
    "admin list": () => http(`${ctx.app.baseUrl}/api/booking/assigned?page=1`, { headers: { ...ctx.admin.headers, "x-forwarded-for": nextIp() }, timeoutMs: 20_000 }),
    "public /": () => http(`${ctx.app.baseUrl}/`, { timeoutMs: 20_000 }),
  };
  const loops = Object.entries(probes).map(async ([what, probe]) => {
    while (!stop && Date.now() - t0 < 90_000) {
      const sentAt = Date.now() - t0;
      const answer = await probe();
      samples.push({ what, sentAt, status: answer.status, ms: answer.ms });
      await sleep(150);
    }
  });

  await sleep(4_000);
  const pauseAt = Date.now() - t0;
  await cluster.pause();
  const downAt = Date.now() - t0;
  await sleep(10_000);
  const resumeAt = Date.now() - t0;
  await cluster.resume();
  const upAt = Date.now() - t0;
  // Recovery: first healthy answer and first stored booking after the server is back.
  let healthyAt = -1;
  let bookingAt = -1;
  while (Date.now() - t0 < upAt + 30_000 && (healthyAt < 0 || bookingAt < 0)) {
    await sleep(250);
    const okHealth = samples.find((s) => s.what === "health" && s.sentAt >= upAt && s.status === 200);
    const okBooking = samples.find((s) => s.what === "booking create" && s.sentAt >= upAt && s.status === 201);
    if (okHealth) healthyAt = okHealth.sentAt + okHealth.ms - upAt;
    if (okBooking) bookingAt = okBooking.sentAt + okBooking.ms - upAt;
  }
  await sleep(5_000);
  stop = true;
  await Promise.all(loops);

  const during = samples.filter((s) => s.sentAt >= downAt && s.sentAt + s.ms <= resumeAt);
  const after = samples.filter((s) => s.sentAt >= upAt + Math.max(healthyAt, bookingAt, 0) + 1_000);
  const before = samples.filter((s) => s.sentAt + s.ms < pauseAt);
  for (const what of Object.keys(probes)) {
    const d = during.filter((s) => s.what === what);
    result.numbers[`${what}: before / during / after`] = `${statusHistogram(before.filter((s) => s.what === what).map((s) => s.status))} | ${statusHistogram(d.map((s) => s.status))} (p99 ${percentile(d.map((s) => s.ms), 99).toFixed(0)} ms, max ${Math.max(0, ...d.map((s) => s.ms)).toFixed(0)} ms) | ${statusHistogram(after.filter((s) => s.what === what).map((s) => s.status))}`;
  }
  result.numbers["pg_ctl stop took ms"] = downAt - pauseAt;
  result.numbers["pg_ctl start took ms"] = upAt - resumeAt;
  result.numbers["health OK after restart ms"] = healthyAt;
  result.numbers["first booking stored after restart ms"] = bookingAt;

  const slow = during.filter((s) => s.ms > 5_000);
  if (slow.length) result.failures.push(`${slow.length} requests during the outage took more than 5 s (max ${Math.max(...slow.map((s) => s.ms)).toFixed(0)} ms)`);
  const apiDuring = during.filter((s) => s.what !== "public /");
  const not503 = apiDuring.filter((s) => s.status !== 503);
  if (!apiDuring.length) result.failures.push("no API request completed during the outage");
  if (not503.length) result.failures.push(`${not503.length} API requests during the outage were not 503: ${statusHistogram(not503.map((s) => s.status))} (${[...new Set(not503.map((s) => s.what))].join(", ")})`);
  const publicBad = during.filter((s) => s.what === "public /" && s.status >= 500);
  if (publicBad.length) result.notes.push(`the cached home page answered ${statusHistogram(publicBad.map((s) => s.status))} during the outage`);
  if (healthyAt < 0) result.failures.push("/api/health did not recover within 30 s of restarting PostgreSQL");
  if (bookingAt < 0) result.failures.push("no booking could be stored within 30 s of restarting PostgreSQL");
  const afterBad = after.filter((s) => s.status >= 500 || s.status === 0);
  if (afterBad.length) result.failures.push(`${afterBad.length} requests failed after recovery: ${statusHistogram(afterBad.map((s) => s.status))}`);
  if (result.failures.length) result.status = "fail";
  return result;
}
