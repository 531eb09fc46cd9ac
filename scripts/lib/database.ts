import pg from "pg";

/** Runs `work` on a connection of its own to `url`, ended afterwards. */
export async function withPgClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** One clear sentence instead of a stack trace when DATABASE_URL cannot be reached. */
export async function assertDatabaseReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    const host = (() => {
      try {
        const parsed = new URL(url);
        return `${parsed.hostname}:${parsed.port || 5432}`;
      } catch {
        return "the configured host";
      }
    })();
    throw new Error(`Cannot reach the PostgreSQL server in DATABASE_URL (${host}): ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
