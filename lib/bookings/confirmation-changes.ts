// What changed since the customer's last confirmation, read from what it stored (Booking.confirmedSlots,
// "scheduleId|staffId|startISO|endISO" per slot): the updated confirmation strikes the old times through.
import { slotsDifferFromConfirmation, type SlotAsSent } from "./dto";

export interface SentSlot {
  id: string;
  assignedUserId: string | null;
  start: Date;
  end: Date;
}

/** The slots a confirmation stated, by schedule id; entries of an older format (no times) are skipped. */
export function sentSlotsOf(confirmedSlots: string | null): Map<string, SentSlot> {
  const sent = new Map<string, SentSlot>();
  for (const entry of (confirmedSlots ?? "").split(",")) {
    const [id, userId, start, end] = entry.split("|");
    if (!id || !start || !end || Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end))) continue;
    sent.set(id, { id, assignedUserId: userId || null, start: new Date(start), end: new Date(end) });
  }
  return sent;
}

/** One slot of the updated confirmation: new since the last one, or moved / given to another stylist (with what was sent). */
export type SlotChange = { kind: "added" } | { kind: "changed"; was: SentSlot; timeChanged: boolean; stylistChanged: boolean };

export interface ConfirmationUpdate {
  /** By schedule id; a slot absent here is as it was sent. */
  changes: Map<string, SlotChange>;
  /** Slots the last confirmation stated that the booking no longer has. */
  removed: SentSlot[];
}

/**
 * The changes an updated confirmation states, or null when this one is not an update: nothing was
 * sent before, or the slots are what was sent (a confirmation sent again after a heat time alone).
 */
export function confirmationUpdateOf(booking: { confirmedAt: Date | null; confirmedSlots: string | null }, slots: readonly SlotAsSent[]): ConfirmationUpdate | null {
  if (!booking.confirmedAt || !booking.confirmedSlots || !slotsDifferFromConfirmation(booking.confirmedSlots, slots)) return null;
  const sent = sentSlotsOf(booking.confirmedSlots);
  // Sent before the times were stored: an update, but what it changed is not known.
  if (sent.size === 0) return { changes: new Map(), removed: [] };
  const changes = new Map<string, SlotChange>();
  for (const slot of slots) {
    const was = sent.get(slot.id);
    if (!was) {
      changes.set(slot.id, { kind: "added" });
      continue;
    }
    const timeChanged = was.start.getTime() !== slot.startAt?.getTime() || was.end.getTime() !== slot.endAt?.getTime();
    const stylistChanged = was.assignedUserId !== (slot.assignedUserId ?? null);
    if (timeChanged || stylistChanged) changes.set(slot.id, { kind: "changed", was, timeChanged, stylistChanged });
  }
  const current = new Set(slots.map((s) => s.id));
  return { changes, removed: [...sent.values()].filter((s) => !current.has(s.id)).sort((a, b) => a.start.getTime() - b.start.getTime()) };
}
