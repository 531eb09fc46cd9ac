// (g) The day-of surfaces under load (security review 5): /api/health keeps answering while 100 anonymous
// capacity reads (20 at a time, each from its own address) and 10 concurrent plans of one day run, and one
// session's streams are capped (its 1,001st is refused). Plans beyond the gate answer 409/429, never a 500.
import { catalogue, http, nextIp, percentile, sleep, statusHistogram, type Context, type SuiteResult } from "../support";

const HEALTH_P95_TARGET_MS = 500;
const CAPACITY_READS = 100;
const CAPACITY_AT_ONCE = 20;
const PLANS = 10;
const STREAMS = 1_001;

/** Runs `work` over `items`, `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]);
      }
    }),
  );
  return results;
}

export async function dayOfLoad(ctx: Context): Promise<SuiteResult> {
  const result: SuiteResult = { name: "(g) day-of surfaces under load", status: "pass", numbers: {}, failures: [], notes: [] };
  const base = ctx.app.baseUrl;
  const cat = await catalogue(base);
  const [{ n: dancers }] = await ctx.app.query<{ n: number }>(`SELECT count(*)::int AS n FROM "BookingDay" d JOIN "Booking" b ON b.id = d."bookingId" WHERE b."eventId" = $1 AND d.date = $2::date`, [cat.eventId, cat.day]);
  result.numbers["dancers on the planned day"] = Number(dancers);

  // Health, sampled every 50 ms while the load runs (bounded: stops with the load, or after 120 s).
  const health: number[] = [];
  let loading = true;
  const sampler = (async () => {
    const until = Date.now() + 120_000;
    while (loading && Date.now() < until) {
      const answer = await http(`${base}/api/health`, { timeoutMs: 30_000 });
      health.push(answer.status === 200 ? answer.ms : 30_000);
      await sleep(50);
    }
  })();

  const started = performance.now();
  const [capacity, plans] = await Promise.all([
    inBatches(Array.from({ length: CAPACITY_READS }, (_, i) => i), CAPACITY_AT_ONCE, () => http(`${base}/api/events/${cat.eventId}/capacity`, { headers: { "x-forwarded-for": nextIp() } })),
    Promise.all(
      Array.from({ length: PLANS }, () =>
        http(`${base}/api/events/${cat.eventId}/days/${cat.day}/plan`, { method: "POST", headers: { ...ctx.admin.headers, "content-type": "application/json", "x-forwarded-for": nextIp() }, body: "{}", timeoutMs: 60_000 }),
      ),
    ),
  ]);
  loading = false;
  await sampler;
  result.numbers["load wall s"] = ((performance.now() - started) / 1000).toFixed(1);
  result.numbers["capacity answers"] = statusHistogram(capacity.map((a) => a.status));
  result.numbers["capacity p50/p95 ms"] = `${percentile(capacity.map((a) => a.ms), 50).toFixed(0)}/${percentile(capacity.map((a) => a.ms), 95).toFixed(0)}`;
  result.numbers["plan answers"] = statusHistogram(plans.map((a) => a.status));
  result.numbers["plan max ms"] = Math.max(...plans.map((a) => a.ms)).toFixed(0);
  const p95 = percentile(health, 95);
  result.numbers["health samples"] = health.length;
  result.numbers[`health p50/p95 ms (target p95 ≤ ${HEALTH_P95_TARGET_MS})`] = `${percentile(health, 50).toFixed(0)}/${p95.toFixed(0)}`;
  if (capacity.some((a) => a.status !== 200)) result.failures.push(`capacity reads not all 200: ${statusHistogram(capacity.map((a) => a.status))}`);
  if (plans.some((a) => ![200, 409, 429].includes(a.status))) result.failures.push(`plans answered ${statusHistogram(plans.map((a) => a.status))}; expected 200, 409 or 429 only`);
  if (!plans.some((a) => a.status === 200)) result.failures.push("no plan was worked out");
  if (!(p95 <= HEALTH_P95_TARGET_MS)) result.failures.push(`/api/health p95 ${p95.toFixed(0)} ms under load, target ≤ ${HEALTH_P95_TARGET_MS} ms`);

  // One session opens 1,001 streams one after another; the open ones are closed at the end. A stream the server
  // ends on its own (e.g. no push channel: the screen polls instead) gives its place back, so only streams whose
  // body is still open count as open.
  interface Held {
    controller: AbortController;
    ended: boolean;
    done: Promise<void>;
  }
  const held: Held[] = [];
  const statuses: number[] = [];
  const stillOpen = () => held.filter((s) => !s.ended);
  let open = 0;
  let endedByServer = 0;
  try {
    for (let i = 0; i < STREAMS; i++) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), 30_000);
      try {
        const response = await fetch(`${base}/api/calendar/live/stream?date=${cat.day}`, { headers: ctx.admin.headers, signal: controller.signal });
        statuses.push(response.status);
        if (response.status === 200 && response.body) {
          const stream: Held = { controller, ended: false, done: Promise.resolve() };
          const reader = response.body.getReader();
          stream.done = (async () => {
            try {
              while (!(await reader.read()).done);
            } catch {
              // aborted by this check at the end
            }
            stream.ended = true;
          })();
          held.push(stream);
        } else await response.text();
      } catch {
        statuses.push(0);
      } finally {
        clearTimeout(timer);
      }
    }
    // A stream the server has just ended may not have reached this side yet: wait for ends (at most 5 s) while
    // more than the limit look open.
    const until = Date.now() + 5_000;
    while (stillOpen().length > 4 && Date.now() < until) {
      await Promise.race([...stillOpen().map((s) => s.done), sleep(Math.max(0, until - Date.now()))]);
    }
    open = stillOpen().length;
    endedByServer = held.length - open;
  } finally {
    for (const stream of held) stream.controller.abort();
  }
  result.numbers["streams the server ended on its own"] = endedByServer;
  result.numbers["streams of one session"] = statusHistogram(statuses);
  if (statuses[STREAMS - 1] !== 429) result.failures.push(`the ${STREAMS}th stream of one session answered ${statuses[STREAMS - 1]}, expected 429`);
  if (open > 4) result.failures.push(`${open} streams of one session were open at once`);
  if (result.failures.length) result.status = "fail";
  return result;
}
