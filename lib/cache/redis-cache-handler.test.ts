import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Stand-ins for the two connections the handler watches: ours (redis createClient) and the package's.
const watcher = { isReady: true, on: vi.fn(), connect: vi.fn(async () => undefined) };
const inner = {
  client: { isReady: true },
  get: vi.fn(async (): Promise<unknown> => ({ value: "cached" })),
  set: vi.fn(async () => undefined),
  revalidateTag: vi.fn(async () => undefined),
  resetRequestCache: vi.fn(),
};

vi.mock("redis", () => ({ createClient: () => watcher }));
vi.mock("@trieb.work/nextjs-turbo-redis-cache", () => ({
  RedisStringsHandler: function RedisStringsHandler() {
    return inner;
  },
}));

/** A new module instance each time: the handler keeps one shared state per process. */
async function freshHandler() {
  vi.resetModules();
  const { default: ResilientRedisCacheHandler } = await import("./redis-cache-handler.mjs");
  return new ResilientRedisCacheHandler({});
}

beforeEach(() => {
  process.env.REDIS_URL = "redis://127.0.0.1:6379/0";
  watcher.isReady = true;
  inner.client.isReady = true;
  vi.clearAllMocks();
});
afterEach(() => {
  delete process.env.REDIS_URL;
});

describe("the Redis cache handler wrapper", () => {
  it("passes reads, writes and tag invalidations through while Redis answers", async () => {
    const handler = await freshHandler();
    expect(await handler.get("k", {})).toEqual({ value: "cached" });
    await handler.set("k", { v: 1 }, {});
    await handler.revalidateTag(["content:page_home"], { expire: 0 });
    expect(inner.set).toHaveBeenCalledTimes(1);
    expect(inner.revalidateTag).toHaveBeenCalledWith(["content:page_home"], { expire: 0 });
  });

  it("is a cache miss and skips writes while Redis is down, without calling it", async () => {
    const handler = await freshHandler();
    watcher.isReady = false;
    expect(await handler.get("k", {})).toBeNull();
    await handler.set("k", { v: 1 }, {});
    expect(inner.get).not.toHaveBeenCalled();
    expect(inner.set).not.toHaveBeenCalled();
  });

  it("turns a failing or hanging Redis call into a miss", async () => {
    const handler = await freshHandler();
    inner.get.mockRejectedValueOnce(new Error("connection reset"));
    expect(await handler.get("k", {})).toBeNull();
    vi.useFakeTimers();
    inner.get.mockImplementationOnce(() => new Promise(() => undefined));
    const pending = handler.get("k", {});
    await vi.advanceTimersByTimeAsync(1_100);
    expect(await pending).toBeNull();
    vi.useRealTimers();
  });

  it("keeps tag invalidations made while either connection is down and replays them once Redis is back", async () => {
    const handler = await freshHandler();
    inner.client.isReady = false; // the package's own connection is still reconnecting
    await handler.revalidateTag("services");
    watcher.isReady = false;
    await handler.revalidateTag(["content:page_home"], { expire: 0 });
    expect(inner.revalidateTag).not.toHaveBeenCalled();
    watcher.isReady = true;
    inner.client.isReady = true;
    await handler.get("k", {});
    expect(inner.revalidateTag).toHaveBeenCalledTimes(1);
    expect(inner.revalidateTag).toHaveBeenCalledWith(["services", "content:page_home"], { expire: 0 });
    await handler.get("k", {});
    expect(inner.revalidateTag).toHaveBeenCalledTimes(1);
  });
});
