// `npm test`: unit → integration (fresh database) → e2e (production build on a fresh, seeded
// database, Chromium per scripts/lib/browser.ts) → scale (reduced profile, same build) → reliability.
// Prints a summary and exits non-zero on any failure.
import "dotenv/config";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { NO_BROWSER_MESSAGE, resolveBrowser } from "./lib/browser";
import { buildApp, run, seedDemo, startNextInstance, type NextInstance } from "./lib/app-server";
import { freePort } from "./lib/embedded-pg";
import { missingServers } from "./scale/cluster";
import { createTestDatabase } from "./lib/test-database";

type Suite = "unit" | "integration" | "e2e" | "scale" | "reliability";
const args = process.argv.slice(2);
const only = args.includes("--only") ? (args[args.indexOf("--only") + 1] as Suite) : undefined;
const suites: Suite[] = only ? [only] : ["unit", "integration", "e2e", "scale", "reliability"];
const bin = (name: string) => path.join(process.cwd(), "node_modules", ".bin", name);

async function e2e(): Promise<number> {
  const database = await createTestDatabase("e2e");
  const scratch = await mkdtemp(path.join(os.tmpdir(), "studio-e2e-"));
  const port = Number(process.env.E2E_PORT ?? (await freePort()));
  const webhookSecret = `whsec_${randomBytes(24).toString("base64")}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: database.kind === "pglite" ? "1" : "10",
    NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    ALLOW_DEV_CAPTCHA: "true",
    EMAIL_OUTBOX_DIR: path.join(scratch, "outbox"),
    UPLOAD_DIR: path.join(scratch, "uploads"),
    NEXT_TELEMETRY_DISABLED: "1",
    E2E_BASE_URL: `http://127.0.0.1:${port}`,
    E2E_DATABASE_URL: database.url,
    // The delivery webhook is verified like Resend's; tests sign events with the same secret.
    RESEND_WEBHOOK_SECRET: webhookSecret,
  };
  let server: NextInstance | undefined;
  try {
    await seedDemo(database.url, env.UPLOAD_DIR);
    if (process.env.E2E_SKIP_BUILD !== "1") await buildApp(env);
    server = await startNextInstance(env, { port, healthTimeoutMs: 60_000 });
    return await run(bin("playwright"), ["test", ...args.filter((a) => a.startsWith("tests/") || a.startsWith("--grep"))], env);
  } finally {
    await server?.stop();
    await database.drop();
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The reduced reliability profile that runs with every `npm test` (the full one is
 * `npm run test:reliability`): security headers, concurrent bookings through the real hCaptcha
 * code path with Idempotency-Key replays, and 1,000 generated hostile requests.
 */
function reliabilityCiProfile(): Promise<number> {
  return run(bin("tsx"), ["scripts/reliability/run.ts"], {
    ...process.env,
    RELIABILITY_ONLY: process.env.RELIABILITY_ONLY ?? "e,a,c",
    RELIABILITY_CONCURRENT: process.env.RELIABILITY_CONCURRENT ?? (process.env.DATABASE_URL ? "200" : "50"),
    RELIABILITY_HOSTILE: process.env.RELIABILITY_HOSTILE ?? "1000",
    RELIABILITY_DB: process.env.RELIABILITY_DB ?? (process.env.DATABASE_URL ? "auto" : "pglite"),
  });
}

/**
 * The reduced scale-out profile (the full one is `npm run test:scale`): two instances of the e2e
 * build behind deploy/nginx/studio.conf with Redis, checks (a)–(f); builds only if .next is missing.
 */
function scaleCiProfile(): Promise<number> {
  // node --import tsx, not the tsx CLI: a signal reaches the runner itself, which stops what it started.
  return run(process.execPath, ["--import", "tsx", "scripts/scale/run.ts"], {
    ...process.env,
    SCALE_PROFILE: process.env.SCALE_PROFILE ?? "ci",
  });
}

/** Stops before any test when something a chosen suite needs is missing from the machine. */
function missingPrerequisites(): string[] {
  const missing: string[] = [];
  if (suites.includes("e2e")) {
    const browser = resolveBrowser();
    if (browser) process.env.CHROME_PATH = browser;
    else missing.push(NO_BROWSER_MESSAGE);
  }
  if (suites.includes("scale")) {
    const servers = missingServers();
    if (servers.length) missing.push(`The scale-out suite needs ${servers.join(" and ")}; install them with \`sudo apt-get install nginx redis-server\`.`);
  }
  return missing;
}

async function main() {
  const missing = missingPrerequisites();
  if (missing.length) {
    for (const line of missing) console.error(line);
    process.exit(1);
  }
  const results: { suite: Suite; code: number; seconds: number }[] = [];
  for (const suite of suites) {
    const started = Date.now();
    console.log(`\n━━━ ${suite} ━━━`);
    let code: number;
    try {
      code =
        suite === "e2e"
          ? await e2e()
          : suite === "scale"
            ? await scaleCiProfile()
            : suite === "reliability"
              ? await reliabilityCiProfile()
              : await run(bin("vitest"), ["run", "--project", suite], { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" });
    } catch (error) {
      console.error(`${suite} could not run: ${(error as Error).message}`);
      code = 1;
    }
    results.push({ suite, code, seconds: (Date.now() - started) / 1000 });
  }
  console.log("\n━━━ summary ━━━");
  for (const r of results) console.log(`${r.code === 0 ? "PASS" : "FAIL"}  ${r.suite.padEnd(12)} ${r.seconds.toFixed(1)} s`);
  const failed = results.filter((r) => r.code !== 0);
  console.log(failed.length ? `\n${failed.length} suite(s) failed.` : "\nAll suites passed.");
  process.exit(failed.length ? 1 : 0);
}

main();
