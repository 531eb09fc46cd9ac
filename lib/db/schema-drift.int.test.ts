// The hand-written migrations and schema.prisma must describe the same database.
import { beforeAll, describe, expect, it } from "vitest";
import { testPrisma } from "@/tests/support/db";
import { readPrismaSchema, type ExpectedSchema } from "@/tests/support/prisma-schema";

let expected: ExpectedSchema;
let columns: { table_name: string; column_name: string; udt_name: string; is_nullable: string }[];

beforeAll(async () => {
  expected = readPrismaSchema();
  columns = await testPrisma().$queryRaw`
    SELECT table_name, column_name, udt_name, is_nullable FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' ORDER BY table_name, ordinal_position`;
});

describe("migrated database matches schema.prisma", () => {
  it("has exactly the tables of the schema", () => {
    const actual = [...new Set(columns.map((c) => c.table_name))].sort();
    expect(actual).toEqual([...expected.tables.keys()].sort());
  });

  it("has every column with the right type and nullability, and no extra columns", () => {
    for (const [table, fields] of expected.tables) {
      const actual = columns
        .filter((c) => c.table_name === table)
        .map((c) => ({ name: c.column_name, udt: c.udt_name, nullable: c.is_nullable === "YES" }));
      expect(actual.sort((a, b) => a.name.localeCompare(b.name)), table).toEqual([...fields].sort((a, b) => a.name.localeCompare(b.name)));
    }
  });

  it("has every enum with the same values in the same order", async () => {
    const rows = await testPrisma().$queryRaw<{ typname: string; labels: string[] }[]>`
      SELECT t.typname, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text[] AS labels
      FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`;
    const actual = new Map(rows.map((r) => [r.typname, r.labels]));
    expect([...actual.keys()].sort()).toEqual([...expected.enums.keys()].sort());
    for (const [name, values] of expected.enums) expect(actual.get(name), name).toEqual(values);
  });

  it("has every index and unique constraint the schema declares", async () => {
    const rows = await testPrisma().$queryRaw<{ indexname: string }[]>`
      SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`;
    expect(rows.map((r) => r.indexname).sort()).toEqual([...expected.indexes].sort());
  });

  it("records applied migrations in Prisma's own table", async () => {
    const rows = await testPrisma().$queryRaw<{ migration_name: string; checksum: string }[]>`
      SELECT migration_name, checksum FROM "_prisma_migrations"`;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
  });
});
