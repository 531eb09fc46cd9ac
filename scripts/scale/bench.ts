// `npm run bench:scale`: throughput through deploy/nginx/studio.conf (1 s micro-cache) of `/` with one
// and with two `next start` instances behind it, of a static file of about the same size through the
// same nginx, and of `/` with a session cookie (never cached by nginx: every request reaches an
// instance), all in one run. Target: `/` ≥ 0.8 × the static file. Not part of `npm test`.
// BENCH_SECONDS (10) per measurement, BENCH_CONNECTIONS (50).
import "dotenv/config";
import { readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startNginx, type LocalNginx } from "../lib/nginx";
import { http } from "../reliability/support";
import { missingServers, startCluster, stopEverything, type Cluster } from "./cluster";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

function cannon(url: string, headers: Record<string, string> = {}): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The build's static file nearest in size to `bytes`, as a URL path. */
function staticFileNear(bytes: number): { path: string; size: number } {
  const dir = path.join(process.cwd(), ".next", "static", "chunks");
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ path: `/_next/static/chunks/${f}`, size: statSync(path.join(dir, f)).size }));
  return files.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes))[0];
}

async function main(): Promise<number> {
  const missing = missingServers();
  if (missing.length) throw new Error(`missing ${missing.join(", ")}`);
  let cluster: Cluster | undefined;
  let single: LocalNginx | undefined;
  const stop = async () => {
    await single?.close();
    single = undefined;
    await stopEverything();
  };
  process.once("SIGINT", () => void stop().finally(() => process.exit(130)));
  try {
    cluster = await startCluster({ instances: 2, label: "benchscale", databasePreference: process.env.BENCH_DB ?? "auto" });
    const [a] = cluster.instances;
    // The same site config, rendered once more with only instance A upstream.
    single = await startNginx({ upstreams: [`127.0.0.1:${a.port}`] });
    const home = await http(`${cluster.nginx.baseUrl}/`);
    const file = staticFileNear(Buffer.byteLength(home.text));
    const sessionCookie = { cookie: "next-auth.session-token=bench-not-a-session" };
    const rows: [string, autocannon.Result][] = [];
    const measure = async (label: string, url: string, headers?: Record<string, string>) => {
      await http(url, { headers }); // warm nginx's cache and the app's
      const cacheStatus = (await http(url, { headers })).headers.get("x-cache-status");
      const r = await cannon(url, headers);
      rows.push([`${label} (nginx cache: ${cacheStatus})`, r]);
      console.log(`${label}: nginx cache ${cacheStatus}, ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors + r.timeouts}`);
      return r.requests.average;
    };
    console.log(`[bench:scale] / is ${(Buffer.byteLength(home.text) / 1024).toFixed(1)} KB; static file ${file.path} is ${(file.size / 1024).toFixed(1)} KB; ${connections} connections, ${seconds} s each; database ${cluster.database.kind}`);
    const static1 = await measure("static file via nginx (1 instance upstream)", `${single.baseUrl}${file.path}`);
    const home1 = await measure("/ via nginx, 1 instance", `${single.baseUrl}/`);
    const uncached1 = await measure("/ with a session cookie (not cached by nginx), 1 instance", `${single.baseUrl}/`, sessionCookie);
    const static2 = await measure("static file via nginx (2 instances upstream)", `${cluster.nginx.baseUrl}${file.path}`);
    const home2 = await measure("/ via nginx, 2 instances", `${cluster.nginx.baseUrl}/`);
    const uncached2 = await measure("/ with a session cookie (not cached by nginx), 2 instances", `${cluster.nginx.baseUrl}/`, sessionCookie);

    console.log("\n━━━ bench:scale summary ━━━");
    console.log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model}), node ${process.version}, ${new Date().toISOString()}`);
    console.log("| measurement | req/s | p50 ms | p99 ms | non-2xx | errors |\n|---|---|---|---|---|---|");
    for (const [label, r] of rows) console.log(`| ${label} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${r.errors + r.timeouts} |`);
    const ratio1 = home1 / static1;
    const ratio2 = home2 / static2;
    console.log(`\n/ ÷ static, 1 instance: ${ratio1.toFixed(2)} (target ≥ 0.8: ${ratio1 >= 0.8 ? "met" : "MISSED"})`);
    console.log(`/ ÷ static, 2 instances: ${ratio2.toFixed(2)} (target ≥ 0.8: ${ratio2 >= 0.8 ? "met" : "MISSED"})`);
    console.log(`uncached / (session cookie), 2 instances ÷ 1 instance: ${(uncached2 / uncached1).toFixed(2)}`);
    const failures = rows.filter(([, r]) => r.non2xx + r.errors + r.timeouts > 0).length;
    return failures ? 1 : 0;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench:scale failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
