// What the in-process benchmarks share: warm samples of one piece of work and their median and p95, and the
// demo studio seeded into a bench database with the booking form's first open competition and main service.

/** The middle sample (the upper one of an even count). */
export const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
/** The 95th percentile, nearest rank. */
export const p95 = (v: number[]) => [...v].sort((a, b) => a - b)[Math.ceil(v.length * 0.95) - 1];

/** `work` run `warmup + runs` times in a row; the milliseconds of the last `runs`. */
export async function warmSamples(work: () => Promise<unknown>, warmup: number, runs: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const t = process.hrtime.bigint();
    await work();
    if (i >= warmup) samples.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return samples;
}

/** Seeds the demo content into `databaseUrl` (DATABASE_URL must name it already) and returns the first open competition and a main service. */
export async function seededDemoBooking(databaseUrl: string) {
  const { createPrismaClient, getPrisma } = await import("../../lib/db/client");
  const { seed } = await import("../../prisma/seed-lib");
  const seeder = createPrismaClient(databaseUrl);
  await seed(seeder, { production: false, demo: true });
  await seeder.$disconnect();
  const prisma = getPrisma();
  const event = await prisma.event.findFirstOrThrow({ where: { eventEndDate: { gte: new Date() } }, orderBy: { eventStartDate: "asc" } });
  const service = await prisma.service.findFirstOrThrow({ where: { category: "Women" } });
  return { prisma, event, service };
}
