// A fresh, isolated database for one test suite: a new database on the server in DATABASE_URL
// (CI's PostgreSQL), else an in-memory PGlite. Never the developer's own data.
import pg from "pg";
import { startEmbeddedPostgres } from "./embedded-pg";
import { migrate } from "./migrate";

export interface TestDatabase {
  url: string;
  kind: "postgresql" | "pglite";
  drop(): Promise<void>;
}

export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  let database: TestDatabase;
  if (serverUrl) {
    const name = `studio_test_${label}_${process.pid}_${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = {
      url: url.toString(),
      kind: "postgresql",
      async drop() {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
        await client.end();
      },
    };
  } else {
    const embedded = await startEmbeddedPostgres({ maxConnections: 40 });
    database = { url: embedded.url, kind: "pglite", drop: () => embedded.stop() };
  }
  await migrate(database.url);
  return database;
}
