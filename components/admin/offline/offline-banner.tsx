"use client";
// "Offline — saved at 7:02" on the day's screens (run sheet, My Calendar): shown when the page or its data came
// from the phone's copy, when the browser says it is offline, or when a request of the day failed; gone when the
// network is back. The time is when that copy was fetched, in the zone of the times on the screen it sits above
// (`timeZone`: the run sheet's competition's, else the studio's), always named: "saved at 5:48 PM Central".
import { useEffect, useState } from "react";
import { FETCHED_AT_HEADER, OFFLINE_CACHES, pageKeyOf, servedKeyOf, type WorkerMessage } from "@/lib/offline/rules";
import { clockIn, timeZoneLabel } from "@/lib/time/zoned";
import { NETWORK_FAILED_EVENT } from "./slot-status-transport";
import { QueuedChanges } from "./queued-changes";
import { useLiveDayState } from "../dayof/live-day";
import { STATUS_SENT_EVENT } from "./status-queue";
import type { LiveSlot } from "./queue";

/** When this page was last answered from the phone's copy (the worker's mark), if it was. */
async function servedFromCopyAt(): Promise<number | null> {
  if (typeof caches === "undefined") return null;
  const navigation = performance.getEntriesByType("navigation")[0]?.name;
  for (const href of new Set([window.location.href, navigation].filter(Boolean) as string[])) {
    const mark = await caches.match(servedKeyOf(pageKeyOf(new URL(href))), { cacheName: OFFLINE_CACHES.served }).catch(() => undefined);
    const fetchedAt = mark ? Number(((await mark.json().catch(() => ({}))) as { fetchedAt?: number }).fetchedAt) : NaN;
    if (Number.isFinite(fetchedAt)) return fetchedAt;
  }
  return null;
}

/** When the phone's copy of this page was fetched (it is the page itself when the network answered). */
async function copyFetchedAt(): Promise<number | null> {
  if (typeof caches === "undefined") return null;
  const copy = await caches.match(pageKeyOf(new URL(window.location.href)), { cacheName: OFFLINE_CACHES.pages, ignoreVary: true }).catch(() => undefined);
  const at = Number(copy?.headers.get(FETCHED_AT_HEADER));
  return Number.isFinite(at) && at > 0 ? at : null;
}

export function OfflineBanner({ timeZone }: { timeZone: string }) {
  const [offline, setOffline] = useState(false);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const apply = useLiveDayState()?.apply;

  // Changes sent from the queue when the network returned: the day's statuses take them at once.
  useEffect(() => {
    if (!apply) return;
    const onSent = (event: Event) => apply((event as CustomEvent<LiveSlot[]>).detail);
    window.addEventListener(STATUS_SENT_EVENT, onSent);
    return () => window.removeEventListener(STATUS_SENT_EVENT, onSent);
  }, [apply]);

  useEffect(() => {
    let active = true;
    void (async () => {
      const served = await servedFromCopyAt();
      const copy = served ?? (await copyFetchedAt());
      if (!active) return;
      // Not kept yet (the worker's first visit): the page was fetched when it opened.
      setSavedAt((current) => served ?? current ?? copy ?? performance.timeOrigin);
      setOffline(!navigator.onLine || served !== null);
    })();
    const wentOffline = () => setOffline(true);
    const cameBack = () => setOffline(false);
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      if (event.data?.type !== "offline-copy") return;
      setSavedAt(event.data.fetchedAt);
      setOffline(true);
    };
    window.addEventListener("offline", wentOffline);
    window.addEventListener(NETWORK_FAILED_EVENT, wentOffline);
    window.addEventListener("online", cameBack);
    navigator.serviceWorker?.addEventListener("message", onMessage);
    return () => {
      active = false;
      window.removeEventListener("offline", wentOffline);
      window.removeEventListener(NETWORK_FAILED_EVENT, wentOffline);
      window.removeEventListener("online", cameBack);
      navigator.serviceWorker?.removeEventListener("message", onMessage);
    };
  }, []);

  return (
    <div className="offline-banner print:hidden">
      <div aria-live="polite" aria-atomic="true">
        {offline ? (
          <p className="mb-3 rounded border border-warning bg-amber-50 px-3 py-2 text-sm font-semibold text-warning" data-testid="offline-banner">
            {savedAt === null ? "Offline" : `Offline — saved at ${clockIn(new Date(savedAt), timeZone)} ${timeZoneLabel(timeZone)}`}
          </p>
        ) : null}
      </div>
      <QueuedChanges />
    </div>
  );
}
