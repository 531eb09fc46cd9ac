// A throwaway Redis (Debian's redis-server) on a free loopback port with its files in a temp dir;
// stop() / start() simulate an outage, close() removes everything.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "./embedded-pg";

export interface LocalRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function findRedisServer(): string | null {
  return [process.env.REDIS_SERVER_BIN, "/usr/bin/redis-server", "/usr/local/bin/redis-server"].find((c): c is string => Boolean(c && existsSync(c))) ?? null;
}

async function pingOnce(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => done(data.toString().startsWith("+PONG")));
  });
}

export async function startRedis(): Promise<LocalRedis> {
  const binary = findRedisServer();
  if (!binary) throw new Error("redis-server not found (apt-get install redis-server)");
  const dir = await mkdtemp(path.join(os.tmpdir(), "studio-redis-"));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      binary,
      ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--save", "", "--appendonly", "no", "--daemonize", "no", "--logfile", path.join(dir, "redis.log"), "--pidfile", path.join(dir, "redis.pid"), "--notify-keyspace-events", "Exe"],
      { stdio: "ignore" },
    );
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (await pingOnce(port)) return;
      if (child.exitCode !== null || child.signalCode !== null) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`redis-server did not start on 127.0.0.1:${port} (log: ${path.join(dir, "redis.log")})`);
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((r) => running.once("exit", r));
    running.kill("SIGKILL"); // an outage, not a shutdown
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
