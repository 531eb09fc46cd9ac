// `npm run test:scale`: Debian redis-server and nginx on loopback (deploy/nginx/studio.conf), two
// `next start` instances of the existing build (built once if missing) on one PostgreSQL, then the
// scale-out checks (a)–(f). Prints numbers; exits non-zero on any failure.
// SCALE_PROFILE=ci (the reduced profile of `npm test`): fewer freshness rounds and bookings.
// SCALE_DB=auto|postgresql|pglite; SCALE_ONLY=a,b,...
import "dotenv/config";
import os from "node:os";
import { runSuite, type SuiteResult } from "../reliability/support";
import { bookingsAcrossInstances, freshnessAcrossInstances, limitsUseProxyAddress, noCachingOfPrivatePages, redisOutage, sessionsAcrossInstances } from "./checks";
import { missingServers, startCluster, stopEverything, type Cluster } from "./cluster";

const ci = process.env.SCALE_PROFILE === "ci";
const FORM_LIMIT = 5;
const rounds = Number(process.env.SCALE_ROUNDS ?? (ci ? 2 : 5));
const bookings = Number(process.env.SCALE_BOOKINGS ?? 200);

let cluster: Cluster | undefined;
let closing: Promise<void> | undefined;
const shutdown = () => (closing ??= stopEverything());
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n[scale] ${signal}: stopping everything started`);
    void shutdown().finally(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  const missing = missingServers();
  if (missing.length) {
    console.error(`[scale] cannot run: missing ${missing.join(", ")}`);
    return 1;
  }
  const started = Date.now();
  cluster = await startCluster({
    instances: 2,
    label: "scale",
    databasePreference: process.env.SCALE_DB ?? "auto",
    extraEnv: { PUBLIC_FORM_RATE_LIMIT: String(FORM_LIMIT) },
  });
  const c = cluster;
  console.log(`[scale] nginx ${c.nginx.baseUrl} → ${c.instances.map((i) => i.baseUrl).join(", ")}; Redis ${c.redis.url}; database ${c.database.kind}; ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const checks: [string, () => Promise<SuiteResult>][] = [
    ["a", () => freshnessAcrossInstances(c, rounds)],
    ["b", () => sessionsAcrossInstances(c)],
    ["c", () => bookingsAcrossInstances(c, bookings)],
    ["f", () => noCachingOfPrivatePages(c)],
    ["e", () => redisOutage(c)],
    // Last: its wrong passwords throttle the admin account's sign-ins from 127.0.0.2.
    ["d", () => limitsUseProxyAddress(c, FORM_LIMIT)],
  ];
  const only = process.env.SCALE_ONLY?.split(",").map((s) => s.trim());
  const results: SuiteResult[] = [];
  for (const [id, check] of checks) {
    if (only && !only.includes(id)) continue;
    const r = await runSuite(`scale (${id})`, { crash: `(${id})`, seconds: "seconds" }, async () => {
      const result = await check();
      // A check that noted a failure failed, whatever status it gave.
      if (result.failures.length) result.status = "fail";
      return result;
    });
    results.push(r);
  }
  console.log("\n━━━ scale summary ━━━");
  console.log(`machine: ${os.cpus().length} cores, node ${process.version}; database: ${c.database.kind}; ${new Date().toISOString()}`);
  for (const r of results) console.log(`${r.status.toUpperCase().padEnd(4)}  ${r.name}`);
  const failed = results.filter((r) => r.status === "fail");
  const expected = only ? only.length : checks.length;
  if (results.length !== expected) console.log(`ran ${results.length} of ${expected} checks`);
  console.log(`\n${failed.length ? `${failed.length} check(s) failed` : "All scale checks passed"} in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return failed.length || results.length !== expected ? 1 : 0;
}

main()
  .catch((error) => {
    console.error(error);
    return 1;
  })
  .then(async (code) => {
    await shutdown();
    process.exit(code);
  });
