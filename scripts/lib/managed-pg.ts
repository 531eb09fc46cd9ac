// A throwaway PostgreSQL cluster owned by this process (initdb into a temp dir, pg_ctl on a free
// loopback port), so the reliability suite can stop and start the server (database outage) and the
// benchmarks can measure a real PostgreSQL. Only when the binaries exist; callers fall back otherwise.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, chown, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./embedded-pg";

const exec = promisify(execFile);

export interface ManagedPostgres {
  url: string;
  port: number;
  dataDir: string;
  /** Stops the server (fast shutdown: open connections are terminated). */
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

function findBinary(name: string): string | null {
  const candidates = [process.env.PG_BIN_DIR ? path.join(process.env.PG_BIN_DIR, name) : "", `/usr/local/bin/${name}`, `/usr/lib/postgresql/15/bin/${name}`, `/usr/lib/postgresql/16/bin/${name}`, `/usr/lib/postgresql/17/bin/${name}`];
  return candidates.find((c) => c && existsSync(c)) ?? null;
}

export function managedPostgresAvailable(): boolean {
  return Boolean(findBinary("initdb") && findBinary("pg_ctl"));
}

/** PostgreSQL refuses to run as root: run its binaries as the `postgres` user when we are root. */
async function runAsOwner(file: string, args: string[], owner: { uid: number; gid: number } | null): Promise<void> {
  if (owner) await exec("runuser", ["-u", "postgres", "--", file, ...args], { timeout: 60_000 });
  else await exec(file, args, { timeout: 60_000 });
}

async function postgresOwner(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const { stdout } = await exec("id", ["-u", "postgres"]).catch(() => ({ stdout: "" }));
  const { stdout: gid } = await exec("id", ["-g", "postgres"]).catch(() => ({ stdout: "" }));
  if (!stdout.trim()) throw new Error("running as root and there is no `postgres` user to run PostgreSQL as");
  return { uid: Number(stdout.trim()), gid: Number(gid.trim()) };
}

/** durable: keep fsync on (benchmarks); otherwise fsync/synchronous_commit off for speed (tests). */
export async function startManagedPostgres(options: { durable?: boolean } = {}): Promise<ManagedPostgres> {
  const initdb = findBinary("initdb");
  const pgCtl = findBinary("pg_ctl");
  if (!initdb || !pgCtl) throw new Error("initdb/pg_ctl not found");
  const owner = await postgresOwner();
  const root = await mkdtemp(path.join(os.tmpdir(), "studio-pg-"));
  const dataDir = path.join(root, "data");
  if (owner) await chown(root, owner.uid, owner.gid);
  await chmod(root, 0o700);
  await runAsOwner(initdb, ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", ...(options.durable ? [] : ["--no-sync"])], owner);
  const port = await freePort();
  const serverOptions = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${root} -c max_connections=100${options.durable ? "" : " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"}`;
  const start = () => runAsOwner(pgCtl, ["-D", dataDir, "-o", serverOptions, "-l", path.join(root, "server.log"), "-w", "-t", "30", "start"], owner);
  const halt = (mode: "fast" | "immediate") => runAsOwner(pgCtl, ["-D", dataDir, "-m", mode, "-w", "-t", "30", "stop"], owner);
  await start();
  let running = true;
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    port,
    dataDir,
    async pause() {
      await halt("fast");
      running = false;
    },
    async resume() {
      await start();
      running = true;
    },
    async stop() {
      if (running) await halt("immediate").catch(() => undefined);
      running = false;
      await rm(root, { recursive: true, force: true });
    },
  };
}
