// The one Prisma client of the app. Only lib/<domain> modules import it.
import { PrismaPg } from "@prisma/adapter-pg";
import { serverEnv } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";

declare global {
  var __studioPrisma: PrismaClient | undefined;
}

export function createPrismaClient(connectionString = serverEnv().DATABASE_URL): PrismaClient {
  if (!connectionString) {
    throw new Error("DATABASE_URL is not set. Start the site with `npm run dev` or set DATABASE_URL.");
  }
  const env = serverEnv();
  const max = env.DATABASE_POOL_MAX;
  const adapter = new PrismaPg({
    connectionString,
    max,
    // Also the wait for a free pooled connection under a burst, so not too short (3 s turned 150 of
    // 500 concurrent bookings into 503s); a stopped server still fails at once with ECONNREFUSED.
    // A single-connection pool (embedded PGlite) queues longer.
    connectionTimeoutMillis: env.DATABASE_CONNECT_TIMEOUT_MS ?? (max === 1 ? 30_000 : 10_000),
    idleTimeoutMillis: 10_000,
    statement_timeout: 10_000,
  });
  return new PrismaClient({ adapter });
}

export function getPrisma(): PrismaClient {
  globalThis.__studioPrisma ??= createPrismaClient();
  return globalThis.__studioPrisma;
}

/** Lazily created so importing a domain module never requires a database. */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getPrisma();
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});
