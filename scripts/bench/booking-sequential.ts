// 200 sequential booking creations through the domain function (validation, catalogue checks,
// one transaction with the two outbox rows) on a fresh database: p50/p99 in milliseconds.
// Uses DATABASE_URL's server when set, else the embedded PGlite.
import "dotenv/config";
import { createTestDatabase } from "../lib/test-database";
import { seededDemoBooking } from "./samples";

async function main() {
  const database = await createTestDatabase("bench_seq");
  process.env.DATABASE_URL = database.url;
  process.env.DATABASE_POOL_MAX = database.kind === "pglite" ? "1" : "10";
  const { createBooking } = await import("../../lib/bookings");
  const { bookingRequestSchema } = await import("../../lib/bookings/schema");
  const { prisma, event, service } = await seededDemoBooking(database.url);
  const date = event.eventStartDate.toISOString().slice(0, 10);
  const timings: number[] = [];
  const runs = Number(process.env.RUNS ?? 200);
  for (let i = 0; i < runs; i += 1) {
    const request = bookingRequestSchema.parse({
      competition: event.id,
      danceLevel: "amateur",
      selectedEventDays: [date],
      dayDetails: [{ date, services: service.id, danceStyle: ["latin"], additionalServices: [] }],
      firstName: `Bench${i}`,
      lastName: "Sequential",
      email: `bench${i}@example.net`,
      phoneNumber: "555-010-0000",
      hairAtNight: "no",
      captchaToken: "dev-captcha-token",
    });
    const started = performance.now();
    await createBooking(request);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const pct = (p: number) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))].toFixed(1);
  console.log(`${runs} sequential creates on ${database.kind}: p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${timings[timings.length - 1].toFixed(1)} ms`);
  await prisma.$disconnect();
  await database.drop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
