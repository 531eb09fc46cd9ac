// Summarises a V8 .cpuprofile (from `node --cpu-prof`, e.g. BENCH_CPU_PROF=dir npm run bench:booking-cpu):
// self time by package/file and by function, and inclusive time of functions matching a pattern.
//   npx tsx scripts/bench/cpu-profile-summary.ts <file.cpuprofile> [--top 30] [--focus "createBooking|withIdempotency"]
import { readFileSync } from "node:fs";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--"));
if (!file) {
  console.error("usage: cpu-profile-summary.ts <file.cpuprofile> [--top N] [--focus regex]");
  process.exit(2);
}
const top = Number(args[args.indexOf("--top") + 1]) || 30;
const focusIndex = args.indexOf("--focus");
const focus = focusIndex >= 0 ? new RegExp(args[focusIndex + 1]) : null;

const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const totalUs = [...self.values()].reduce((a, b) => a + b, 0);
const idleUs = [...self].filter(([id]) => ["(idle)", "(program)"].includes(byId.get(id)!.callFrame.functionName)).reduce((a, [, us]) => a + us, 0);

/** A readable owner for a script URL: the npm package, a Next chunk, or node's own modules. */
function owner(url: string): string {
  if (!url) return "(native / VM)";
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) {
    const inner = url.slice(url.lastIndexOf("node_modules/") + 13);
    return inner.includes("next/dist/compiled/") ? `next/compiled/${inner.split("next/dist/compiled/")[1].split("/")[0]}` : pkg[1];
  }
  if (url.startsWith("node:")) return url;
  const chunk = url.match(/\.next\/(.+)$/);
  if (chunk) return `.next/${chunk[1].replace(/\[[^\]]+\]/g, "…")}`;
  return url.replace(/^file:\/\//, "");
}

const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
const pct = (us: number) => `${((us / (totalUs - idleUs)) * 100).toFixed(1)} %`;

const byOwner = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  if (["(idle)", "(program)"].includes(functionName)) continue;
  byOwner.set(owner(url), (byOwner.get(owner(url)) ?? 0) + us);
  const key = `${functionName || "(anonymous)"}  ${owner(url)}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
}

console.log(`${file}\nsampled ${ms(totalUs)}, of which busy ${ms(totalUs - idleUs)} (idle/program ${ms(idleUs)})\n`);
console.log("Self time by package / file:");
for (const [k, us] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${ms(us).padStart(8)} ${pct(us).padStart(7)}  ${k}`);
console.log("\nSelf time by function:");
for (const [k, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${ms(us).padStart(8)} ${pct(us).padStart(7)}  ${k}`);

if (focus) {
  // Inclusive time: a sample counts once for each distinct matching function on its stack.
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const { functionName, url } = byId.get(cur)!.callFrame;
      if (functionName && focus.test(functionName)) {
        const key = `${functionName}  ${owner(url)}`;
        if (!seen.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
        seen.add(key);
      }
    }
  });
  console.log(`\nInclusive time of functions matching ${focus}:`);
  for (const [k, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${ms(us).padStart(8)} ${pct(us).padStart(7)}  ${k}`);
}
