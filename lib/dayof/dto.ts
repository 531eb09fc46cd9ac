// The day-of status of a slot on the competition day: the one transition rule, the labels the screens
// show and the answer's shape. Safe for client code.

import { formatTimeIn, zonedParts } from "@/lib/time/zoned";

export const SLOT_DAY_STATUSES = ["expected", "checked_in", "in_chair", "done", "no_show"] as const;
export type SlotDayStatus = (typeof SLOT_DAY_STATUSES)[number];

/**
 * Where each status may go next: "done" only from the chair; a tap can be undone one step
 * (checked in → expected, in the chair → checked in, done → in the chair, no-show → expected).
 */
export const NEXT_STATUSES: Readonly<Record<SlotDayStatus, readonly SlotDayStatus[]>> = {
  expected: ["checked_in", "in_chair", "no_show"],
  checked_in: ["in_chair", "no_show", "expected"],
  in_chair: ["done", "checked_in"],
  done: ["in_chair"],
  no_show: ["expected"],
};

export const canMoveTo = (from: SlotDayStatus, to: SlotDayStatus) => NEXT_STATUSES[from].includes(to);

export const SLOT_STATUS_LABELS: Readonly<Record<SlotDayStatus, string>> = {
  expected: "Expected",
  checked_in: "Checked in",
  in_chair: "In the chair",
  done: "Done",
  no_show: "No-show",
};

/** The button that moves a slot back a step says so ("Undo: back to checked in"). */
export function actionLabel(from: SlotDayStatus, to: SlotDayStatus): string {
  const back = SLOT_DAY_STATUSES.indexOf(to) < SLOT_DAY_STATUSES.indexOf(from) || (from === "no_show" && to === "expected");
  return back ? `Undo: back to ${SLOT_STATUS_LABELS[to].toLowerCase()}` : SLOT_STATUS_LABELS[to];
}

/** One slot's live status as every endpoint and the push stream answer it. */
export interface LiveSlotDto {
  id: string;
  status: SlotDayStatus;
  /** Counts the changes; a phone sends the one it last saw as `since`. */
  version: number;
  /** ISO instant of the last change, null while nobody has touched it. */
  changedAt: string | null;
  changedByName: string;
}

/** "Running late" saved: a stylist's remaining slots of the day moved; screens showing times reload them. */
export interface LiveTimesDto {
  staffId: string;
  minutes: number;
  slotIds: string[];
  /** Who saved it ("Dana Desk"). */
  byName: string;
}

export interface LiveDayDto {
  slots: LiveSlotDto[];
}

/**
 * A status change queued on a phone under a session that has since ended (signed out, revoked, expired)
 * is not applied in a later one: answered 409 with this `error` and `reason`.
 */
export const SESSION_ENDED_REASON = "session-ended";
export const SESSION_ENDED_MESSAGE = "Made on this phone before you were signed out, so it was not saved. Tap it again if it still stands.";

/** A slot waits while expected or checked in; it is late once its start has passed. */
export const isWaiting = (status: SlotDayStatus) => status === "expected" || status === "checked_in";
export const isLate = (status: SlotDayStatus, start: string | null, now: Date) => isWaiting(status) && start !== null && new Date(start).getTime() < now.getTime();

/** The running-late preview and its answer once saved. */
export interface RunningLateSlot {
  scheduleId: string;
  bookingId: string;
  dancer: string;
  service: string;
  /** "7:30 AM – 8:15 AM" before and after, in the competition's zone. */
  from: string;
  to: string;
  start: string;
  end: string;
  /** Inside her hours (or her evening-before window) once moved; always true on a day without staffing. */
  fits: boolean;
}

/**
 * "Those that fit": the slots of a running-late preview that can move — inside her hours once moved, and
 * not moved onto one of hers that stays (one left behind keeps the one just before it too when the move
 * would overlap it). Latest first, so a chain of back-to-back appointments stays together.
 */
export function movableThatFit(slots: readonly Pick<RunningLateSlot, "scheduleId" | "start" | "end" | "fits">[], minutes: number): Set<string> {
  const shift = minutes * 60_000;
  const staying: number[] = [];
  const movable = new Set<string>();
  for (const slot of [...slots].sort((a, b) => Date.parse(b.start) - Date.parse(a.start))) {
    const [start, end] = [Date.parse(slot.start), Date.parse(slot.end)];
    const original = start - shift;
    const runsInto = staying.some((at) => at >= original && at < end);
    if (slot.fits && !runsInto) movable.add(slot.scheduleId);
    else staying.push(original);
  }
  return movable;
}

export interface RunningLateWarning {
  scheduleId: string;
  dancer: string;
  /** "Ana Diaz would be ready at 8:45 AM, after her ready-by 8:30 AM." */
  message: string;
}

export interface RunningLateAnswer {
  applied: boolean;
  minutes: number;
  slots: RunningLateSlot[];
  warnings: RunningLateWarning[];
  /** When some moved slots would end after her hours: her hours now and the end "Extend her hours" would give ("11:50 AM", "12:05 PM"). */
  hours: { endsAt: string; extendTo: string } | null;
}

/**
 * What the customer's private page says about one appointment on its day (null on any other day):
 * "Expected at 7:20 AM", "You're checked in", "In the chair", "All done — good luck!", and
 * "About 10 minutes behind" while running late has moved an appointment she is still waiting for.
 */
export function customerDayStatus(slot: { startAt: Date | null; dayStatus: SlotDayStatus; dayDelayMinutes: number }, eventZone: string, studioZone: string, now: Date): string | null {
  if (!slot.startAt || zonedParts(slot.startAt, eventZone).date !== zonedParts(now, eventZone).date) return null;
  const behind = slot.dayDelayMinutes > 0 && isWaiting(slot.dayStatus) ? ` · About ${slot.dayDelayMinutes} minutes behind` : "";
  switch (slot.dayStatus) {
    case "expected":
      return `Expected at ${formatTimeIn(slot.startAt, eventZone, studioZone)}${behind}`;
    case "checked_in":
      return `You're checked in${behind}`;
    case "in_chair":
      return "In the chair";
    case "done":
      return "All done — good luck!";
    case "no_show":
      return "We have not seen you yet: please call the studio.";
  }
}
