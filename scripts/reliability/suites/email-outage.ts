// (b) Email provider outage: the fake Resend answers 500 for a while, then 200. Every booking and
// contact message is saved, and every email is accepted by the provider exactly once.
import { randomUUID } from "node:crypto";
import { bookingBody, catalogue, drainOutbox, postJson, sleep, statusHistogram, type Context, type SuiteResult } from "../support";

export async function emailOutage(ctx: Context): Promise<SuiteResult> {
  const result: SuiteResult = { name: "(b) email provider outage", status: "pass", numbers: {}, failures: [], notes: [] };
  const outageSeconds = Number(process.env.RELIABILITY_EMAIL_OUTAGE_S ?? 35);
  // Start clean: whatever earlier suites queued is delivered first.
  const warm = await drainOutbox(ctx, 240_000);
  result.numbers["pre-drain (earlier suites) s"] = warm.seconds.toFixed(1);
  if (warm.unsent) result.failures.push(`${warm.unsent} emails from earlier suites were still unsent after ${warm.seconds.toFixed(0)} s`);

  const cat = await catalogue(ctx.app.baseUrl);
  const runId = randomUUID().slice(0, 8);
  ctx.resend.setStatus(500);
  const refusedBefore = ctx.resend.refused;
  const outageStarted = Date.now();
  const bookings = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      postJson(ctx, "/api/booking/create", bookingBody(cat, `outage-${runId}-${i}@example.net`, `rel-ok-outage-${runId}-${i}`), { "Idempotency-Key": `outage-${runId}-${i}` }),
    ),
  );
  const messages = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      postJson(ctx, "/api/send-email", { fullName: `Outage ${i}`, emailAddress: `outage-msg-${runId}-${i}@example.net`, phone: "555-010-2030", message: `Outage test ${runId}`, captchaToken: `rel-ok-msg-${runId}-${i}` }),
    ),
  );
  // Keep the provider down while the worker and cron try (every 5 s), bounded by outageSeconds.
  while (Date.now() - outageStarted < outageSeconds * 1000) {
    await sleep(5_000);
    await fetch(`${ctx.app.baseUrl}/api/cron/outbox`, { headers: { Authorization: `Bearer ${ctx.cronSecret}` }, signal: AbortSignal.timeout(30_000) }).catch(() => undefined);
  }
  const refusedDuringOutage = ctx.resend.refused - refusedBefore;
  ctx.resend.setStatus(200);

  const [{ n: savedBookings }] = await ctx.app.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Booking" WHERE email LIKE $1`, [`outage-${runId}-%`]);
  const [{ n: savedMessages }] = await ctx.app.query<{ n: number }>(`SELECT count(*)::int AS n FROM "ContactMessage" WHERE message = $1`, [`Outage test ${runId}`]);
  const drained = await drainOutbox(ctx, 240_000);

  const rows = await ctx.app.query<{ idempotencyKey: string; status: string; attempts: number }>(`SELECT "idempotencyKey", status, attempts FROM "EmailMessage"`);
  const duplicates = rows.filter((r) => (ctx.resend.accepted.get(r.idempotencyKey) ?? 0) > 1);
  const missing = rows.filter((r) => (ctx.resend.accepted.get(r.idempotencyKey) ?? 0) === 0);
  const known = new Set(rows.map((r) => r.idempotencyKey));
  const strangers = [...ctx.resend.accepted.keys()].filter((k) => !known.has(k));
  const retried = rows.filter((r) => Number(r.attempts) > 1).length;

  result.numbers["outage length s"] = outageSeconds;
  result.numbers["booking answers during outage"] = statusHistogram(bookings.map((a) => a.status));
  result.numbers["contact answers during outage"] = statusHistogram(messages.map((a) => a.status));
  result.numbers["bookings saved"] = `${savedBookings}/20`;
  result.numbers["contact messages saved"] = `${savedMessages}/20`;
  result.numbers["provider requests refused (500)"] = refusedDuringOutage;
  result.numbers["emails in outbox (whole run)"] = rows.length;
  result.numbers["emails retried (attempts > 1)"] = retried;
  result.numbers["accepted exactly once"] = rows.length - duplicates.length - missing.length;
  result.numbers["accepted twice or more"] = duplicates.length;
  result.numbers["never accepted"] = missing.length;
  result.numbers["time to drain after recovery s"] = drained.seconds.toFixed(1);
  if (bookings.some((a) => a.status !== 201) || messages.some((a) => a.status !== 200)) result.failures.push("a submission during the outage was not accepted");
  if (Number(savedBookings) !== 20 || Number(savedMessages) !== 20) result.failures.push("a submission during the outage was not saved");
  if (refusedDuringOutage === 0) result.failures.push("the provider was never called during the outage (test did not exercise it)");
  if (drained.unsent) result.failures.push(`${drained.unsent} emails still unsent ${drained.seconds.toFixed(0)} s after the provider recovered`);
  if (duplicates.length) result.failures.push(`${duplicates.length} emails accepted more than once, e.g. ${duplicates[0].idempotencyKey}`);
  if (missing.length) result.failures.push(`${missing.length} emails never accepted, e.g. ${missing[0].idempotencyKey}`);
  if (strangers.length || ctx.resend.acceptedWithoutKey) result.failures.push(`${strangers.length + ctx.resend.acceptedWithoutKey} accepted emails match no outbox row / had no Idempotency-Key`);
  if (result.failures.length) result.status = "fail";
  return result;
}
