import type { TestProject } from "vitest/node";
import { createTestDatabase } from "../../scripts/lib/test-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: "postgresql" | "pglite";
  }
}

export default async function setup(project: TestProject) {
  const database = await createTestDatabase("integration");
  project.provide("databaseUrl", database.url);
  project.provide("databaseKind", database.kind);
  return () => database.drop();
}
