import type { TestProject } from "vitest/node";
import pg from "pg";
import { createTestDatabase } from "../../scripts/lib/test-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated database: on PostgreSQL the template each worker clones (tests/support/worker-database.ts). */
    databaseUrl: string;
    databaseKind: "postgresql" | "pglite";
  }
}

/**
 * One migrated database for the run. On PostgreSQL each Vitest worker works in its own copy of it
 * (CREATE DATABASE … TEMPLATE, a file copy, ~100 ms), so test files run in parallel without sharing rows;
 * the copies are dropped with the template at the end.
 */
export default async function setup(project: TestProject) {
  const database = await createTestDatabase("integration");
  project.provide("databaseUrl", database.url);
  project.provide("databaseKind", database.kind);
  return async () => {
    if (database.kind === "postgresql") await dropWorkerCopies(database.url);
    await database.drop();
  };
}

async function dropWorkerCopies(templateUrl: string): Promise<void> {
  const template = decodeURIComponent(new URL(templateUrl).pathname.slice(1));
  const server = new URL(templateUrl);
  server.pathname = "/postgres";
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE starts_with(datname, $1)`, [`${template}_w`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
  } finally {
    await client.end();
  }
}
