// Status changes made on this phone, kept until the server has them: each is stored at tap time with its own
// Idempotency-Key and the version the phone last saw (`since`), then sent in the order tapped. A retry of the
// same change reuses its key, so the server applies it once however often the network drops mid-send. A change
// the server refuses because another phone changed the slot first is kept as a conflict for the stylist to
// settle (keep theirs, or apply hers again on the new version), never dropped — unless the other phone made
// the same change, which counts as hers. Pure: the store (IndexedDB,
// ./queue-store.ts) and the transport (./slot-status-transport.ts) are passed in.

import type { LiveSlotDto, SlotDayStatus } from "@/lib/dayof/dto";

export type SlotStatus = SlotDayStatus;
/** A slot's day-of status as the server answers it. */
export type LiveSlot = LiveSlotDto;

export interface QueuedChange {
  /** The Idempotency-Key, made when the stylist tapped. */
  key: string;
  slotId: string;
  /** What the stylist saw on the row (the dancer), to name the change on screen. */
  label?: string;
  status: SlotStatus;
  /** The slot's version this change was made on (`since`); null when the phone never saw one. */
  since: number | null;
  queuedAt: number;
  state: "pending" | "conflict" | "refused";
  /** Waited on the phone (the network was down when tapped or at a try): sent as `source: "queued"`. */
  waited?: boolean;
  /** The tag of the session it was tapped in: the server refuses it in any other (absent on changes stored before the tag). */
  madeInSession?: string;
  /** For a conflict: the server's slot now (theirs); for a refusal: why. */
  theirs?: LiveSlot | null;
  error?: string;
}

export type SendResult =
  | { kind: "sent"; slot: LiveSlot }
  | { kind: "conflict"; error: string; slot: LiveSlot }
  | { kind: "refused"; status: number; error: string }
  /** Tapped in a session that has ended: refused, as is every other change of that session. */
  | { kind: "session-ended"; error: string }
  | { kind: "offline" }
  | { kind: "signed-out" };

export interface QueueStore {
  all(): Promise<QueuedChange[]>;
  put(change: QueuedChange): Promise<void>;
  remove(key: string): Promise<void>;
}

export type SendChange = (change: QueuedChange) => Promise<SendResult>;

export interface ReplayOutcome {
  sent: LiveSlot[];
  /** The Idempotency-Keys of the changes sent, in order. */
  sentKeys: string[];
  conflicts: QueuedChange[];
  refused: QueuedChange[];
  /** Why the replay stopped before the end of the queue, if it did (the rest stays queued). */
  stopped: "offline" | "signed-out" | null;
}

const byTapOrder = (a: QueuedChange, b: QueuedChange) => a.queuedAt - b.queuedAt || a.key.localeCompare(b.key);

/** A new change at tap time. A second change on a slot that already has one queued builds on it (its version plus one). */
export function queuedChange(
  input: { key: string; slotId: string; label?: string; status: SlotStatus; since: number | null; now: number; madeInSession: string },
  queue: readonly QueuedChange[],
): QueuedChange {
  const earlier = queue.filter((c) => c.slotId === input.slotId && c.state === "pending").sort(byTapOrder).at(-1);
  const since = earlier ? (earlier.since === null ? null : earlier.since + 1) : input.since;
  return { key: input.key, slotId: input.slotId, ...(input.label ? { label: input.label } : {}), status: input.status, since, queuedAt: input.now, state: "pending", madeInSession: input.madeInSession };
}

/**
 * Sends the pending changes in tap order. A change after one of ours on the same slot is sent on the version
 * our change produced; the changes behind a conflict or refusal on the same slot wait for the stylist's choice.
 * Once the server says a change's session has ended, every pending change of that session is refused unsent.
 */
export async function replayQueue(store: QueueStore, send: SendChange): Promise<ReplayOutcome> {
  const outcome: ReplayOutcome = { sent: [], sentKeys: [], conflicts: [], refused: [], stopped: null };
  const queue = (await store.all()).sort(byTapOrder);
  const held = new Set(queue.filter((c) => c.state !== "pending").map((c) => c.slotId));
  const producedVersion = new Map<string, number>();
  // Each ended session's tag with the server's reason.
  const endedSessions = new Map<string | undefined, string>();
  const refuseUnsent = async (queued: QueuedChange, error: string) => {
    const refused: QueuedChange = { ...queued, state: "refused", theirs: null, error };
    await store.put(refused);
    outcome.refused.push(refused);
  };
  for (const queued of queue) {
    if (queued.state !== "pending") continue;
    const ended = endedSessions.get(queued.madeInSession);
    if (ended !== undefined) {
      await refuseUnsent(queued, ended);
      continue;
    }
    if (held.has(queued.slotId)) continue;
    const change = producedVersion.has(queued.slotId) ? { ...queued, since: producedVersion.get(queued.slotId)! } : queued;
    const result = await send(change);
    if (result.kind === "session-ended") endedSessions.set(change.madeInSession, result.error);
    if (result.kind === "offline" || result.kind === "signed-out") {
      outcome.stopped = result.kind;
      for (const waiting of queue) if (waiting.state === "pending" && !waiting.waited) await store.put({ ...waiting, waited: true });
      break;
    }
    // Another phone made the very same change first: the slot is where this stylist wanted it, nothing to settle.
    const agreed = result.kind === "conflict" && result.slot.status === change.status;
    if (result.kind === "sent" || agreed) {
      await store.remove(change.key);
      producedVersion.set(change.slotId, result.slot.version);
      outcome.sent.push(result.slot);
      outcome.sentKeys.push(change.key);
      continue;
    }
    held.add(change.slotId);
    const settled: QueuedChange =
      result.kind === "conflict" ? { ...change, state: "conflict", theirs: result.slot, error: result.error } : { ...change, state: "refused", theirs: null, error: result.error };
    await store.put(settled);
    (result.kind === "conflict" ? outcome.conflicts : outcome.refused).push(settled);
  }
  // Those of an ended session passed over before it was known (held behind a choice on their slot) go too.
  if (endedSessions.size && !outcome.stopped) {
    const settledKeys = new Set([...outcome.refused, ...outcome.conflicts].map((c) => c.key).concat(outcome.sentKeys));
    for (const queued of queue) {
      const ended = endedSessions.get(queued.madeInSession);
      if (queued.state === "pending" && ended !== undefined && !settledKeys.has(queued.key)) await refuseUnsent(queued, ended);
    }
  }
  return outcome;
}

/** "Keep theirs": the stylist's change is given up (and a refusal, once read, is dismissed the same way). */
export async function keepTheirs(store: QueueStore, key: string): Promise<void> {
  await store.remove(key);
}

/** "Apply mine again": the same status on the version the other phone left, as a new request with a new key, of the session it is chosen in. */
export async function applyMineAgain(store: QueueStore, change: QueuedChange, newKey: string, madeInSession: string): Promise<QueuedChange> {
  if (change.state !== "conflict" || !change.theirs) throw new Error("Only a conflict can be applied again");
  const again: QueuedChange = {
    key: newKey,
    slotId: change.slotId,
    ...(change.label ? { label: change.label } : {}),
    status: change.status,
    since: change.theirs.version,
    queuedAt: change.queuedAt,
    state: "pending",
    madeInSession,
  };
  await store.remove(change.key);
  await store.put(again);
  return again;
}

/** The slots as the phone shows them: the server's answer with the latest queued status of each slot over it. */
export function withQueuedChanges<T extends { id: string; status: SlotStatus }>(slots: readonly T[], queue: readonly QueuedChange[]): (T & { queued: QueuedChange | null })[] {
  const latest = new Map<string, QueuedChange>();
  for (const change of [...queue].sort(byTapOrder)) latest.set(change.slotId, change);
  return slots.map((slot) => {
    const queued = latest.get(slot.id) ?? null;
    return { ...slot, status: queued && queued.state === "pending" ? queued.status : slot.status, queued };
  });
}
