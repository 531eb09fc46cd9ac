// A small reader of prisma/schema.prisma for the drift test: models, scalar fields with their
// PostgreSQL type and nullability, enums with mapped values, and the index names Prisma derives.
import { readFileSync } from "node:fs";

export interface ExpectedColumn {
  name: string;
  udt: string;
  nullable: boolean;
}
export interface ExpectedSchema {
  tables: Map<string, ExpectedColumn[]>;
  enums: Map<string, string[]>;
  indexes: Set<string>;
}

const SCALARS: Record<string, string> = {
  String: "text",
  Int: "int4",
  BigInt: "int8",
  Boolean: "bool",
  DateTime: "timestamp",
  Decimal: "numeric",
  Json: "jsonb",
  Bytes: "bytea",
  Float: "float8",
};
const NATIVE: Record<string, string> = { Timestamptz: "timestamptz", Date: "date", Decimal: "numeric", Text: "text" };

// A block ends at its closing brace on a line of its own: a brace inside a default ("{}") is not its end.
export function readPrismaSchema(file = "prisma/schema.prisma"): ExpectedSchema {
  const source = readFileSync(file, "utf8").replace(/\/\/.*$/gm, "");
  const enums = new Map<string, string[]>();
  for (const [, name, body] of source.matchAll(/enum\s+(\w+)\s*\{([\s\S]*?)\n\}/g)) {
    const values = body
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => line.match(/@map\("([^"]+)"\)/)?.[1] ?? line.split(/\s+/)[0]);
    enums.set(name, values);
  }
  const modelNames = new Set([...source.matchAll(/model\s+(\w+)\s*\{/g)].map((m) => m[1]));
  const tables = new Map<string, ExpectedColumn[]>();
  const indexes = new Set<string>();
  for (const [, model, body] of source.matchAll(/model\s+(\w+)\s*\{([\s\S]*?)\n\}/g)) {
    const columns: ExpectedColumn[] = [];
    for (const raw of body.split("\n")) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith("@@")) {
        const fields = line.match(/\[([^\]]*)\]/)?.[1].split(",").map((f) => f.trim().replace(/\(.*\)$/, "")) ?? [];
        if (line.startsWith("@@index")) indexes.add(`${model}_${fields.join("_")}_idx`);
        if (line.startsWith("@@unique")) indexes.add(`${model}_${fields.join("_")}_key`);
        if (line.startsWith("@@id")) indexes.add(`${model}_pkey`);
        continue;
      }
      const match = line.match(/^(\w+)\s+(\w+)(\[\])?(\?)?\s*(.*)$/);
      if (!match) continue;
      const [, name, type, list, optional, attributes] = match;
      if (modelNames.has(type)) continue; // relation field, no column
      const native = attributes.match(/@db\.(\w+)/)?.[1];
      let udt = enums.has(type) ? type : native && NATIVE[native] ? NATIVE[native] : SCALARS[type];
      if (!udt) throw new Error(`Unknown type ${type} in ${model}.${name}`);
      if (list) udt = `_${udt}`;
      columns.push({ name, udt, nullable: Boolean(optional) || Boolean(list) });
      if (/@id\b/.test(attributes)) indexes.add(`${model}_pkey`);
      if (/@unique\b/.test(attributes)) indexes.add(`${model}_${name}_key`);
    }
    tables.set(model, columns);
  }
  return { tables, enums, indexes };
}
