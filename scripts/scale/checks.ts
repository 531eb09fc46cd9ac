// The scale-out checks (a)–(f) of `npm run test:scale`. Every loop is bounded in count and time;
// every check reports its numbers and how many things it checked.
import http from "node:http";
import { randomUUID } from "node:crypto";
import { adminLogin, bookingBody, catalogue, http as fetchHttp, json, nextIp, percentile, sleep, statusHistogram, type AdminSession, type Answer, type SuiteResult } from "../reliability/support";
import type { Cluster } from "./cluster";

export const ADMIN = { email: "admin@example.com", password: "studio-admin-2026" };

export function newResult(name: string): SuiteResult {
  return { name, status: "pass", numbers: {}, failures: [], notes: [] };
}

/** A request from a chosen loopback source address (node http with localAddress). */
export function requestFrom(localAddress: string, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(url, { method: init.method ?? "GET", headers: init.headers, localAddress, timeout: 30_000, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (c: Buffer) => chunks.push(c));
      response.on("end", () => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(response.headers)) if (typeof v === "string") headers.set(k, v);
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, text: Buffer.concat(chunks).toString(), headers });
      });
    });
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error) => resolve({ status: 0, ms: performance.now() - started, text: error.message, headers: new Headers() }));
    request.end(init.body);
  });
}

const spoofed = () => `${10 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 250)}`;

async function putHomeQuote(baseUrl: string, admin: AdminSession, quote: string): Promise<Answer> {
  const answer = json<{ content?: string }>(await fetchHttp(`${baseUrl}/api/content/page_home`, { headers: admin.headers }));
  const current = JSON.parse(answer?.content ?? "{}") as Record<string, string>;
  const body = { content: { homepageQuote: quote, instagram: current.instagram ?? "", facebook: current.facebook ?? "" } };
  return fetchHttp(`${baseUrl}/api/content/page_home`, { method: "PUT", headers: { ...admin.headers, "content-type": "application/json" }, body: JSON.stringify(body) });
}

/** ms until every URL shows `marker` (polled every 50 ms), or null after timeoutMs. */
async function msUntilVisible(urls: string[], marker: string, timeoutMs: number, since: number): Promise<number | null> {
  const deadline = since + timeoutMs;
  while (Date.now() < deadline) {
    const pages = await Promise.all(urls.map((u) => fetchHttp(u, { timeoutMs: 5_000 })));
    if (pages.every((p) => p.status === 200 && p.text.includes(marker))) return Date.now() - since;
    await sleep(50);
  }
  return null;
}

/** Polls the URLs for durationMs; counts answers that are not 200 with `marker` (stale or failed). */
async function staleAnswers(urls: string[], marker: string, durationMs: number): Promise<{ polls: number; stale: number }> {
  const until = Date.now() + durationMs;
  let polls = 0;
  let stale = 0;
  while (Date.now() < until && polls < 10_000) {
    const pages = await Promise.all(urls.map((u) => fetchHttp(u, { timeoutMs: 5_000 })));
    polls += pages.length;
    stale += pages.filter((p) => p.status !== 200 || !p.text.includes(marker)).length;
    await sleep(100);
  }
  return { polls, stale };
}

/** (a) An admin save through A is visible on B within 1 s and never stale after. */
export async function freshnessAcrossInstances(cluster: Cluster, rounds: number): Promise<SuiteResult> {
  const result = newResult("(a) admin save on A visible on B within 1 s, never stale after");
  const [a, b] = cluster.instances;
  const admin = await adminLogin(a.baseUrl);
  const visibleMs: number[] = [];
  const viaNginxMs: number[] = [];
  let polls = 0;
  let stale = 0;
  for (let round = 0; round < rounds; round++) {
    // Both instances (and Redis) hold the current page before the change.
    await Promise.all([fetchHttp(`${a.baseUrl}/`), fetchHttp(`${b.baseUrl}/`), fetchHttp(`${b.baseUrl}/`)]);
    const marker = `Scale marker ${randomUUID().slice(0, 8)} round ${round}`;
    const saved = await putHomeQuote(a.baseUrl, admin, marker);
    const savedAt = Date.now();
    if (saved.status !== 200) {
      result.failures.push(`round ${round}: PUT /api/content/page_home on A answered ${saved.status} ${saved.text.slice(0, 200)}`);
      continue;
    }
    const ms = await msUntilVisible([`${b.baseUrl}/`], marker, 5_000, savedAt);
    const nginxMs = await msUntilVisible([`${cluster.nginx.baseUrl}/`], marker, 5_000, savedAt);
    if (ms === null) result.failures.push(`round ${round}: B still showed the old page 5 s after the save`);
    else visibleMs.push(ms);
    if (nginxMs === null) result.failures.push(`round ${round}: nginx still served the old page 5 s after the save`);
    else viaNginxMs.push(nginxMs);
    const after = await staleAnswers([`${a.baseUrl}/`, `${b.baseUrl}/`], marker, 2_000);
    polls += after.polls;
    stale += after.stale;
  }
  result.numbers["rounds"] = rounds;
  result.numbers["visible on B after ms (each round)"] = visibleMs.join(", ");
  result.numbers["visible through nginx after ms (each round; 1 s micro-cache)"] = viaNginxMs.join(", ");
  result.numbers["polls of A and B after visibility / stale"] = `${polls} / ${stale}`;
  if (visibleMs.some((ms) => ms > 1_000)) result.failures.push(`B showed the change after more than 1 s in some round (${visibleMs.join(", ")} ms)`);
  if (viaNginxMs.some((ms) => ms > 2_500)) result.failures.push(`nginx showed the change after more than 2.5 s in some round (${viaNginxMs.join(", ")} ms)`);
  if (stale) result.failures.push(`${stale} of ${polls} polls after visibility were stale or failed`);
  if (visibleMs.length !== rounds) result.failures.push(`only ${visibleMs.length} of ${rounds} rounds measured`);
  return result;
}

/** (b) A session created on A works on B; logout on B revokes it on A. */
export async function sessionsAcrossInstances(cluster: Cluster): Promise<SuiteResult> {
  const result = newResult("(b) session from A works on B, logout on B revokes it on A");
  const [a, b] = cluster.instances;
  const session = await adminLogin(a.baseUrl);
  const onB = await fetchHttp(`${b.baseUrl}/api/booking/assigned`, { headers: session.headers });
  const logout = await fetchHttp(`${b.baseUrl}/api/auth/logout`, { method: "POST", headers: session.headers });
  const loggedOutAt = Date.now();
  const onA = await fetchHttp(`${a.baseUrl}/api/booking/assigned`, { headers: session.headers });
  const onBAfter = await fetchHttp(`${b.baseUrl}/api/booking/assigned`, { headers: session.headers });
  result.numbers["token from A on B"] = onB.status;
  result.numbers["logout on B"] = logout.status;
  result.numbers["same token on A / B after logout"] = `${onA.status} / ${onBAfter.status} (${Date.now() - loggedOutAt} ms after logout)`;
  if (onB.status !== 200) result.failures.push(`A's session on B answered ${onB.status}`);
  if (logout.status !== 200) result.failures.push(`logout on B answered ${logout.status}`);
  if (onA.status !== 401 || onBAfter.status !== 401) result.failures.push(`after logout on B the token still answers ${onA.status} on A and ${onBAfter.status} on B (expected 401)`);
  return result;
}

/** (c) N bookings spread over both instances: N stored, 0 duplicates, every receipt sent exactly once. */
export async function bookingsAcrossInstances(cluster: Cluster, count: number, concurrency = 20): Promise<SuiteResult> {
  const result = newResult(`(c) ${count} bookings over both instances, receipts sent exactly once`);
  const cat = await catalogue(cluster.instances[0].baseUrl);
  const runId = randomUUID().slice(0, 8);
  const answers: Answer[] = new Array(count);
  const perInstance = cluster.instances.map(() => 0);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const instance = i % cluster.instances.length;
        perInstance[instance] += 1;
        answers[i] = await fetchHttp(`${cluster.instances[instance].baseUrl}/api/booking/create`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": nextIp(), "Idempotency-Key": `scale-${runId}-${i}` },
          body: JSON.stringify(bookingBody(cat, `scale-${runId}-${i}@example.net`, `rel-ok-scale-${runId}-${i}-${randomUUID()}`)),
          timeoutMs: 120_000,
        });
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  const perEmail = await cluster.query<{ email: string; n: number }>(`SELECT email, count(*)::int AS n FROM "Booking" WHERE email LIKE $1 GROUP BY email`, [`scale-${runId}-%`]);
  const stored = perEmail.reduce((sum, r) => sum + Number(r.n), 0);
  const duplicated = perEmail.filter((r) => Number(r.n) > 1).length;
  // Delivery: the handling instance right after the response, retries by either outbox worker.
  const deadline = Date.now() + 90_000;
  let receipts: { idempotencyKey: string; status: string }[] = [];
  while (Date.now() < deadline) {
    receipts = await cluster.query(`SELECT "idempotencyKey", status::text AS status FROM "EmailMessage" WHERE kind = 'booking-receipt' AND "to" LIKE $1`, [`scale-${runId}-%`]);
    if (receipts.length === stored && receipts.every((r) => r.status === "sent")) break;
    await sleep(500);
  }
  const sends = receipts.map((r) => cluster.resend.accepted.get(r.idempotencyKey) ?? 0);
  result.numbers["answers"] = statusHistogram(answers.map((a) => a.status));
  result.numbers["sent to A / B"] = perInstance.join(" / ");
  result.numbers["bookings stored / duplicated"] = `${stored} / ${duplicated}`;
  result.numbers["wall s, latency p50/p99 ms"] = `${wall.toFixed(1)}, ${percentile(answers.map((a) => a.ms), 50).toFixed(0)}/${percentile(answers.map((a) => a.ms), 99).toFixed(0)}`;
  result.numbers["receipt rows / sent / provider calls once / more than once / never"] = `${receipts.length} / ${receipts.filter((r) => r.status === "sent").length} / ${sends.filter((n) => n === 1).length} / ${sends.filter((n) => n > 1).length} / ${sends.filter((n) => n === 0).length}`;
  if (answers.some((a) => a.status !== 201)) result.failures.push(`not every booking was answered 201 (${statusHistogram(answers.map((a) => a.status))}); first: ${answers.find((a) => a.status !== 201)?.text.slice(0, 200)}`);
  if (stored !== count || duplicated) result.failures.push(`expected ${count} bookings and 0 duplicates, found ${stored} and ${duplicated}`);
  if (receipts.length !== count) result.failures.push(`expected ${count} receipt emails, found ${receipts.length}`);
  if (sends.some((n) => n !== 1)) result.failures.push(`${sends.filter((n) => n !== 1).length} receipts were not sent exactly once`);
  return result;
}

function contactBody(i: number) {
  return JSON.stringify({ fullName: "Scale Visitor", emailAddress: `scale-contact-${i}@example.net`, phone: "555-010-2030", message: "Rate limit check", captchaToken: `rel-ok-contact-${randomUUID()}` });
}

/**
 * (d) The per-IP form limit and the sign-in throttle count across instances by the address nginx
 * saw, not by a spoofed X-Forwarded-For. `formLimit` is the PUBLIC_FORM_RATE_LIMIT the instances run with.
 */
export async function limitsUseProxyAddress(cluster: Cluster, formLimit: number): Promise<SuiteResult> {
  const result = newResult("(d) per-IP limits count across instances by nginx's address, spoofed X-Forwarded-For ignored");
  const url = `${cluster.nginx.baseUrl}/api/send-email`;
  const post = (from: string, i: number) => requestFrom(from, url, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": spoofed() }, body: contactBody(i) });
  const fromTwo: number[] = [];
  for (let i = 0; i <= formLimit; i++) fromTwo.push((await post("127.0.0.2", i)).status);
  const fromThree = (await post("127.0.0.3", 1000)).status;
  result.numbers[`contact form from 127.0.0.2 (limit ${formLimit}, spoofed XFF each)`] = fromTwo.join(" ");
  result.numbers["contact form from 127.0.0.3 then"] = fromThree;
  if (fromTwo.slice(0, formLimit).some((s) => s !== 200)) result.failures.push(`the first ${formLimit} submissions from 127.0.0.2 were not all accepted (${fromTwo.join(" ")})`);
  if (fromTwo[formLimit] !== 429) result.failures.push(`submission ${formLimit + 1} from 127.0.0.2 answered ${fromTwo[formLimit]}, expected 429`);
  if (fromThree !== 200) result.failures.push(`127.0.0.3 was refused (${fromThree}) after 127.0.0.2 hit the limit`);

  // Sign-in: wrong passwords for one account from 127.0.0.2 (spoofed XFF each) until 429, bounded.
  const login = (from: string, email: string, password: string) =>
    requestFrom(from, `${cluster.nginx.baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": spoofed() }, body: JSON.stringify({ email, password }) });
  const wrong: number[] = [];
  for (let i = 0; i < 25; i++) {
    const status = (await login("127.0.0.2", ADMIN.email, `wrong-password-${i}`)).status;
    wrong.push(status);
    if (status === 429) break;
  }
  // The per-address count: a different (unknown) account each time, so only the address repeats.
  const perAddress: number[] = [];
  for (let i = 0; i < 30; i++) {
    const status = (await login("127.0.0.2", `scale-nobody-${i}-${randomUUID().slice(0, 6)}@example.net`, "wrong-password")).status;
    perAddress.push(status);
    if (status === 429) break;
  }
  const otherAddress = (await login("127.0.0.3", `scale-nobody-other-${randomUUID().slice(0, 6)}@example.net`, "wrong-password")).status;
  const correctFromThree = await login("127.0.0.3", ADMIN.email, ADMIN.password);
  result.numbers["wrong sign-ins from 127.0.0.2 until 429"] = `${wrong.length} (${statusHistogram(wrong)})`;
  result.numbers["then other accounts from 127.0.0.2 until 429 / one from 127.0.0.3"] = `${perAddress.length} (${statusHistogram(perAddress)}) / ${otherAddress}`;
  if (perAddress.at(-1) !== 429) result.failures.push(`30 failed sign-ins for different accounts from 127.0.0.2 never got 429 (${statusHistogram(perAddress)}): the address limit does not see nginx's address`);
  if (otherAddress !== 401) result.failures.push(`a failed sign-in from 127.0.0.3 answered ${otherAddress}, expected 401 (127.0.0.3 is not throttled)`);
  result.numbers["correct sign-in from 127.0.0.3 then"] = correctFromThree.status;
  if (wrong.at(-1) !== 429) result.failures.push(`25 wrong passwords from 127.0.0.2 never got 429 (${statusHistogram(wrong)})`);
  if (correctFromThree.status !== 200) {
    result.failures.push(`the correct password from 127.0.0.3 answered ${correctFromThree.status} after 127.0.0.2 was throttled (expected 200: the throttle is per account and address)`);
  }
  return result;
}

/** (e) Redis stopped mid-run: pages 200 from the database, writes succeed; freshness returns with Redis. */
export async function redisOutage(cluster: Cluster): Promise<SuiteResult> {
  const result = newResult("(e) Redis stopped: pages from the database, writes succeed, freshness returns");
  const [a, b] = cluster.instances;
  const admin = await adminLogin(a.baseUrl);
  const pages = [`${a.baseUrl}/`, `${b.baseUrl}/`, `${a.baseUrl}/services`, `${b.baseUrl}/about`, `${cluster.nginx.baseUrl}/`];
  await cluster.redis.stop();
  const stoppedAt = Date.now();
  const statuses: number[] = [];
  const pageMs: number[] = [];
  for (let i = 0; i < 4; i++) {
    for (const answer of await Promise.all(pages.map((u) => fetchHttp(u, { timeoutMs: 15_000 })))) {
      statuses.push(answer.status);
      pageMs.push(answer.ms);
    }
    await sleep(250);
  }
  const healthDown = await fetchHttp(`${a.baseUrl}/api/health`);
  const healthBody = json<{ cache?: string; db?: string; storage?: string }>(healthDown);
  const marker = `Outage marker ${randomUUID().slice(0, 8)}`;
  const saved = await putHomeQuote(a.baseUrl, admin, marker);
  const savedAt = Date.now();
  const visibleDuringOutage = await msUntilVisible([`${b.baseUrl}/`], marker, 10_000, savedAt);
  const cat = await catalogue(b.baseUrl);
  const booking = await fetchHttp(`${b.baseUrl}/api/booking/create`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextIp() },
    body: JSON.stringify(bookingBody(cat, `scale-outage-${randomUUID().slice(0, 8)}@example.net`, `rel-ok-outage-${randomUUID()}`)),
  });
  result.numbers["pages during outage"] = `${statusHistogram(statuses)}, p50/max ${percentile(pageMs, 50).toFixed(0)}/${Math.max(...pageMs).toFixed(0)} ms`;
  result.numbers["/api/health during outage"] = `${healthDown.status} ${healthDown.text}`;
  result.numbers["admin save / booking during outage"] = `${saved.status} / ${booking.status}`;
  result.numbers["save on A visible on B during outage after ms"] = visibleDuringOutage ?? "never (10 s)";

  await cluster.redis.start();
  const restartedAt = Date.now();
  let healthyMs: number | null = null;
  while (Date.now() - restartedAt < 20_000) {
    const bodies = await Promise.all([a, b].map(async (i) => json<{ cache?: string }>(await fetchHttp(`${i.baseUrl}/api/health`))));
    if (bodies.every((h) => h?.cache === "ok")) {
      healthyMs = Date.now() - restartedAt;
      break;
    }
    await sleep(200);
  }
  // The cache handlers reconnect on their own schedule; give them the same bound, then measure.
  await sleep(2_000);
  await Promise.all([fetchHttp(`${a.baseUrl}/`), fetchHttp(`${b.baseUrl}/`)]);
  const marker2 = `Back marker ${randomUUID().slice(0, 8)}`;
  const savedAgain = await putHomeQuote(b.baseUrl, admin, marker2);
  const savedAgainAt = Date.now();
  const visibleAfter = await msUntilVisible([`${a.baseUrl}/`], marker2, 5_000, savedAgainAt);
  const afterStale = await staleAnswers([`${a.baseUrl}/`, `${b.baseUrl}/`], marker2, 2_000);
  result.numbers["Redis down for s"] = ((restartedAt - stoppedAt) / 1000).toFixed(1);
  result.numbers["health back to cache ok after ms"] = healthyMs ?? "never (20 s)";
  result.numbers["after restart: save on B visible on A after ms"] = visibleAfter ?? "never (5 s)";
  result.numbers["after restart: polls / stale"] = `${afterStale.polls} / ${afterStale.stale}`;
  if (statuses.some((s) => s !== 200)) result.failures.push(`pages failed while Redis was down (${statusHistogram(statuses)})`);
  if (healthDown.status !== 200 || healthBody?.cache !== "down" || healthBody?.db !== "ok") result.failures.push(`/api/health during the outage answered ${healthDown.status} ${healthDown.text} (expected 200 with db ok, cache down)`);
  if (saved.status !== 200 || booking.status !== 201) result.failures.push(`writes failed during the outage (save ${saved.status}, booking ${booking.status})`);
  if (visibleDuringOutage === null) result.failures.push("the save made during the outage never showed on B");
  if (healthyMs === null) result.failures.push("/api/health did not report cache ok within 20 s of Redis coming back");
  if (savedAgain.status !== 200) result.failures.push(`save after restart answered ${savedAgain.status}`);
  // Freshness must return once Redis is back (the client reconnects and replays missed invalidations);
  // (a) holds normal operation to 1 s, this allows the reconnect 3 s (1,017 ms was seen under load).
  if (visibleAfter === null || visibleAfter > 3_000) result.failures.push(`after Redis came back a save on B showed on A after ${visibleAfter ?? "more than 5000"} ms (expected ≤ 3000)`);
  if (afterStale.stale) result.failures.push(`${afterStale.stale} of ${afterStale.polls} polls after Redis came back were stale`);
  return result;
}

/** (f) Through nginx: admin pages and anything with a session are never served from the cache. */
export async function noCachingOfPrivatePages(cluster: Cluster): Promise<SuiteResult> {
  const result = newResult("(f) admin pages and session requests through nginx are never cached");
  const base = cluster.nginx.baseUrl;
  const anonymous = [await fetchHttp(`${base}/`), await fetchHttp(`${base}/`)];
  const session = await adminLogin(base);
  const withCookie = { cookie: session.cookie };
  const adminPage = await fetchHttp(`${base}/admin/users`, { headers: withCookie });
  const homeWithCookie = await fetchHttp(`${base}/`, { headers: withCookie });
  const homeWithBearer = await fetchHttp(`${base}/`, { headers: { Authorization: `Bearer ${session.token}` } });
  const logout = await fetchHttp(`${base}/api/auth/logout`, { method: "POST", headers: { ...session.headers, ...withCookie } });
  const afterNoCookie = await fetchHttp(`${base}/admin/users`);
  const afterOldCookie = await fetchHttp(`${base}/admin/users`, { headers: withCookie });
  // The admin shell carries the session's CSRF token: private to that user and that session.
  const privateMarker = session.csrfToken;
  const leaks = [afterNoCookie, afterOldCookie].filter((a) => a.text.includes(privateMarker)).length;
  result.numbers["anonymous / twice: cache status"] = anonymous.map((a) => a.headers.get("x-cache-status")).join(" → ");
  result.numbers["/admin/users signed in: status, cache, shows the session's private token"] = `${adminPage.status}, ${adminPage.headers.get("x-cache-status")}, ${adminPage.text.includes(privateMarker)}`;
  result.numbers["/ with session cookie / with bearer: cache status"] = `${homeWithCookie.headers.get("x-cache-status")} / ${homeWithBearer.headers.get("x-cache-status")}`;
  result.numbers["logout"] = logout.status;
  result.numbers["/admin/users after logout (no cookie / old cookie)"] = `${afterNoCookie.status} / ${afterOldCookie.status}, pages showing the previous session's data: ${leaks}`;
  if (anonymous[1].headers.get("x-cache-status") !== "HIT") result.notes.push(`second anonymous / was ${anonymous[1].headers.get("x-cache-status")}, not HIT (the 1 s micro-cache may have expired in between)`);
  if (adminPage.status !== 200 || !adminPage.text.includes(privateMarker)) result.failures.push(`signed-in /admin/users answered ${adminPage.status} without the session's private token; the leak check below would be vacuous`);
  if (adminPage.headers.get("x-cache-status") !== "BYPASS") result.failures.push(`/admin/users cache status ${adminPage.headers.get("x-cache-status")}`);
  for (const [label, answer] of [["cookie", homeWithCookie], ["bearer", homeWithBearer]] as const) {
    if (answer.headers.get("x-cache-status") === "HIT") result.failures.push(`/ with a ${label} was answered from the cache`);
  }
  if (logout.status !== 200) result.failures.push(`logout through nginx answered ${logout.status}`);
  if (leaks) result.failures.push(`${leaks} admin page(s) after logout showed the previous user's data`);
  if ([afterNoCookie, afterOldCookie].some((a) => a.status === 200)) result.failures.push("an admin page answered 200 after logout");
  return result;
}
