// Debian's nginx on loopback, running deploy/nginx/studio.conf itself (its ${STUDIO_…} placeholders
// filled with our ports and temp paths), with its pid, logs, temp and cache files in a temp dir.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "./embedded-pg";

export const SITE_CONFIG = path.join(process.cwd(), "deploy", "nginx", "studio.conf");

export interface LocalNginx {
  baseUrl: string;
  port: number;
  dir: string;
  close(): Promise<void>;
}

export function findNginx(): string | null {
  return [process.env.NGINX_BIN, "/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((c): c is string => Boolean(c && existsSync(c))) ?? null;
}

/** deploy/nginx/studio.conf with its placeholders filled; throws if one is left or unknown. */
export async function renderSiteConfig(values: { listen: string; serverName: string; upstreams: string[]; cacheDir: string; accessLog?: string }): Promise<string> {
  const template = await readFile(SITE_CONFIG, "utf8");
  const byName: Record<string, string> = {
    STUDIO_LISTEN: values.listen,
    STUDIO_SERVER_NAME: values.serverName,
    STUDIO_UPSTREAMS: values.upstreams.map((u) => `server ${u} max_fails=3 fail_timeout=5s;`).join("\n    "),
    STUDIO_CACHE_DIR: values.cacheDir,
    STUDIO_ACCESS_LOG: values.accessLog ?? "/dev/null",
  };
  // Comment lines document the placeholders; only directives are filled in.
  return template
    .split("\n")
    .map((line) =>
      line.trimStart().startsWith("#")
        ? line
        : line.replace(/\$\{(STUDIO_[A-Z_]+)\}/g, (_, name: string) => {
            if (!(name in byName)) throw new Error(`unknown placeholder \${${name}} in ${SITE_CONFIG}`);
            return byName[name];
          }),
    )
    .join("\n");
}

export async function startNginx(options: { upstreams: string[]; serverName?: string; workers?: number; accessLog?: boolean }): Promise<LocalNginx> {
  const binary = findNginx();
  if (!binary) throw new Error("nginx not found (apt-get install nginx)");
  const dir = await mkdtemp(path.join(os.tmpdir(), "studio-nginx-"));
  // Workers run as `nobody` when we are root: they must reach the temp and cache directories.
  await chmod(dir, 0o755);
  for (const sub of ["cache", "temp", "logs"]) {
    await mkdir(path.join(dir, sub));
    await chmod(path.join(dir, sub), 0o777);
  }
  const port = await freePort();
  const site = await renderSiteConfig({
    listen: `127.0.0.1:${port}`,
    serverName: options.serverName ?? "localhost",
    upstreams: options.upstreams,
    cacheDir: path.join(dir, "cache"),
    accessLog: options.accessLog ? path.join(dir, "logs", "access.log") : "/dev/null",
  });
  await writeFile(path.join(dir, "studio.conf"), site);
  const mimeTypes = existsSync("/etc/nginx/mime.types") ? "include /etc/nginx/mime.types;" : "";
  const main = `
worker_processes ${options.workers ?? 1};
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 2048; }
http {
    ${mimeTypes}
    default_type application/octet-stream;
    access_log ${options.accessLog ? `${dir}/logs/access.log` : "off"};
    client_body_temp_path ${dir}/temp/body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
    sendfile on;
    keepalive_timeout 65;
    include ${dir}/studio.conf;
}
`;
  await writeFile(path.join(dir, "nginx.conf"), main);
  const args = ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "logs", "error.log"), "-g", "daemon off;"];
  const check = spawn(binary, [...args, "-t"], { stdio: ["ignore", "ignore", "pipe"] });
  let checkOutput = "";
  check.stderr?.on("data", (d) => (checkOutput += d));
  const checked = await new Promise<number>((r) => check.on("exit", (code) => r(code ?? 1)));
  if (checked !== 0) throw new Error(`nginx -t refused the rendered config:\n${checkOutput}`);
  const child: ChildProcess = spawn(binary, args, { stdio: ["ignore", "ignore", "inherit"] });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await fetch(`${baseUrl}/_nginx_probe`, { signal: AbortSignal.timeout(1_000) }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start (see ${dir}/logs/error.log)`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    port,
    dir,
    async close() {
      const alive = () => child.exitCode === null && child.signalCode === null;
      if (alive()) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGQUIT");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (alive()) child.kill("SIGKILL");
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
