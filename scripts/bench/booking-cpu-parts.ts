// Where a booking's CPU goes, step by step, in this process (no Next server): each step of
// POST /api/booking/create run N times in a row on a fresh seeded database, CPU per call from
// process.cpuUsage() (user + system, the pg driver's work included), beside Prisma's `SELECT 1`
// (what GET /api/health asks of the database). Complements `npm run bench:booking-cpu`, which measures
// the whole request in `next start` but cannot say which step costs what.
//   NODE_ENV=production npx tsx scripts/bench/booking-cpu-parts.ts   (RUNS=300; ONLY=<regex> of step names)
import "dotenv/config";
import Module from "node:module";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createTestDatabase } from "../lib/test-database";
import { seededDemoBooking } from "./samples";

// `server-only` throws outside Next's react-server condition (vitest aliases it the same way), and that
// condition breaks the client modules some domain files import: resolve it to an empty module.
Module.register(
  `data:text/javascript,${encodeURIComponent(`export async function resolve(specifier, context, next) {
    return specifier === "server-only" ? { url: "data:text/javascript,export {}", shortCircuit: true } : next(specifier, context);
  }`)}`,
);

async function main() {
  const database = await createTestDatabase("bench_parts");
  const scratch = await mkdtemp(path.join(os.tmpdir(), "bench-parts-"));
  Object.assign(process.env, { DATABASE_URL: database.url, DATABASE_POOL_MAX: "10", EMAIL_OUTBOX_DIR: path.join(scratch, "outbox"), ALLOW_DEV_CAPTCHA: "true", PUBLIC_FORM_RATE_LIMIT: "100000000" });
  const { createBooking } = await import("../../lib/bookings");
  const { bookingRequestSchema } = await import("../../lib/bookings/schema");
  const { readCatalogue } = await import("../../lib/bookings/sql");
  const { enforceRateLimit } = await import("../../lib/rate-limit");
  const { claimIdempotencyKey } = await import("../../lib/idempotency/sql");
  const { withIdempotency, claimInOtherStatement } = await import("../../lib/idempotency");
  const { bookingCatalogueSql } = await import("../../lib/bookings");
  const { deliverDueEmails } = await import("../../lib/notify");
  const { prisma, event, service } = await seededDemoBooking(database.url);
  const extra = await prisma.service.findFirst({ where: { category: "Additional" } });
  const date = event.eventStartDate.toISOString().slice(0, 10);
  const run = randomUUID().slice(0, 8);
  const body = (i: number) => ({
    competition: event.id,
    danceLevel: "amateur",
    selectedEventDays: [date],
    dayDetails: [{ date, services: service.id, danceStyle: ["latin"], additionalServices: extra ? [extra.id] : [] }],
    isParentOrGuardian: false,
    firstName: "Reliability",
    lastName: "Dancer",
    email: `parts-${run}-${i}@example.net`,
    phoneNumber: "555-010-2030",
    hairAtNight: "no",
    message: "",
    captchaToken: "dev-captcha-token",
  });
  const runs = Number(process.env.RUNS ?? 300);
  const { bookingReceiptEmail, bookingStudioNoticeEmail } = await import("../../lib/notify/templates/bookings/request");
  const { newBookingLink, bookingLinkUrl } = await import("../../lib/auth");
  const { newRowId } = await import("../../lib/bookings/create");
  const { requestFingerprint } = await import("../../lib/idempotency");
  const { phoneE164 } = await import("../../lib/text/phone-number");
  const { studioToday } = await import("../../lib/time");
  const sample = await createBooking(bookingRequestSchema.parse(body(-1)));
  const days = [{ date: new Date(`${date}T00:00:00.000Z`) }];
  const steps: [string, (i: number) => Promise<unknown> | unknown][] = [
    ["prisma $queryRaw SELECT 1 (health's query)", () => prisma.$queryRaw`SELECT 1`],
    ["JSON.parse + bookingRequestSchema.parse", (i) => bookingRequestSchema.parse(JSON.parse(JSON.stringify(body(i))))],
    ["enforceRateLimit", () => enforceRateLimit("booking-create", "10.77.0.2")],
    ["claimIdempotencyKey", (i) => claimIdempotencyKey("bench", `${run}-${i}`, "x".repeat(64))],
    ["readCatalogue", () => readCatalogue(event.id, [service.id])],
    [
      "enforceRateLimit + claim + catalogue, one statement",
      (i) => {
        const request = bookingRequestSchema.parse(body(i));
        const rider = claimInOtherStatement({ scope: "bench3", key: `${run}-r${i}`, request, alsoRead: bookingCatalogueSql(request) })!;
        return enforceRateLimit("booking-create", "10.77.0.3", rider);
      },
    ],
    ["requestFingerprint (sha256 of the request)", (i) => requestFingerprint(body(i))],
    ["studioToday (the studio zone's date)", () => studioToday(new Date())],
    ["phoneE164 (libphonenumber)", () => phoneE164("555-010-2030")],
    ["newRowId × 5", () => [1, 2, 3, 4, 5].map(newRowId)],
    ["newBookingLink", () => newBookingLink({ days })],
    ["bookingReceiptEmail (render)", () => bookingReceiptEmail(sample, bookingLinkUrl("x".repeat(43)))],
    ["bookingStudioNoticeEmail (render)", () => bookingStudioNoticeEmail(sample)],
    ["createBooking (catalogue, emails, insert)", (i) => createBooking(bookingRequestSchema.parse(body(i)))],
    // One booking's two emails per call (the createBooking step above left them pending).
    ["deliverDueEmails (2 emails, local files)", () => deliverDueEmails({ limit: 2 })],
    [
      "withIdempotency + createBooking + delivery",
      async (i) => {
        await withIdempotency({ scope: "bench2", key: `${run}-w${i}`, request: body(i) }, async (claim) => ({
          status: 201,
          body: await createBooking(bookingRequestSchema.parse(body(1_000_000 + i)), new Date(), { commitWith: (b) => claim.answerSql({ status: 201, body: { _id: b._id } }) }),
        }));
        await deliverDueEmails({ limit: 10 });
      },
    ],
  ];
  const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
  for (const [name, step] of steps.filter(([n]) => !only || only.test(n))) {
    for (let i = 0; i < 30; i += 1) await step(-1 - i - Math.floor(Math.random() * 1e9)); // warm-up
    const before = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < runs; i += 1) await step(i);
    const used = process.cpuUsage(before);
    console.log(`${name.padEnd(48)} ${((used.user + used.system) / 1000 / runs).toFixed(3)} ms CPU per call (${((performance.now() - started) / runs).toFixed(2)} ms wall)`);
  }
  await prisma.$disconnect();
  await database.drop();
  await rm(scratch, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
