// deploy/nginx/studio.conf run by Debian's nginx in front of a stand-in upstream: a burst of anonymous
// capacity reads from one address is cut at the proxy (429, never reaching an instance) while the rest
// of the API is passed through untouched.
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./embedded-pg";
import { findNginx, startNginx, type LocalNginx } from "./nginx";

let upstream: Server;
let nginx: LocalNginx;
const reached: string[] = [];

beforeAll(async () => {
  expect(findNginx(), "nginx is needed (apt-get install nginx)").not.toBeNull();
  const port = await freePort();
  upstream = createServer((request, response) => {
    reached.push(request.url ?? "");
    response.end("ok");
  });
  await new Promise<void>((resolve) => upstream.listen(port, "127.0.0.1", resolve));
  nginx = await startNginx({ upstreams: [`127.0.0.1:${port}`] });
});

afterAll(async () => {
  await nginx?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

const burst = (path: string, count: number) => Promise.all(Array.from({ length: count }, () => fetch(`${nginx.baseUrl}${path}`).then((r) => r.status)));

describe("the capacity read's limit at the proxy", () => {
  it("answers 429 to a burst of capacity reads past 1 + 10 from one address, and passes another API path's burst through", async () => {
    const capacity = await burst("/api/events/evt1/capacity", 30);
    const passed = capacity.filter((s) => s === 200).length;
    // One per second plus a burst of ten; a second tick may fall inside the burst on a slow machine.
    expect(passed).toBeGreaterThanOrEqual(11);
    expect(passed).toBeLessThanOrEqual(13);
    expect(capacity.filter((s) => s === 429)).toHaveLength(30 - passed);
    expect(reached.filter((url) => url === "/api/events/evt1/capacity")).toHaveLength(passed);
    expect(await burst("/api/events/upcoming", 30)).toEqual(Array(30).fill(200));
  });
});
