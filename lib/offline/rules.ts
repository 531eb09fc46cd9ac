// What the staff area's service worker may keep on a phone, and under which key. Pure (URL, Intl):
// the worker (components/admin/offline/service-worker.ts), the pages' banner and the unit tests share it.
import { zonedParts } from "@/lib/time/zoned";

/** The worker script (public/, built by scripts/offline/build-worker.ts) and the only scope it controls. */
export const STAFF_WORKER_PATH = "/sw.js";
export const STAFF_WORKER_SCOPE = "/admin/";
/** The staff area's web app manifest (app/admin/manifest.webmanifest/route.ts). */
export const STAFF_MANIFEST_PATH = "/admin/manifest.webmanifest";

/** The day's screens that open with no network: the run sheet and My Calendar. */
export const OFFLINE_PAGES = ["/admin/calendar_show/run-sheet", "/admin/calendar_show"] as const;
/** Their data reads: My Calendar's range and the day's live statuses (exact paths; feeds, slots and the push stream are not). */
export const OFFLINE_DATA = ["/api/calendar", "/api/calendar/live"] as const;

export const OFFLINE_CACHES = {
  static: "staff-static",
  pages: "staff-day-pages",
  data: "staff-day-data",
  /** Which page was last answered from the phone's copy, and that copy's time. */
  served: "staff-served-offline",
} as const;
/** Every cache the staff worker writes (all dropped at sign-out or when another user signs in). */
export const STAFF_CACHE_NAMES: readonly string[] = Object.values(OFFLINE_CACHES);

/** Set by the worker on each stored copy: when it was fetched (ms since the epoch). */
export const FETCHED_AT_HEADER = "x-offline-fetched-at";
/** Next's client-side navigations fetch the page's RSC payload from the page's own URL with this header (and `_rsc`). */
const RSC_HEADER = "rsc";
const RSC_PARAM = "_rsc";
const PAYLOAD_PARAM = "__payload";
const PREFETCH_HEADERS = ["next-router-prefetch", "next-router-segment-prefetch"];

export type OfflineRoute = "static" | "page" | "data";

interface RequestLike {
  url: string;
  method: string;
  /** The page that asked (same-origin requests carry its full URL). */
  referrer?: string;
  headers: { get(name: string): string | null };
}

const trimmed = (pathname: string) => pathname.replace(/\/+$/, "") || "/";

const isOfflinePage = (path: string) => (OFFLINE_PAGES as readonly string[]).includes(trimmed(path));

/** The path of the page a request came from, if it is of this origin. */
function referrerPath(request: RequestLike, origin: string): string | null {
  if (!request.referrer || request.referrer === "about:client") return null;
  const from = new URL(request.referrer, origin);
  return from.origin === origin ? from.pathname : null;
}

/**
 * How the worker handles a request: the static chunks the day's screens load, the day's pages or data, or
 * `null` (not touched, never stored: the sign-in page and every other screen leave nothing behind).
 */
export function offlineRouteOf(request: RequestLike, origin: string): OfflineRoute | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (url.pathname.startsWith("/_next/static/")) {
    const from = referrerPath(request, origin);
    return from && isOfflinePage(from) ? "static" : null;
  }
  const path = trimmed(url.pathname);
  if (isOfflinePage(path)) {
    // A prefetch carries part of the page only: stored, it would stand in for the whole page offline.
    return PREFETCH_HEADERS.some((h) => request.headers.get(h)) ? null : "page";
  }
  if ((OFFLINE_DATA as readonly string[]).includes(path)) return "data";
  return null;
}

/** The stored copy's key: a page's document and its RSC payload apart (Next's `_rsc` cache-buster left out); data by its full query. */
export function offlineCacheKey(request: RequestLike): string {
  const url = new URL(request.url);
  url.hash = "";
  if (offlineRouteOf(request, url.origin) !== "page") return url.href;
  return pageKeyOf(url, request.headers.get(RSC_HEADER) === "1");
}

/** A page's key: path and sorted query without `_rsc`, plus `__payload=rsc` for the RSC payload. */
export function pageKeyOf(url: URL, rsc = false): string {
  const params = new URLSearchParams(url.search);
  params.delete(RSC_PARAM);
  params.delete(PAYLOAD_PARAM);
  params.sort();
  if (rsc) params.set(PAYLOAD_PARAM, "rsc");
  const query = params.toString();
  return `${url.origin}${trimmed(url.pathname)}${query ? `?${query}` : ""}`;
}

/** A copy fetched on another studio day is not the day's data: dropped, never shown. */
export function fetchedToday(fetchedAt: number, now: number, timeZone: string): boolean {
  if (!Number.isFinite(fetchedAt) || fetchedAt > now + 60_000) return false;
  return zonedParts(new Date(fetchedAt), timeZone).date === zonedParts(new Date(now), timeZone).date;
}

/** The key under `OFFLINE_CACHES.served` that says a page was answered from the phone's copy. */
export function servedKeyOf(pageKey: string): string {
  const url = new URL(pageKeyOf(new URL(pageKey)));
  return `${url.origin}/__offline/served?page=${encodeURIComponent(url.pathname + url.search)}`;
}

/** The background sync tag of the status queue; the worker asks an open staff page to replay it. */
export const STATUS_SYNC_TAG = "staff-status-queue";
/** Messages the worker posts to the staff pages. */
export type WorkerMessage = { type: "offline-copy"; fetchedAt: number } | { type: "replay-status-queue" };
