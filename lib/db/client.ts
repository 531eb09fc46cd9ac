// The one Prisma client of the app, and the `pg` pool under it. Only lib/<domain> modules import them.
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { parseDateOnly } from "./date-only";
import { serverEnv } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";

declare global {
  var __studioPrisma: PrismaClient | undefined;
  var __studioPgPools: WeakMap<PrismaClient, pg.Pool> | undefined;
}

export function createPrismaClient(connectionString = serverEnv().DATABASE_URL): PrismaClient {
  if (!connectionString) {
    throw new Error("DATABASE_URL is not set. Start the site with `npm run dev` or set DATABASE_URL.");
  }
  const env = serverEnv();
  const max = env.DATABASE_POOL_MAX;
  const pool = new pg.Pool({
    connectionString,
    max,
    // Also the wait for a free pooled connection under a burst, so not too short (3 s turned 150 of
    // 500 concurrent bookings into 503s); a stopped server still fails at once with ECONNREFUSED.
    // A single-connection pool (embedded PGlite) queues longer.
    connectionTimeoutMillis: env.DATABASE_CONNECT_TIMEOUT_MS ?? (max === 1 ? 30_000 : 10_000),
    idleTimeoutMillis: 10_000,
    statement_timeout: 10_000,
  });
  const client = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(client, pool);
  return client;
}

/**
 * Each client's pool, for the hot raw statements: a public form's few statements and the feed's
 * thousands of rows, where Prisma's raw-query runtime (parameter and result mapping) cost more CPU than
 * the statement itself.
 */
// On globalThis like the client itself: Next bundles this module more than once (route handlers, pages),
// and the client one copy made must find its pool from any other copy.
const pools: WeakMap<PrismaClient, pg.Pool> = (globalThis.__studioPgPools ??= new WeakMap());

/**
 * Rows of one raw statement straight from the `pg` pool Prisma itself uses (same connections and
 * limits), skipping the ORM's per-value result mapping. Types are pg's: timestamptz → Date, int → number,
 * bigint and numeric → string, arrays → arrays. Not inside a Prisma transaction.
 */
export async function rawRows<T extends object>(sql: { text: string; values: unknown[] }): Promise<T[]> {
  return (await poolOf(getPrisma()).query<T>({ text: sql.text, values: sql.values, types: RAW_TYPES })).rows;
}

const TIMESTAMPTZ = pg.types.builtins.TIMESTAMPTZ;
const parseTimestamptzSlowly = pg.types.getTypeParser(TIMESTAMPTZ, "text") as (text: string) => Date;

/**
 * timestamptz as a UTC session prints it ("2027-01-04 12:00:00.123+00"), read by arithmetic; anything
 * else (another session zone, years before 1000, BC, infinity) by pg's own parser. pg's regex-based
 * parser was 6 % of a cold calendar feed (four timestamps on each of thousands of rows).
 */
export function parseTimestamptz(text: string): Date {
  if (text.length >= 22 && text.endsWith("+00") && text[0] !== "0" && text[4] === "-" && text[10] === " " && (text.length === 22 || text[19] === ".")) {
    const fraction = text.length === 22 ? 0 : Number(text.slice(20, -3).padEnd(3, "0").slice(0, 3));
    const ms = Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)), Number(text.slice(11, 13)), Number(text.slice(14, 16)), Number(text.slice(17, 19)), fraction);
    if (Number.isFinite(ms)) return new Date(ms);
  }
  return parseTimestamptzSlowly(text);
}

const DATE = pg.types.builtins.DATE;

const RAW_TYPES = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    format === "binary" ? pg.types.getTypeParser(oid, format) : oid === TIMESTAMPTZ ? parseTimestamptz : oid === DATE ? parseDateOnly : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** One raw statement through the same pool; answers how many rows it changed (as $executeRaw does). */
export async function rawExecute(sql: { text: string; values: unknown[] }): Promise<number> {
  return (await poolOf(getPrisma()).query(sql.text, sql.values)).rowCount ?? 0;
}

function poolOf(client: PrismaClient): pg.Pool {
  const pool = pools.get(client);
  if (!pool) throw new Error("Raw statements need a client made by createPrismaClient.");
  return pool;
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
