// Integration-test helpers: each test file starts from an empty database.
import { getPrisma } from "@/lib/db/client";

export async function resetDatabase(): Promise<void> {
  const prisma = getPrisma();
  const tables = await prisma.$queryRaw<{ tablename: string }[]>`
    SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`;
  if (tables.length === 0) return;
  await prisma.$executeRawUnsafe(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(", ")} CASCADE`);
}

export { getPrisma as testPrisma };
