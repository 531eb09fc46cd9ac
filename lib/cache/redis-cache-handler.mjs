// Next's cache handler when REDIS_URL is set (next.config.ts): ISR pages and unstable_cache entries
// live in Redis, shared by every instance, and revalidateTag reaches all of them (tags in Redis,
// deletions broadcast over Pub/Sub by @trieb.work/nextjs-turbo-redis-cache).
// Plain JavaScript because Next imports this file at run time, outside its bundler.
//
// What this wrapper adds: Redis trouble degrades to "no cache", never to a failed page. A watcher
// connection and the package's own tell whether Redis answers; while it does not, get() is a miss (the page renders from
// the database), set() is skipped, and revalidateTag() remembers its tags and replays them once
// Redis is back, so an entry written before the outage cannot outlive a change made during it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { RedisStringsHandler } from "@trieb.work/nextjs-turbo-redis-cache";
import { createClient } from "redis";

const OPERATION_TIMEOUT_MS = Number(process.env.REDIS_CACHE_TIMEOUT_MS ?? 1_000);

/** The Redis database number in the URL's path (redis://host:6379/2), else 0. */
function databaseFromUrl(url) {
  const n = Number(new URL(url).pathname.replace(/^\//, "") || 0);
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

function withTimeout(promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${OPERATION_TIMEOUT_MS} ms`)), OPERATION_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

let shared;

/** Keys of different builds never mix: REDIS_KEY_PREFIX, else the build id (as the package's own default does). */
function keyPrefix(serverDistDir) {
  if (process.env.REDIS_KEY_PREFIX) return process.env.REDIS_KEY_PREFIX;
  for (const file of [serverDistDir && path.join(serverDistDir, "..", "BUILD_ID"), path.join(process.cwd(), ".next", "BUILD_ID")]) {
    try {
      if (file) return `${readFileSync(file, "utf8").trim()}:`;
    } catch {
      // try the next place
    }
  }
  return "studio:";
}

/** One watcher and one inner handler per process, whatever Next constructs per request. */
function sharedState(options) {
  if (shared) return shared;
  const url = process.env.REDIS_URL;
  if (!url) throw new Error("lib/cache/redis-cache-handler.mjs is configured but REDIS_URL is not set");
  const watcher = createClient({
    url,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(200 + retries * 100, 1_000) },
  });
  let lastLogged = 0;
  watcher.on("error", (error) => {
    if (Date.now() - lastLogged > 30_000) {
      lastLogged = Date.now();
      console.error(`[cache] Redis unavailable, serving from the database: ${error.message}`);
    }
  });
  watcher.connect().catch(() => undefined);
  const handler = new RedisStringsHandler({
    redisUrl: url,
    database: databaseFromUrl(url),
    keyPrefix: keyPrefix(options?.serverDistDir),
    // An entry read from Redis is kept in process memory this long; deletions are broadcast, this
    // bounds staleness only if a broadcast is lost.
    inMemoryCachingTime: 1_000,
    getTimeoutMs: Math.min(500, OPERATION_TIMEOUT_MS),
  });
  const inner = {
    get: (key, ctx) => handler.get(key, ctx),
    set: (key, data, ctx) => handler.set(key, data, ctx),
    revalidateTag: (tags, durations) => handler.revalidateTag(tags, durations),
    resetRequestCache: () => handler.resetRequestCache(),
    // The package's handler skips revalidateTag silently while its client is down; reading its
    // client's state (a field, not API) lets the tags be kept for replay. Unknown shape → trust the watcher.
    innerClientReady: () => (typeof handler.client?.isReady === "boolean" ? handler.client.isReady : true),
  };
  shared = { watcher, inner, pendingTags: new Set(), pendingDurations: undefined };
  return shared;
}

export default class ResilientRedisCacheHandler {
  constructor(options) {
    this.state = sharedState(options);
  }

  /** Both our watcher and the handler's own connection are up (they reconnect independently). */
  get available() {
    return this.state.watcher.isReady && this.state.inner.innerClientReady();
  }

  async replayPendingTags() {
    const { pendingTags, inner } = this.state;
    if (pendingTags.size === 0 || !this.available) return;
    const tags = [...pendingTags];
    pendingTags.clear();
    try {
      await withTimeout(inner.revalidateTag(tags, this.state.pendingDurations), "replaying revalidateTag");
    } catch (error) {
      for (const tag of tags) pendingTags.add(tag);
      console.error(`[cache] replaying ${tags.length} tag invalidation(s) failed: ${error.message}`);
    }
  }

  async get(key, ctx) {
    if (!this.available) return null;
    await this.replayPendingTags();
    try {
      return (await withTimeout(this.state.inner.get(key, ctx), "cache get")) ?? null;
    } catch (error) {
      console.error(`[cache] get failed, rendering from the database: ${error.message}`);
      return null;
    }
  }

  async set(key, data, ctx) {
    if (!this.available) return;
    try {
      await withTimeout(this.state.inner.set(key, data, ctx), "cache set");
    } catch (error) {
      console.error(`[cache] set skipped: ${error.message}`);
    }
  }

  async revalidateTag(tags, durations) {
    const list = [tags].flat().filter(Boolean);
    if (this.available) {
      try {
        await withTimeout(this.state.inner.revalidateTag(list, durations), "revalidateTag");
        if (this.available) return;
      } catch (error) {
        console.error(`[cache] revalidateTag failed, will replay: ${error.message}`);
      }
    }
    for (const tag of list) this.state.pendingTags.add(tag);
    this.state.pendingDurations = durations;
  }

  resetRequestCache() {
    try {
      this.state.inner.resetRequestCache();
    } catch {
      // nothing cached per request when Redis is away
    }
  }
}
