/// <reference lib="webworker" />
// The staff area's service worker (scope /admin/), bundled to public/sw.js by scripts/offline/build-worker.ts
// (not a React module: it runs in the worker, beside the page-side parts of working offline in this folder).
// Static chunks are kept as they are fetched; the run sheet, My Calendar and their data reads go to the
// network first (3 s) and fall back to the copy fetched earlier the same studio day. Nothing else is touched:
// other API answers, sign-in and the public pages never reach a cache. Type-checked by tsconfig.worker.json.
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, copyResponse, type SerwistPlugin } from "serwist";
import { FETCHED_AT_HEADER, OFFLINE_CACHES, STATUS_SYNC_TAG, fetchedToday, offlineCacheKey, offlineRouteOf, pageKeyOf, servedKeyOf, type WorkerMessage } from "@/lib/offline/rules";

declare const self: ServiceWorkerGlobalScope;

const studioZone = new URL(self.location.href).searchParams.get("tz") || "America/New_York";
const NETWORK_TIMEOUT_SECONDS = 3;

async function servedMark(request: Request, fetchedAt: number | null): Promise<void> {
  const url = new URL(request.url);
  if (offlineRouteOf(request, self.location.origin) !== "page") {
    if (fetchedAt !== null) await tellPages({ type: "offline-copy", fetchedAt });
    return;
  }
  const key = servedKeyOf(pageKeyOf(url));
  if (fetchedAt === null) {
    // Answered by the network: no mark to keep (and no empty cache made just to say so).
    if (await caches.has(OFFLINE_CACHES.served)) await (await caches.open(OFFLINE_CACHES.served)).delete(key);
    return;
  }
  await (await caches.open(OFFLINE_CACHES.served)).put(key, Response.json({ fetchedAt }));
  await tellPages({ type: "offline-copy", fetchedAt });
}

async function tellPages(message: WorkerMessage): Promise<void> {
  for (const client of await self.clients.matchAll({ type: "window" })) client.postMessage(message);
}

/** Keys by page and payload, stamps each copy with its fetch time, drops copies of another day, and says when one was used. */
const dayCopies: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => offlineCacheKey(request),
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || response.type === "opaqueredirect" || response.redirected) return null;
    return copyResponse(response, (init) => {
      const headers = new Headers(init.headers);
      headers.set(FETCHED_AT_HEADER, String(Date.now()));
      return { ...init, headers };
    });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, cacheName, request }) => {
    if (!cachedResponse) return null;
    const fetchedAt = Number(cachedResponse.headers.get(FETCHED_AT_HEADER));
    if (!fetchedToday(fetchedAt, Date.now(), studioZone)) {
      await (await caches.open(cacheName)).delete(offlineCacheKey(request));
      return null;
    }
    await servedMark(request, fetchedAt);
    return cachedResponse;
  },
  fetchDidSucceed: async ({ request, response }) => {
    if (response.ok) await servedMark(request, null);
    return response;
  },
};

const dayStrategy = (cacheName: string) =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [dayCopies, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 24 * 60 * 60 })],
  });

const serwist = new Serwist({
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request }) => offlineRouteOf(request, self.location.origin) === "static",
      handler: new CacheFirst({ cacheName: OFFLINE_CACHES.static, plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })] }),
    },
    { matcher: ({ request }) => offlineRouteOf(request, self.location.origin) === "page", handler: dayStrategy(OFFLINE_CACHES.pages) },
    { matcher: ({ request }) => offlineRouteOf(request, self.location.origin) === "data", handler: dayStrategy(OFFLINE_CACHES.data) },
  ],
});

// Background sync (where the browser has it): the network is back, an open staff page sends the queued changes
// (it holds the session's CSRF token; the worker sends nothing itself).
self.addEventListener("sync", (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === STATUS_SYNC_TAG) sync.waitUntil(tellPages({ type: "replay-status-queue" }));
});

serwist.addEventListeners();
