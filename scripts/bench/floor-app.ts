// The framework's floor for the benches: a bare App Router app built with this project's own `next`,
// `react` and `react-dom` (one server component page: no client component, no web font, no image), in a
// directory of the system's temp directory (outside the project, so that Next does not take the project's
// instrumentation and proxy for the floor's; node_modules is a symlink to this project's, so nothing is
// downloaded), started with `next start` on 127.0.0.1. bench:public measures every public page against it
// with Lighthouse; bench:admin loads it beside the staff screens with the same browser and throttling.
// A second page, /with-staff-stylesheet, is the same page with the staff area's stylesheets linked the way Next
// links a route's CSS (render-blocking, in the head), served by the floor itself from FLOOR_STAFF_STYLESHEET:
// bench:admin's third floor, what the staff shell costs before any of its own markup or script.
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { startNextInstance } from "../lib/app-server";

const ROOT = process.cwd();
// One floor per checkout (two worktrees benching at once must not rebuild each other's).
const FLOOR_DIR = path.join(os.tmpdir(), `studio-bench-floor-${createHash("sha256").update(ROOT).digest("hex").slice(0, 8)}`);

/** The floor page with the staff stylesheet linked, and where the floor serves that stylesheet. */
export const FLOOR_STYLESHEET_PAGE = "/with-staff-stylesheet";
const FLOOR_STYLESHEET_PATH = "/staff.css";

/** The floor page's one heading. */
const FLOOR_HEADING = "Competition hair and makeup";

function commonAncestor(a: string, b: string): string {
  const x = path.resolve(a).split(path.sep);
  const y = path.resolve(b).split(path.sep);
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i += 1;
  return x.slice(0, i).join(path.sep) || path.sep;
}

/** The floor: what `create-next-app` minus everything optional would serve. */
const FLOOR_FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "floor", private: true, type: "module" }, null, 2),
  // Turbopack's root must hold both the app and the real node_modules the symlink points to.
  "next.config.mjs": `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(commonAncestor(FLOOR_DIR, ROOT))} } };\n`,
  "app/layout.jsx": `export const metadata = { title: "Floor", description: "A bare App Router page." };\n\nexport default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n`,
  "app/page.jsx": `export default function Page() {\n  return (\n    <main>\n      <h1>${FLOOR_HEADING}</h1>\n      <p>For ballroom and latin dancers: a bare App Router page, one server component, no client component, no web font, no image.</p>\n    </main>\n  );\n}\n`,
  // React hoists a stylesheet with a precedence into the head and holds the first paint for it, as Next's own links.
  [`app${FLOOR_STYLESHEET_PAGE}/page.jsx`]: `export default function Page() {\n  return (\n    <main>\n      <link rel="stylesheet" href="${FLOOR_STYLESHEET_PATH}" precedence="next" />\n      <h1>${FLOOR_HEADING}</h1>\n      <p>For ballroom and latin dancers: a bare App Router page, one server component, no client component, no web font, no image.</p>\n    </main>\n  );\n}\n`,
  // Cached as Next caches its static files, so that later loads take it from the browser's cache as the shell's.
  [`app${FLOOR_STYLESHEET_PATH}/route.js`]: `import { readFileSync } from "node:fs";\n\nexport const dynamic = "force-dynamic";\n\nexport function GET() {\n  const file = process.env.FLOOR_STAFF_STYLESHEET;\n  if (!file) return new Response("FLOOR_STAFF_STYLESHEET is not set", { status: 404 });\n  return new Response(readFileSync(file), { headers: { "content-type": "text/css; charset=utf-8", "cache-control": "public, max-age=31536000, immutable" } });\n}\n`,
};

/** Which floor a build in FLOOR_DIR is: a build of other files is built again. */
const FLOOR_FINGERPRINT = createHash("sha256").update(JSON.stringify(FLOOR_FILES)).digest("hex");
const FINGERPRINT_FILE = "floor-files.sha256";

export function frameworkVersions(dir: string = ROOT): Record<string, string> {
  return Object.fromEntries(["next", "react", "react-dom"].map((name) => [name, (JSON.parse(execFileSync("node", ["-p", `JSON.stringify(require("${name}/package.json"))`], { cwd: dir, encoding: "utf8" })) as { version: string }).version]));
}

async function buildFloor(): Promise<void> {
  rmSync(FLOOR_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FLOOR_FILES)) {
    mkdirSync(path.dirname(path.join(FLOOR_DIR, file)), { recursive: true });
    writeFileSync(path.join(FLOOR_DIR, file), text);
  }
  writeFileSync(path.join(FLOOR_DIR, FINGERPRINT_FILE), FLOOR_FINGERPRINT);
  symlinkSync(path.join(ROOT, "node_modules"), path.join(FLOOR_DIR, "node_modules"), "dir");
  const next = path.join(ROOT, "node_modules", ".bin", "next");
  const code = await new Promise<number>((resolve) => {
    const child = spawn(next, ["build"], { cwd: FLOOR_DIR, stdio: "inherit", env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" } });
    child.on("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  if (code !== 0) throw new Error(`next build of the floor app exited with ${code}`);
}

export interface FloorApp {
  baseUrl: string;
  stop(): Promise<void>;
}

function builtFloorIsCurrent(): boolean {
  if (!existsSync(path.join(FLOOR_DIR, ".next", "BUILD_ID"))) return false;
  try {
    return readFileSync(path.join(FLOOR_DIR, FINGERPRINT_FILE), "utf8") === FLOOR_FINGERPRINT;
  } catch {
    return false;
  }
}

/**
 * Builds the floor (unless BENCH_SKIP_BUILD=1 and a build of the same files is there), checks it runs the site's
 * own framework versions, and starts it. `staffStylesheet`: the file /with-staff-stylesheet links.
 */
export async function startFloor(options: { staffStylesheet?: string } = {}): Promise<FloorApp> {
  if (process.env.BENCH_SKIP_BUILD !== "1" || !builtFloorIsCurrent()) await buildFloor();
  const site = frameworkVersions(ROOT);
  const floor = frameworkVersions(FLOOR_DIR);
  if (JSON.stringify(floor) !== JSON.stringify(site)) throw new Error(`floor runs ${JSON.stringify(floor)}, the site ${JSON.stringify(site)}`);
  // Next's own binary (node_modules is a symlink to this project's), the floor's build in its directory.
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  if (options.staffStylesheet) env.FLOOR_STAFF_STYLESHEET = options.staffStylesheet;
  return startNextInstance(env, { cwd: FLOOR_DIR, quiet: true, readyPath: "/", healthTimeoutMs: 60_000 });
}
