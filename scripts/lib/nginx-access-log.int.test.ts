// deploy/nginx/studio.conf run by Debian's nginx in front of a stand-in upstream: the access log never
// holds a credential from a path (private links, "book again" references, reset links, calendar feeds)
// nor from a Referer, and ordinary requests are still logged as they came.
import { createServer, type Server } from "node:http";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./embedded-pg";
import { findNginx, startNginx, type LocalNginx } from "./nginx";

let upstream: Server;
let nginx: LocalNginx;

beforeAll(async () => {
  expect(findNginx(), "nginx is needed (apt-get install nginx)").not.toBeNull();
  const port = await freePort();
  upstream = createServer((_, response) => response.end("ok"));
  await new Promise<void>((resolve) => upstream.listen(port, "127.0.0.1", resolve));
  nginx = await startNginx({ upstreams: [`127.0.0.1:${port}`], accessLog: true });
});

afterAll(async () => {
  await nginx?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

const secret = (label: string) => `${label}${"x".repeat(43 - label.length)}`;

describe("the access log", () => {
  it("keeps no credential from a path or a Referer, and logs other requests as they came", async () => {
    const credentials = {
      booking: secret("BookingLinkToken"),
      link: secret("LinkApiToken"),
      again: "bookagainRef.signature_part",
      reset: secret("ResetToken"),
      feed: secret("FeedToken"),
    };
    const requests: [string, Record<string, string>?][] = [
      [`/booking/${credentials.booking}?deposit=paid`],
      [`/api/booking/link/${credentials.link}/calendar`],
      [`/api/booking/again/${credentials.again}`],
      [`/admin/reset-password/${credentials.reset}`],
      [`/api/calendar/feed/${credentials.feed}.ics`],
      ["/_next/static/chunks/app.js", { referer: `https://studio.example/admin/reset-password/${credentials.reset}` }],
      ["/about?from=home"],
    ];
    for (const [url, headers] of requests) expect((await fetch(`${nginx.baseUrl}${url}`, { headers })).status).toBe(200);
    // nginx writes a request's line once it has sent the answer, so the last one may land just after fetch returns.
    const readLog = () => readFile(path.join(nginx.dir, "logs", "access.log"), "utf8");
    await expect.poll(readLog, { timeout: 5_000 }).toContain('"GET /about?from=home HTTP/1.1" 200');
    const log = await readLog();
    for (const value of Object.values(credentials)) expect(log).not.toContain(value);
    expect(log).toContain('"GET /api/booking/again/[redacted] HTTP/1.1" 200');
    expect(log).toContain('"GET /admin/reset-password/[redacted] HTTP/1.1" 200');
    expect(log).toMatch(/"GET \/_next\/static\/chunks\/app\.js HTTP\/1\.1" 200 \d+ "\[redacted\]"/);
    expect(log).toContain('"GET /about?from=home HTTP/1.1" 200');
  });
});
