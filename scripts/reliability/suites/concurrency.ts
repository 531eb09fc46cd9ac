// (a) 500 concurrent bookings through the real hCaptcha code path, and 50 replays of one request.
import { randomUUID } from "node:crypto";
import { bookingBody, catalogue, json, percentile, postJson, statusHistogram, type Context, type SuiteResult } from "../support";

export async function concurrency(ctx: Context): Promise<SuiteResult> {
  const result: SuiteResult = { name: "(a) concurrent bookings + replays", status: "pass", numbers: {}, failures: [], notes: [] };
  const cat = await catalogue(ctx.app.baseUrl);
  const runId = randomUUID().slice(0, 8);
  const N = Number(process.env.RELIABILITY_CONCURRENT ?? 500);
  const [{ n: before }] = await ctx.app.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Booking"`);

  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: N }, (_, i) => {
      const email = `rel-${runId}-${i}@example.net`;
      return postJson(ctx, "/api/booking/create", bookingBody(cat, email, `rel-ok-${runId}-${i}-${randomUUID()}`), { "Idempotency-Key": `rel-${runId}-${i}` }, 120_000);
    }),
  );
  const wall = (performance.now() - started) / 1000;
  const statuses = answers.map((a) => a.status);
  const created = answers.filter((a) => a.status === 201).length;
  const [{ n: after }] = await ctx.app.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Booking"`);
  const perEmail = await ctx.app.query<{ email: string; n: number }>(`SELECT email, count(*)::int AS n FROM "Booking" WHERE email LIKE $1 GROUP BY email`, [`rel-${runId}-%`]);
  const duplicated = perEmail.filter((r) => Number(r.n) > 1).length;
  const lost = N - perEmail.length;
  result.numbers["concurrent submissions"] = N;
  result.numbers["answers"] = statusHistogram(statuses);
  result.numbers["bookings stored"] = Number(after) - Number(before);
  result.numbers["lost"] = lost;
  result.numbers["duplicated"] = duplicated;
  result.numbers["wall time s"] = wall.toFixed(1);
  result.numbers["latency p50/p99/max ms"] = `${percentile(answers.map((a) => a.ms), 50).toFixed(0)}/${percentile(answers.map((a) => a.ms), 99).toFixed(0)}/${Math.max(...answers.map((a) => a.ms)).toFixed(0)}`;
  if (created !== N) result.failures.push(`${N - created} of ${N} submissions were not answered 201 (${statusHistogram(statuses)}); first: ${answers.find((a) => a.status !== 201)?.text.slice(0, 200)}`);
  if (Number(after) - Number(before) !== N) result.failures.push(`expected exactly ${N} new bookings, found ${Number(after) - Number(before)}`);
  if (lost || duplicated) result.failures.push(`${lost} lost, ${duplicated} duplicated`);

  // 50 replays of one request (one captcha token, one key), all in flight at once.
  const email = `rel-replay-${runId}@example.net`;
  const body = bookingBody(cat, email, `rel-ok-replay-${runId}`);
  const replays = await Promise.all(Array.from({ length: 50 }, () => postJson(ctx, "/api/booking/create", body, { "Idempotency-Key": `rel-replay-${runId}` }, 60_000)));
  const ids = new Set(replays.filter((a) => a.status === 201).map((a) => json<{ _id: string }>(a)._id));
  const [{ n: stored }] = await ctx.app.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Booking" WHERE email = $1`, [email]);
  result.numbers["replays"] = 50;
  result.numbers["replay answers"] = statusHistogram(replays.map((a) => a.status));
  result.numbers["replay bookings stored"] = Number(stored);
  result.numbers["distinct _id answered"] = ids.size;
  if (Number(stored) !== 1) result.failures.push(`50 replays stored ${stored} bookings, expected 1`);
  if (ids.size !== 1 || replays.some((a) => a.status !== 201)) result.failures.push(`replays were not all answered 201 with one _id (${statusHistogram(replays.map((a) => a.status))}, ${ids.size} ids)`);
  if (result.failures.length) result.status = "fail";
  return result;
}
