// "Forgot password?" answer time for a real staff address and an unknown one, alternating, on a fresh
// database: the answer (rate limits only; the account's work runs after it) against the same request
// done before answering, as it was. Median and p90 in milliseconds. DATABASE_URL's server, else PGlite.
import "dotenv/config";
import { createTestDatabase } from "../lib/test-database";

const PAIRS = Number(process.env.PAIRS ?? 24);

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(1);
  return `median ${at(0.5)} ms, p90 ${at(0.9)} ms`;
};

async function main() {
  const database = await createTestDatabase("bench_reset");
  process.env.DATABASE_URL = database.url;
  process.env.DATABASE_POOL_MAX = database.kind === "pglite" ? "1" : "10";
  const { getPrisma } = await import("../../lib/db/client");
  const { hashPassword } = await import("../../lib/auth/password");
  const { requestPasswordReset } = await import("../../lib/users/password-reset");
  const prisma = getPrisma();
  const passwordHash = await hashPassword("bench-password-2026");
  let ip = 0;
  const nextIp = () => `198.18.${Math.floor((ip += 1) / 250)}.${ip % 250}`;

  for (const mode of ["after the answer", "before the answer (as it was)"] as const) {
    const real: number[] = [];
    const unknown: number[] = [];
    const deferred: (() => Promise<void>)[] = [];
    for (let i = 0; i < PAIRS; i += 1) {
      const email = `bench-${mode.length}-${i}@example.org`;
      await prisma.user.create({ data: { email, firstName: "Bench", lastName: `Staff${i}`, passwordHash } });
      const pair = [[email, real], [`nobody-${mode.length}-${i}@example.org`, unknown]] as const;
      // Alternating which goes first, so neither always follows the account's creation or the other's work.
      for (const [address, into] of i % 2 === 0 ? pair : [...pair].reverse()) {
        const started = performance.now();
        if (mode === "after the answer") await requestPasswordReset(address, nextIp(), { afterResponse: (task) => void deferred.push(task) });
        else await requestPasswordReset(address, nextIp());
        into.push(performance.now() - started);
        // The deferred work runs between answers, as it would after each response, not during the next one.
        for (const task of deferred.splice(0)) await task();
      }
    }
    console.log(`${PAIRS} pairs, work ${mode}: real address ${stats(real)}; unknown address ${stats(unknown)}`);
  }
  await prisma.$disconnect();
  await database.drop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
