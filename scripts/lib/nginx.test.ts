import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { APP_KEEP_ALIVE_MS, nextStartArgs } from "./app-server";
import { renderSiteConfig } from "./nginx";

const directives = (config: string) =>
  config
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"))
    .join("\n");

describe("deploy/nginx/studio.conf rendered", () => {
  it("fills every placeholder with the instances, listen address and cache directory", async () => {
    const config = await renderSiteConfig({ listen: "127.0.0.1:8080", serverName: "studio.test", upstreams: ["127.0.0.1:3001", "127.0.0.1:3002"], cacheDir: "/tmp/studio-cache" });
    const body = directives(config);
    expect(body).not.toMatch(/\$\{STUDIO_/);
    expect(body).toContain("listen 127.0.0.1:8080;");
    expect(body).toContain("server_name studio.test;");
    expect(body.match(/server 127\.0\.0\.1:300[12] max_fails=3 fail_timeout=5s;/g)).toHaveLength(2);
    expect(body).toContain("proxy_cache_path /tmp/studio-cache/pages ");
  });

  it("appends the client address, micro-caches public pages and never caches admin, API or session requests", async () => {
    const body = directives(await renderSiteConfig({ listen: "80", serverName: "_", upstreams: ["127.0.0.1:3001"], cacheDir: "/c" }));
    expect(body).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    const location = (path: string) => body.slice(body.indexOf(`location ${path} {`), body.indexOf("}", body.indexOf(`location ${path} {`)));
    const pages = location("/");
    for (const directive of ["proxy_cache studio_pages;", "proxy_cache_valid 200 301 302 404 1s;", "proxy_cache_lock on;", "proxy_cache_use_stale updating", "proxy_no_cache $studio_private_request $studio_private_response;", "proxy_cache_bypass $studio_private_request;"]) {
      expect(pages, directive).toContain(directive);
    }
    for (const path of ["/admin", "/api/"]) {
      expect(location(path)).not.toContain("proxy_cache ");
      expect(location(path)).toContain("proxy_no_cache 1;");
    }
    expect(location("/_next/static/")).toContain("proxy_cache studio_static;");
    expect(body).toMatch(/"~\(\^\|;\)\\s\*\(__Secure-\)\?next-auth\\\.session-token" 1;/);
    expect(body).toContain('"0:" 0;');
  });
});

describe("keep-alive between nginx and the app", () => {
  it("nginx closes an idle upstream connection before the app does, and every way of starting the app agrees", async () => {
    const body = directives(await renderSiteConfig({ listen: "80", serverName: "_", upstreams: ["127.0.0.1:3001"], cacheDir: "/c" }));
    const upstream = body.slice(body.indexOf("upstream studio_app {"), body.indexOf("}", body.indexOf("upstream studio_app {")));
    const nginxSeconds = Number(upstream.match(/keepalive_timeout (\d+)s;/)?.[1]);
    expect(nginxSeconds * 1000).toBeLessThan(APP_KEEP_ALIVE_MS);
    const unit = await readFile("deploy/systemd/studio@.service", "utf8");
    expect(unit.match(/^ExecStart=.* --keepAliveTimeout (\d+)$/m)?.[1]).toBe(String(APP_KEEP_ALIVE_MS));
    const scripts = JSON.parse(await readFile("package.json", "utf8")).scripts as Record<string, string>;
    expect(scripts.start).toContain(`--keepAliveTimeout ${APP_KEEP_ALIVE_MS}`);
    expect(nextStartArgs(3001).join(" ")).toContain(`--keepAliveTimeout ${APP_KEEP_ALIVE_MS}`);
  });
});
