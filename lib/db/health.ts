import { prisma } from "./client";

export async function databaseIsUp(timeoutMs = 2_000): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref?.());
  const probe = prisma.$queryRaw`SELECT 1`.then(
    () => true,
    () => false,
  );
  return Promise.race([probe, timeout]);
}
