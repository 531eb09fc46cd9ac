// `npm run bench:live`: time from a status change on one phone to the change on another's screen, across
// instances. Two `next start` instances behind deploy/nginx/studio.conf with Redis (scripts/scale/cluster.ts);
// BENCH_LIVE_CHANGES (50) changes POSTed to instance A, one at a time; two stream readers of the day (one
// straight on instance B, one through nginx) time each change from the POST's start to its `data:` line.
// Target: p95 ≤ 2,000 ms. Loopback only; every wait is bounded. Not part of `npm test`.
import "dotenv/config";
import { randomUUID } from "node:crypto";
import os from "node:os";
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from "../../prisma/seed-lib";
import { missingServers, startCluster, stopEverything } from "../scale/cluster";

const CHANGES = Number(process.env.BENCH_LIVE_CHANGES ?? 50);
const TARGET_MS = 2_000;
const WAIT_MS = 5_000;
const DAY = "2027-12-02";

interface Received {
  version: number;
  at: number;
}

/** Reads the day's stream and resolves `waitFor(version)` when that version arrives (or after WAIT_MS: null). */
async function streamReader(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  if (response.status !== 200 || !response.body) throw new Error(`stream ${url}: ${response.status}`);
  const seen = new Map<number, number>();
  const waiters = new Map<number, (at: number) => void>();
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const at = performance.now();
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) !== -1) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (event.includes(": connected")) connected();
          for (const line of event.split("\n")) {
            if (!line.startsWith("data: ")) continue;
            const { version } = JSON.parse(line.slice(6)) as Received;
            seen.set(version, at);
            waiters.get(version)?.(at);
          }
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  await Promise.race([ready, new Promise((_, reject) => setTimeout(() => reject(new Error(`stream ${url} did not connect`)), WAIT_MS))]);
  return {
    waitFor(version: number): Promise<number | null> {
      const known = seen.get(version);
      if (known !== undefined) return Promise.resolve(known);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), WAIT_MS);
        waiters.set(version, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
    },
    close: () => controller.abort(),
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function main(): Promise<number> {
  const missing = missingServers();
  if (missing.length) throw new Error(`missing ${missing.join(", ")}`);
  process.once("SIGINT", () => void stopEverything().finally(() => process.exit(130)));
  try {
    const cluster = await startCluster({ instances: 2, label: "benchlive", databasePreference: process.env.BENCH_DB ?? "auto" });
    const [a, b] = cluster.instances;
    const login = await fetch(`${a.baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD }) });
    if (login.status !== 200) throw new Error(`login: ${login.status}`);
    const { token, csrfToken } = (await login.json()) as { token: string; csrfToken: string };
    const auth = { authorization: `Bearer ${token}` };

    // One dancer's slot on the bench's day, the admin as her stylist.
    const [admin] = await cluster.query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [DEV_ADMIN_EMAIL]);
    const [eventId, bookingId, dayId, slotId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await cluster.query(`INSERT INTO "Event" (id, "eventName", city, state, "eventStartDate", "eventEndDate", "updatedAt") VALUES ($1, 'Bench Live Cup', 'Columbus', 'Ohio', $2, $2, now())`, [eventId, DAY]);
    await cluster.query(
      `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "scheduledCount", "isAssigned", "updatedAt") VALUES ($1, $2, 'amateur', 'Bench', 'Dancer', 'bench@example.net', '555-0100', false, 1, 1, true, now())`,
      [bookingId, eventId],
    );
    await cluster.query(`INSERT INTO "BookingDay" (id, "bookingId", position, date, "serviceTitle", "danceStyles", "additionalServiceIds", "additionalServiceTitles") VALUES ($1, $2, 0, $3, 'Competition Hair', '{latin}', '{}', '{}')`, [dayId, bookingId, DAY]);
    await cluster.query(`INSERT INTO "Schedule" (id, "bookingId", "bookingDayId", "serviceTitle", "assignedUserId", "startAt", "endAt", "updatedAt") VALUES ($1, $2, $3, 'Competition Hair', $4, $5, $6, now())`, [
      slotId,
      bookingId,
      dayId,
      admin.id,
      `${DAY}T14:00:00Z`,
      `${DAY}T14:45:00Z`,
    ]);

    const streamPath = `/api/calendar/live/stream?date=${DAY}`;
    const readers = { "instance B": await streamReader(`${b.baseUrl}${streamPath}`, auth), "nginx": await streamReader(`${cluster.nginx.baseUrl}${streamPath}`, auth) };
    const latencies: Record<keyof typeof readers, number[]> = { "instance B": [], nginx: [] };
    let missed = 0;
    let version = 0;
    for (let i = 0; i < CHANGES; i += 1) {
      const status = i % 2 === 0 ? "checked_in" : "expected";
      const started = performance.now();
      const response = await fetch(`${a.baseUrl}/api/calendar/slots/${slotId}/status`, {
        method: "POST",
        headers: { ...auth, "x-csrf-token": csrfToken, "content-type": "application/json", "idempotency-key": randomUUID() },
        body: JSON.stringify({ status, since: version }),
        signal: AbortSignal.timeout(WAIT_MS),
      });
      if (response.status !== 200) throw new Error(`change ${i + 1}: ${response.status} ${await response.text()}`);
      version = ((await response.json()) as { slot: { version: number } }).slot.version;
      for (const [name, reader] of Object.entries(readers) as [keyof typeof readers, (typeof readers)[keyof typeof readers]][]) {
        const at = await reader.waitFor(version);
        if (at === null) missed += 1;
        else latencies[name].push(at - started);
      }
    }
    for (const reader of Object.values(readers)) reader.close();

    console.log("\n━━━ bench:live summary ━━━");
    console.log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model}), node ${process.version}, ${new Date().toISOString()}; database ${cluster.database.kind}; push over Redis`);
    console.log(`${CHANGES} status changes POSTed to instance A; time from the POST's start to the change on the other reader`);
    console.log("| reader | received | p50 ms | p95 ms | max ms | target p95 |\n|---|---|---|---|---|---|");
    let met = missed === 0;
    for (const [name, values] of Object.entries(latencies)) {
      const p95 = percentile(values, 95);
      met &&= p95 <= TARGET_MS;
      console.log(`| ${name} | ${values.length}/${CHANGES} | ${percentile(values, 50).toFixed(0)} | ${p95.toFixed(0)} | ${Math.max(...values).toFixed(0)} | ≤ ${TARGET_MS} (${p95 <= TARGET_MS ? "met" : "MISSED"}) |`);
    }
    if (missed) console.log(`${missed} change(s) never arrived within ${WAIT_MS} ms`);
    return met ? 0 : 1;
  } finally {
    await stopEverything();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench:live failed: ${(error as Error).message}`);
    void stopEverything().finally(() => process.exit(1));
  },
);
