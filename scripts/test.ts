// `npm test`: static (tsc --noEmit, eslint) → unit → integration (fresh database, files in parallel on
// PostgreSQL) → e2e (production build on a fresh, seeded database, Chromium per scripts/lib/browser.ts) →
// scale (reduced profile, same build) beside reliability (same build).
// Prints a summary and exits non-zero on any failure.
import "dotenv/config";
import { randomBytes } from "node:crypto";
import { copyFile, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { NO_BROWSER_MESSAGE, resolveBrowser } from "./lib/browser";
import { buildApp, buildExists, forgetCachedData, run, runBuffered, seedDemo, startNextInstance, type NextInstance } from "./lib/app-server";
import { freePort } from "./lib/embedded-pg";
import { missingServers } from "./scale/cluster";
import { createTestDatabase } from "./lib/test-database";
import { startFakeTwilio, TEST_TWILIO } from "../tests/support/fakes/twilio";

type Suite = "static" | "unit" | "integration" | "e2e" | "scale" | "reliability";
const args = process.argv.slice(2);
const only = args.includes("--only") ? (args[args.indexOf("--only") + 1] as Suite) : undefined;
const suites: Suite[] = only ? [only] : ["static", "unit", "integration", "e2e", "scale", "reliability"];
const bin = (name: string) => path.join(process.cwd(), "node_modules", ".bin", name);

/** Lines for the summary: each e2e test that failed, or passed only on its retry, with its first error line. */
const e2eNotes: string[] = [];

/** The slowest e2e tests of the run (seconds, label), for the summary: where the suite's time goes. */
const e2eSlowest: { seconds: number; label: string }[] = [];

interface PwSuite { title: string; file?: string; specs?: { title: string; file: string; line: number; tests: { status: string; results: { duration?: number; error?: { message?: string } }[] }[] }[]; suites?: PwSuite[] }

/** Reads Playwright's JSON report (reporter "json", E2E_JSON_REPORT) into e2eNotes. */
async function noteE2eResults(reportFile: string): Promise<void> {
  let report: { suites?: PwSuite[] };
  try {
    report = JSON.parse(await readFile(reportFile, "utf8"));
  } catch {
    return;
  }
  const firstLine = (message?: string) => (message ?? "").replace(/\u001b\[[0-9;]*m/g, "").split("\n").find((l) => l.trim())?.trim().slice(0, 200) ?? "";
  const walk = (suite: PwSuite, titles: string[]) => {
    const path = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, r) => sum + (r.duration ?? 0), 0);
        e2eSlowest.push({ seconds: ms / 1000, label: `tests/e2e/${spec.file}:${spec.line} › ${spec.title}` });
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const error = test.results.find((r) => r.error)?.error?.message;
        const label = test.status === "flaky" ? "flaky (passed on retry)" : "FAILED";
        e2eNotes.push(`  ${label}: tests/e2e/${spec.file}:${spec.line} › ${[...path, spec.title].join(" › ")}`);
        if (error) e2eNotes.push(`      ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  e2eSlowest.sort((a, b) => b.seconds - a.seconds).splice(10);
}

async function e2e(): Promise<number> {
  const database = await createTestDatabase("e2e");
  const scratch = await mkdtemp(path.join(os.tmpdir(), "studio-e2e-"));
  const port = Number(process.env.E2E_PORT ?? (await freePort()));
  const webhookSecret = `whsec_${randomBytes(24).toString("base64")}`;
  // Texts go through the real Twilio SDK to a loopback fake; tests sign inbound webhooks with its auth token.
  const twilioFake = await startFakeTwilio();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: database.kind === "pglite" ? "1" : "10",
    NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    // Plain HTTP on loopback: a production server refuses it without this opt-out (lib/env.ts).
    ALLOW_INSECURE_HTTP: "true",
    PORT: String(port),
    ALLOW_DEV_CAPTCHA: "true",
    // Deposits through the local payment page (no Stripe keys in tests).
    ALLOW_LOCAL_PAYMENTS: "true",
    EMAIL_OUTBOX_DIR: path.join(scratch, "outbox"),
    UPLOAD_DIR: path.join(scratch, "uploads"),
    NEXT_TELEMETRY_DISABLED: "1",
    E2E_BASE_URL: `http://127.0.0.1:${port}`,
    E2E_DATABASE_URL: database.url,
    // The delivery webhook is verified like Resend's; tests sign events with the same secret.
    RESEND_WEBHOOK_SECRET: webhookSecret,
    TWILIO_ACCOUNT_SID: TEST_TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: TEST_TWILIO.authToken,
    TWILIO_FROM: TEST_TWILIO.from,
    TWILIO_API_BASE: twilioFake.url,
    E2E_JSON_REPORT: path.join(scratch, "e2e-report.json"),
  };
  let server: NextInstance | undefined;
  try {
    await seedDemo(database.url, env.UPLOAD_DIR);
    if (process.env.E2E_SKIP_BUILD !== "1") await buildApp(typesChecked ? { ...env, STUDIO_TYPES_CHECKED: "1" } : env);
    else await forgetCachedData();
    // The server runs as if its wall clock had been stepped ahead after it started (tests/support/wall-clock-ahead.cjs).
    const clockAhead = `--require=${JSON.stringify(path.join(process.cwd(), "tests", "support", "wall-clock-ahead.cjs"))}`;
    server = await startNextInstance({ ...env, NODE_OPTIONS: [process.env.NODE_OPTIONS, clockAhead].filter(Boolean).join(" ") }, { port, healthTimeoutMs: 60_000 });
    const code = await run(bin("playwright"), ["test", ...args.filter((a) => a.startsWith("tests/") || a.startsWith("--grep") || a.startsWith("--repeat-each"))], env);
    await noteE2eResults(env.E2E_JSON_REPORT!);
    // E2E_REPORT_COPY=<file> keeps Playwright's JSON report (every test's duration) after the run.
    if (process.env.E2E_REPORT_COPY) await copyFile(env.E2E_JSON_REPORT!, process.env.E2E_REPORT_COPY).catch(() => undefined);
    return code;
  } finally {
    await server?.stop();
    await twilioFake.close();
    await database.drop();
    await rm(scratch, { recursive: true, force: true });
  }
}

/** How a suite's command is started: `run` (output as it comes) or `runBuffered` (output when it ends). */
type Runner<T> = (command: string, args: string[], env: NodeJS.ProcessEnv) => Promise<T>;

/** Failed vitest tests per suite, for the summary. */
const vitestNotes = new Map<Suite, string[]>();

/**
 * The vitest projects each suite runs: the unit suite includes the component tests (jsdom); each project
 * comes with its `-mocks` twin (vitest.config.ts).
 */
const VITEST_PROJECTS: Partial<Record<Suite, string[]>> = { unit: ["unit*", "component*"], integration: ["integration*"] };

/** `vitest run --project <project>…`, with a JSON report whose failures go into the summary. */
async function vitest(suite: Suite): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "studio-vitest-"));
  const reportFile = path.join(dir, "report.json");
  const projects = (VITEST_PROJECTS[suite] ?? [suite]).flatMap((project) => ["--project", project]);
  try {
    const code = await run(bin("vitest"), ["run", ...projects, "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`], { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" });
    try {
      const report = JSON.parse(await readFile(reportFile, "utf8")) as { testResults?: { name: string; message?: string; status?: string; assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[] }[] };
      const notes: string[] = [];
      for (const file of report.testResults ?? []) {
        const name = path.relative(process.cwd(), file.name);
        const failed = (file.assertionResults ?? []).filter((a) => a.status === "failed");
        for (const a of failed) notes.push(`  FAILED: ${name} › ${a.fullName}`, `      ${(a.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 200)}`);
        if (!failed.length && file.status === "failed") notes.push(`  FAILED: ${name}`, `      ${(file.message ?? "").split("\n")[0].slice(0, 200)}`);
      }
      vitestNotes.set(suite, notes);
    } catch {
      // no report (vitest could not start): its own output says why
    }
    return code;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The reduced reliability profile that runs with every `npm test` (the full one is
 * `npm run test:reliability`): security headers, concurrent bookings through the real hCaptcha
 * code path with Idempotency-Key replays, 1,000 generated hostile requests, and the day-of surfaces under
 * load (health while capacity reads and plans run, one session's streams capped). It starts the e2e
 * suite's build when there is one: its suites speak HTTP only, and the server reads the captcha keys
 * at run time (only the browser's widget has the site key inlined, and no suite opens a page in a browser).
 */
function reliabilityCiProfile<T>(runner: Runner<T>): Promise<T> {
  return runner(bin("tsx"), ["scripts/reliability/run.ts"], {
    ...process.env,
    RELIABILITY_SKIP_BUILD: process.env.RELIABILITY_SKIP_BUILD ?? (buildExists() ? "1" : "0"),
    RELIABILITY_ONLY: process.env.RELIABILITY_ONLY ?? "e,a,c,g",
    RELIABILITY_CONCURRENT: process.env.RELIABILITY_CONCURRENT ?? (process.env.DATABASE_URL ? "200" : "50"),
    RELIABILITY_HOSTILE: process.env.RELIABILITY_HOSTILE ?? "1000",
    RELIABILITY_DB: process.env.RELIABILITY_DB ?? (process.env.DATABASE_URL ? "auto" : "pglite"),
  });
}

/**
 * The reduced scale-out profile (the full one is `npm run test:scale`): two instances of the e2e
 * build behind deploy/nginx/studio.conf with Redis, checks (a)–(f); builds only if .next is missing.
 */
function scaleCiProfile<T>(runner: Runner<T>): Promise<T> {
  // node --import tsx, not the tsx CLI: a signal reaches the runner itself, which stops what it started.
  return runner(process.execPath, ["--import", "tsx", "scripts/scale/run.ts"], {
    ...process.env,
    SCALE_PROFILE: process.env.SCALE_PROFILE ?? "ci",
  });
}

/**
 * The scale-out and reliability profiles side by side: each has its own database, ports, servers and fakes (the
 * scale instances keep their cache in their own Redis), and each spends most of its time waiting on its servers
 * (a machine about half busy with either alone). Each one's output is written in one piece when it ends. Only
 * on an existing build: either would otherwise build one of its own, the two into the same .next.
 */
async function scaleBesideReliability(): Promise<{ suite: Suite; code: number; seconds: number }[]> {
  const started = Date.now();
  console.log("\n━━━ scale and reliability, side by side (each one's output when it ends) ━━━");
  const side = async (suite: Suite, profile: typeof scaleCiProfile) => {
    let outcome: { code: number; output: string };
    try {
      outcome = await profile(runBuffered);
    } catch (error) {
      outcome = { code: 1, output: `${suite} could not run: ${(error as Error).message}\n` };
    }
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(`\n━━━ ${suite} (${seconds.toFixed(1)} s) ━━━\n${outcome.output}`);
    return { suite, code: outcome.code, seconds };
  };
  return Promise.all([side("scale", scaleCiProfile), side("reliability", reliabilityCiProfile)]);
}

/** Set when this run's static suite type-checked the tree: the e2e build then skips its own type check. */
let typesChecked = false;

/**
 * The types (`next typegen` for the routes' types, then `tsc --noEmit`: everything `next build` checks) and
 * the lint rules (`eslint .`, warnings included): both run, either fails the suite. tsc and eslint are each
 * one thread, so they run side by side (the suite takes the longer of the two, not their sum).
 */
async function staticChecks(): Promise<number> {
  const lint = run(bin("eslint"), [".", "--max-warnings=0"], process.env);
  const routeTypes = await run(bin("next"), ["typegen"], process.env);
  const types = routeTypes || (await run(bin("tsc"), ["--noEmit", "-p", "."], process.env));
  typesChecked = types === 0;
  return types || (await lint);
}

/** Stops before any test when something a chosen suite needs is missing from the machine. */
function missingPrerequisites(): string[] {
  const missing: string[] = [];
  if (suites.includes("e2e")) {
    const browser = resolveBrowser("tests");
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
  const runStarted = Date.now();
  for (const suite of suites) {
    if (suite === "reliability" && results.some((r) => r.suite === "reliability")) continue;
    if (suite === "scale" && suites.includes("reliability") && buildExists()) {
      results.push(...(await scaleBesideReliability()));
      continue;
    }
    const started = Date.now();
    console.log(`\n━━━ ${suite} ━━━`);
    let code: number;
    try {
      code =
        suite === "static"
          ? await staticChecks()
          : suite === "e2e"
          ? await e2e()
          : suite === "scale"
            ? await scaleCiProfile(run)
            : suite === "reliability"
              ? await reliabilityCiProfile(run)
              : await vitest(suite);
    } catch (error) {
      console.error(`${suite} could not run: ${(error as Error).message}`);
      code = 1;
    }
    results.push({ suite, code, seconds: (Date.now() - started) / 1000 });
  }
  console.log("\n━━━ summary ━━━");
  for (const r of results) {
    console.log(`${r.code === 0 ? "PASS" : "FAIL"}  ${r.suite.padEnd(12)} ${r.seconds.toFixed(1)} s`);
    for (const line of r.suite === "e2e" ? e2eNotes : (vitestNotes.get(r.suite) ?? [])) console.log(line);
    if (r.suite === "e2e") for (const t of e2eSlowest) console.log(`      ${t.seconds.toFixed(1).padStart(6)} s  ${t.label}`);
  }
  console.log(`      ${"total".padEnd(12)} ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
  const failed = results.filter((r) => r.code !== 0);
  console.log(failed.length ? `\n${failed.length} suite(s) failed.` : "\nAll suites passed.");
  process.exit(failed.length ? 1 : 0);
}

main();
