// `npm run test:reliability`: a production build on a fresh database, the real hCaptcha code path
// against a fake siteverify server and Resend against a fake Resend (both on 127.0.0.1), then the
// reliability suites in order. Prints a summary with numbers; exits non-zero on any failure.
// RELIABILITY_SKIP_BUILD=1 reuses .next; RELIABILITY_DB=pglite|postgresql|auto; RELIABILITY_ONLY=a,b,...
import "dotenv/config";
import { randomBytes } from "node:crypto";
import os from "node:os";
import { startApp, type AppServer } from "../lib/app-server";
import { concurrency } from "./suites/concurrency";
import { databaseOutage } from "./suites/db-outage";
import { dayOfLoad } from "./suites/day-of-load";
import { emailOutage } from "./suites/email-outage";
import { securityHeaders } from "./suites/headers";
import { hostile } from "./suites/hostile";
import { storedXss } from "./suites/xss";
import { adminLogin, runSuite, startFakeResendControl, startFakeSiteverify, type Context, type SuiteResult } from "./support";

const SUITES: [string, (ctx: Context) => Promise<SuiteResult>][] = [
  ["e", securityHeaders],
  ["a", concurrency],
  ["b", emailOutage],
  ["c", hostile],
  ["d", storedXss],
  ["f", databaseOutage],
  ["g", dayOfLoad],
];

let stopping: (() => Promise<void>) | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void (stopping?.() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  const only = process.env.RELIABILITY_ONLY?.split(",").map((s) => s.trim()).filter(Boolean);
  const unknown = (only ?? []).filter((id) => !SUITES.some(([known]) => known === id));
  if (only && (unknown.length || only.length === 0)) {
    console.error(`RELIABILITY_ONLY names ${unknown.length ? `unknown suites: ${unknown.join(", ")}` : "no suite"}; known: ${SUITES.map(([id]) => id).join(", ")}.`);
    return 1;
  }
  const started = Date.now();
  const resend = await startFakeResendControl();
  const hcaptcha = await startFakeSiteverify();
  const cronSecret = randomBytes(24).toString("base64url");
  let app: AppServer | undefined;
  const results: SuiteResult[] = [];
  try {
    app = await startApp({
      label: "reliability",
      databasePreference: process.env.RELIABILITY_DB ?? "auto",
      skipBuild: process.env.RELIABILITY_SKIP_BUILD === "1",
      quietServer: true,
      extraEnv: {
        ALLOW_DEV_CAPTCHA: "false",
        HCAPTCHA_SECRET_KEY: "0x0000000000000000000000000000000000000000",
        NEXT_PUBLIC_HCAPTCHA_SITE_KEY: "10000000-ffff-ffff-ffff-000000000001",
        HCAPTCHA_VERIFY_URL: `${hcaptcha.url}/siteverify`,
        RESEND_API_KEY: "re_reliability_fake_key",
        RESEND_BASE_URL: resend.url,
        CRON_SECRET: cronSecret,
        PUBLIC_FORM_RATE_LIMIT: "1000000",
      },
    });
    const running = app;
    stopping = () => running.close();
    console.log(`\n[reliability] app ${app.baseUrl} on ${app.database.kind}; fake siteverify ${hcaptcha.url}; fake Resend ${resend.url}`);
    const ctx: Context = { app, resend, hcaptcha, cronSecret, admin: await adminLogin(app.baseUrl) };
    for (const [id, suite] of SUITES) {
      if (only && !only.includes(id)) continue;
      results.push(await runSuite(`suite (${id})`, { crash: `(${id}) ${suite.name}`, seconds: "suite seconds" }, () => suite(ctx)));
    }
  } finally {
    await app?.close();
    await resend.close();
    await hcaptcha.close();
  }
  console.log("\n━━━ reliability summary ━━━");
  console.log(`machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, node ${process.version}; database: ${app?.database.kind}; ${new Date().toISOString()}`);
  for (const r of results) {
    console.log(`${r.status.toUpperCase().padEnd(4)}  ${r.name}`);
    for (const [k, v] of Object.entries(r.numbers)) console.log(`        ${k}: ${v}`);
    for (const note of r.notes.filter((n) => n.startsWith("skipped"))) console.log(`        ${note}`);
  }
  // A skipped suite checked nothing: it does not count as a pass.
  const failed = results.filter((r) => r.status !== "pass");
  if (results.length === 0) {
    console.log("\nNo suite ran.");
    return 1;
  }
  console.log(`\n${failed.length ? `${failed.length} suite(s) failed` : "All suites passed"} in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
