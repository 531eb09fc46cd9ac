// Bundles the staff area's service worker (components/admin/offline/service-worker.ts, serwist) into public/sw.js. Run by
// next.config.ts before `next build` (and by `npm run build`'s config load); a no-op when the output is current.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const ENTRY = path.join("components", "admin", "offline", "service-worker.ts");
export const WORKER_OUTPUT = path.join("public", "sw.js");

/** A hash of the worker's own sources and serwist's version: the first line of the output, to skip an unchanged build. */
function sourceStamp(root: string): string {
  const dir = path.join(root, "lib", "offline");
  const hash = createHash("sha256");
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).sort()) hash.update(readFileSync(path.join(dir, file)));
  hash.update(readFileSync(path.join(root, ENTRY)));
  hash.update(readFileSync(path.join(root, "lib", "time", "zoned.ts")));
  hash.update(readFileSync(path.join(root, "node_modules", "serwist", "package.json")));
  hash.update(readFileSync(path.join(root, "scripts", "offline", "build-worker.ts")));
  return hash.digest("hex").slice(0, 16);
}

export async function buildStaffWorker(root = process.cwd()): Promise<boolean> {
  const output = path.join(root, WORKER_OUTPUT);
  const banner = `// staff service worker ${sourceStamp(root)}`;
  if (existsSync(output) && readFileSync(output, "utf8").startsWith(banner)) return false;
  await build({
    entryPoints: [path.join(root, ENTRY)],
    outfile: output,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    legalComments: "none",
    alias: { "@": root },
    banner: { js: banner },
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  buildStaffWorker().then((built) => console.log(built ? `built ${WORKER_OUTPUT}` : `${WORKER_OUTPUT} is current`));
}
