"use client";
// The phone's one status queue: screens (the run sheet's and My Calendar's status buttons) queue a change with
// `queueSlotStatus`, read the queue with `useStatusQueue`, and settle conflicts. Replayed on load, when the
// network returns ("online"), and when the worker's background sync fires.
import { useSyncExternalStore } from "react";
import { STAFF_WORKER_SCOPE, STATUS_SYNC_TAG } from "@/lib/offline/rules";
import { applyMineAgain, keepTheirs, queuedChange, replayQueue, type LiveSlot, type QueuedChange, type ReplayOutcome, type SlotStatus } from "./queue";
import { indexedDbQueueStore } from "./queue-store";
import { sendSlotStatus } from "./slot-status-transport";

/** Raised on the window with the slots the server took (`detail: LiveSlot[]`). */
export const STATUS_SENT_EVENT = "staff:status-sent";

// The server's snapshot and the first one read in the browser are the same array: a status control that
// hydrates then finds its snapshot unchanged, where a new empty array made React render each one again.
const EMPTY: readonly QueuedChange[] = [];
let queue: readonly QueuedChange[] = EMPTY;
let csrfToken = "";
let sessionTag = "";
let replaying: Promise<ReplayOutcome> | null = null;
let onSignedOut: () => void = () => undefined;
const listeners = new Set<() => void>();

async function reload(): Promise<void> {
  const stored = await indexedDbQueueStore.all().catch(() => []);
  // An empty queue read again stays the same array: every status control on the screen reads it.
  if (stored.length === 0 && queue.length === 0) return;
  queue = stored;
  for (const listener of listeners) listener();
}

/** The session's CSRF token and queue tag, and what to do when the server says the session ended (set by the admin shell). */
export function configureStatusQueue(options: { csrfToken: string; sessionTag: string; onSignedOut(): void }): void {
  csrfToken = options.csrfToken;
  sessionTag = options.sessionTag;
  onSignedOut = options.onSignedOut;
}

/** Sends what is queued, in order; one replay at a time (a call during one waits for it, then replays again). */
export async function replayStatusQueue(): Promise<ReplayOutcome> {
  while (replaying) await replaying.catch(() => undefined);
  const run = (async () => {
    try {
      const outcome = await replayQueue(indexedDbQueueStore, (change) => sendSlotStatus(change, csrfToken));
      if (outcome.sent.length) window.dispatchEvent(new CustomEvent<LiveSlot[]>(STATUS_SENT_EVENT, { detail: outcome.sent }));
      if (outcome.stopped === "signed-out") onSignedOut();
      return outcome;
    } finally {
      replaying = null;
      await reload();
    }
  })();
  replaying = run;
  return run;
}

/**
 * Before sign-out: sends what it can, then names what would be lost with the phone's queue (changes the
 * network has not taken, conflicts and refusals not yet settled), or null when nothing is left.
 */
export async function unsentStatusChanges(): Promise<string | null> {
  if (navigator.onLine) await replayStatusQueue().catch(() => undefined);
  const left = await indexedDbQueueStore.all().catch(() => []);
  if (!left.length) return null;
  const one = left.length === 1;
  return `${left.length} status change${one ? "" : "s"} made on this phone ${one ? "has" : "have"} not reached the studio (${one ? "it is" : "they are"} lost at sign-out).`;
}

export type TapResult = { kind: "sent"; slot: LiveSlot } | { kind: "queued" } | { kind: "conflict"; change: QueuedChange } | { kind: "refused"; change: QueuedChange };

async function askForBackgroundSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration?.(STAFF_WORKER_SCOPE).catch(() => undefined);
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register(STATUS_SYNC_TAG).catch(() => undefined);
}

/** A tap on a status button: stored on the phone first (its Idempotency-Key made now), then sent if the network allows. */
export async function queueSlotStatus(slotId: string, status: SlotStatus, since: number | null, label?: string): Promise<TapResult> {
  const change = queuedChange({ key: crypto.randomUUID(), slotId, label, status, since, now: Date.now(), madeInSession: sessionTag }, await indexedDbQueueStore.all());
  await indexedDbQueueStore.put({ ...change, waited: !navigator.onLine });
  await reload();
  if (!navigator.onLine) {
    void askForBackgroundSync();
    return { kind: "queued" };
  }
  const outcome = await replayStatusQueue();
  const sentAt = outcome.sentKeys.indexOf(change.key);
  if (sentAt >= 0) return { kind: "sent", slot: outcome.sent[sentAt] };
  const conflict = outcome.conflicts.find((c) => c.key === change.key);
  if (conflict) return { kind: "conflict", change: conflict };
  const refused = outcome.refused.find((c) => c.key === change.key);
  if (refused) return { kind: "refused", change: refused };
  return { kind: "queued" };
}

export async function keepTheirChange(change: QueuedChange): Promise<void> {
  await keepTheirs(indexedDbQueueStore, change.key);
  await reload();
}

export async function applyMyChangeAgain(change: QueuedChange): Promise<void> {
  await applyMineAgain(indexedDbQueueStore, change, crypto.randomUUID(), sessionTag);
  await reload();
  void replayStatusQueue();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) void reload();
  return () => listeners.delete(listener);
}

/** The latest change of one slot still on this phone and waiting to be sent, if any. */
export function useQueuedStatusOf(slotId: string): QueuedChange | null {
  const queue = useStatusQueue();
  return queue.filter((c) => c.slotId === slotId && c.state === "pending").at(-1) ?? null;
}

/** The queued changes, in the order tapped (pending, conflicts and refusals). */
export function useStatusQueue(): readonly QueuedChange[] {
  return useSyncExternalStore(subscribe, () => queue, () => EMPTY);
}
