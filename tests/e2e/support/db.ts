// Direct reads of the e2e database, to assert what was (or was not) stored, and writes of rows a spec sets up.
import type pg from "pg";
import { withPgClient } from "../../../scripts/lib/database";

/** Runs `work` on a connection of its own to the e2e database, ended afterwards. */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set (run the e2e suite through npm test)");
  return withPgClient(url, work);
}

export async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  return withDatabase(async (client) => (await client.query<T>(sql, params)).rows);
}

/** The advisory lock of the studio-wide deposit settings (one row every spec that turns deposits on shares). */
const DEPOSIT_SETTINGS_LOCK = 340_034;

/**
 * Runs `body` while holding the deposit settings' lock: specs in other workers that turn deposits on
 * and off wait their turn instead of switching them under each other's feet. Ending the session
 * afterwards releases the lock.
 */
export async function withDepositSettingsLock<T>(body: () => Promise<T>): Promise<T> {
  return withDatabase(async (client) => {
    await client.query("SELECT pg_advisory_lock($1)", [DEPOSIT_SETTINGS_LOCK]);
    return await body();
  });
}
