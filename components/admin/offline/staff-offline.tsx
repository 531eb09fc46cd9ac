"use client";
// The staff area on a phone: registers the service worker (production builds; scope /admin/), keeps what it
// stores to the signed-in user, sends the queued status changes on load and whenever the network returns,
// and at that moment checks the session: ended or suspended → everything kept goes, then the sign-in page.
import { useEffect } from "react";
import { requestEndpoint } from "@/components/endpoint-request";
import { STAFF_WORKER_PATH, STAFF_WORKER_SCOPE, type WorkerMessage } from "@/lib/offline/rules";
import { registerBeforeLogout, registerLogoutCheck } from "../logout-hooks";
import { claimOfflineDataFor, clearOfflineData } from "./offline-data";
import { configureStatusQueue, replayStatusQueue, unsentStatusChanges } from "./status-queue";

async function leaveForSignIn(): Promise<void> {
  await clearOfflineData();
  window.location.assign("/admin/login");
}

export function StaffOffline({
  userId,
  timeZone,
  csrfToken,
  queueSessionTag,
  registerWorker,
}: {
  userId: string;
  timeZone: string;
  csrfToken: string;
  /** Stored with each queued status change: the server refuses it under any other session. */
  queueSessionTag: string;
  /** Production builds only. */
  registerWorker: boolean;
}) {
  useEffect(() => {
    configureStatusQueue({ csrfToken, sessionTag: queueSessionTag, onSignedOut: () => void leaveForSignIn() });
  }, [csrfToken, queueSessionTag]);

  useEffect(() => {
    let cancelled = false;
    void claimOfflineDataFor(userId).then(async () => {
      if (cancelled) return;
      if (registerWorker && "serviceWorker" in navigator) {
        await navigator.serviceWorker.register(`${STAFF_WORKER_PATH}?tz=${encodeURIComponent(timeZone)}`, { scope: STAFF_WORKER_SCOPE }).catch(() => undefined);
      }
      if (navigator.onLine) void replayStatusQueue();
    });
    return () => {
      cancelled = true;
    };
  }, [userId, timeZone, registerWorker]);

  useEffect(() => registerBeforeLogout(clearOfflineData), []);
  // Signing out empties the phone's queue: what has not reached the studio is named first.
  useEffect(() => registerLogoutCheck(unsentStatusChanges), []);

  useEffect(() => {
    const backOnline = async () => {
      const answer = await requestEndpoint("GET /api/auth/verify-token");
      if (answer.kind === "refused" && (answer.status === 401 || answer.status === 403)) return leaveForSignIn();
      if (answer.kind === "ok") await replayStatusQueue();
    };
    const onOnline = () => void backOnline();
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      if (event.data?.type === "replay-status-queue") void replayStatusQueue();
    };
    window.addEventListener("online", onOnline);
    navigator.serviceWorker?.addEventListener("message", onMessage);
    return () => {
      window.removeEventListener("online", onOnline);
      navigator.serviceWorker?.removeEventListener("message", onMessage);
    };
  }, []);
  return null;
}
