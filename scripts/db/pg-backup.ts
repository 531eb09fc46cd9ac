// pg_dump / pg_restore around the app's database: timestamped custom-format backups with a
// retention count, and restores that only ever go into an empty database.
import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const exec = promisify(execFile);

/** pg_dump/pg_restore: PG_BIN_DIR, the newest Debian /usr/lib/postgresql/<n>/bin, else $PATH. */
export function findPgTool(name: "pg_dump" | "pg_restore"): string | null {
  if (process.env.PG_BIN_DIR) {
    const candidate = path.join(process.env.PG_BIN_DIR, name);
    return existsSync(candidate) ? candidate : null;
  }
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(path.join(root, v, "bin", name))) return path.join(root, v, "bin", name);
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  return null;
}

function requireTool(name: "pg_dump" | "pg_restore"): string {
  const tool = findPgTool(name);
  if (!tool) throw new Error(`${name} not found: install PostgreSQL's client tools (apt-get install postgresql-client) or set PG_BIN_DIR`);
  return tool;
}

const LIBPQ_PARAMS = new Set(["sslmode", "sslcert", "sslkey", "sslrootcert", "sslpassword", "application_name", "connect_timeout", "options", "target_session_attrs"]);

/** The connection URL without parameters libpq does not know (Prisma's `schema=`, `connection_limit=`, …). */
export function libpqUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  for (const key of [...url.searchParams.keys()]) if (!LIBPQ_PARAMS.has(key)) url.searchParams.delete(key);
  return url.toString();
}

export function databaseName(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, "")) || "postgres";
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");

export interface BackupResult {
  file: string;
  bytes: number;
  removed: string[];
}

/** Writes <dir>/studio-<db>-<UTC timestamp>.dump (pg_dump -Fc), then keeps the newest `keep` of them. */
export async function backupDatabase(databaseUrl: string, options: { dir: string; keep: number; now?: Date }): Promise<BackupResult> {
  if (!Number.isInteger(options.keep) || options.keep < 1) throw new Error(`BACKUP_KEEP must be a whole number ≥ 1 (got ${options.keep})`);
  const pgDump = requireTool("pg_dump");
  await mkdir(options.dir, { recursive: true });
  const prefix = `studio-${databaseName(databaseUrl).replace(/[^A-Za-z0-9_-]/g, "_")}-`;
  const file = path.join(options.dir, `${prefix}${stamp(options.now ?? new Date())}.dump`);
  const partial = `${file}.partial`;
  try {
    await exec(pgDump, ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`, `--dbname=${libpqUrl(databaseUrl)}`], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    await rm(partial, { force: true });
    throw new Error(`pg_dump failed: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`);
  }
  await rename(partial, file);
  // The timestamp sorts lexically; only complete backups of this database count toward retention.
  const ours = (await readdir(options.dir)).filter((f) => f.startsWith(prefix) && f.endsWith(".dump")).sort();
  const removed = ours.slice(0, Math.max(0, ours.length - options.keep)).map((f) => path.join(options.dir, f));
  for (const old of removed) await rm(old, { force: true });
  return { file, bytes: (await stat(file)).size, removed };
}

/** Tables, views, sequences and types outside the system schemas: zero means empty. */
export async function userObjectCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%' AND n.nspname NOT LIKE 'pg_temp%'`,
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

/** pg_restore of a custom-format backup into an empty database, in one transaction. */
export async function restoreDatabase(file: string, databaseUrl: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`backup file not found: ${file}`);
  const pgRestore = requireTool("pg_restore");
  const objects = await userObjectCount(databaseUrl);
  if (objects > 0) throw new Error(`refusing to restore into ${databaseName(databaseUrl)}: it is not empty (${objects} tables, sequences or other objects). Create an empty database and restore into that.`);
  try {
    await exec(pgRestore, ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${libpqUrl(databaseUrl)}`, file], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`pg_restore failed: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`);
  }
}
