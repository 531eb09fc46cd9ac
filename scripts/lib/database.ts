import pg from "pg";

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
