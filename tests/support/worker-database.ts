// The database of one Vitest worker: on PostgreSQL a copy of the run's migrated template, made the first
// time a test file of this worker starts (one file runs at a time per worker, so there is no race within
// a worker; concurrent copies of one template are retried, as PostgreSQL allows one at a time).
import pg from "pg";

const COPY_ATTEMPTS = 20;

export async function workerDatabaseUrl(templateUrl: string, workerId: string): Promise<string> {
  const template = decodeURIComponent(new URL(templateUrl).pathname.slice(1));
  const name = `${template}_w${workerId.replace(/[^0-9a-z]/gi, "")}`;
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const server = new URL(templateUrl);
  server.pathname = "/postgres";
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      const { rowCount } = await client.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]);
      if (rowCount) break;
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        break;
      } catch (error) {
        // 55006: the template is being copied by another worker just now. 42P04: made meanwhile.
        const code = (error as { code?: string }).code;
        // 23505: made meanwhile, caught by the catalogue's unique index instead.
        if (code === "42P04" || code === "23505") break;
        if (code !== "55006" || attempt >= COPY_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  } finally {
    await client.end();
  }
  return url.toString();
}
