// PGlite served over TCP on loopback: the embedded PostgreSQL used when DATABASE_URL is unset.
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { mkdir } from "node:fs/promises";
import net from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function isPortFree(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** dataDir undefined → an in-memory database (tests). */
export async function startEmbeddedPostgres(options: { port?: number; dataDir?: string; maxConnections?: number } = {}): Promise<EmbeddedPostgres> {
  const port = options.port ?? (await freePort());
  if (!(await isPortFree(port))) {
    throw new Error(`Port ${port} on 127.0.0.1 is already in use; set PGLITE_PORT to a free port or stop the other process.`);
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // pg_trgm: the client list's part-of-name search index; Debian's server has it in postgresql-contrib.
  const db = options.dataDir ? await PGlite.create(options.dataDir, { extensions: { pg_trgm } }) : await PGlite.create({ extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, port, host: "127.0.0.1", maxConnections: options.maxConnections ?? 20 });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    port,
    async stop() {
      await server.stop().catch(() => undefined);
      await db.close().catch(() => undefined);
    },
  };
}
