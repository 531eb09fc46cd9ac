// The day planner's input and output: plain data, UTC instants, no database types (client-safe).
export interface Interval {
  start: Date;
  end: Date;
}

export interface PlannerStylist {
  id: string;
  firstName: string;
  lastName: string;
  /** When she works that day (breaks are gaps between windows); the night window counts only where it lies inside one. */
  windows: Interval[];
}

export interface PlannerSlot {
  slotId: string;
  service: string;
  /** Length in minutes; null when the service names none. */
  minutes: number | null;
  /** Set by staff or pinned: never moved; the stylist and the chair are busy then. */
  fixed?: { userId: string | null; start: Date; end: Date } | null;
  /** Staff chose the stylist but no time: only she is considered. */
  userId?: string | null;
  /** Hair the night before: planned inside the night window instead of before the heat. */
  night?: boolean;
}

export interface PlannerDancer {
  bookingId: string;
  /** Her first heat minus the studio's ready-before minutes; null when she has not given a heat time. */
  readyBy: Date | null;
  /** The request's free-text stylist preference. */
  preference: string;
  /** In service order: the last morning slot ends nearest her heat. */
  slots: PlannerSlot[];
}

export interface PlannerInput {
  dancers: PlannerDancer[];
  stylists: PlannerStylist[];
  /** At most this many appointments at once; null = no limit. */
  chairs: number | null;
  /** The evening before the day, for hair at night; null = none set (night slots are then planned like the others). */
  night: Interval | null;
  /** Each stylist's appointments outside this plan (other competitions, other days). */
  busy: Record<string, Interval[]>;
  /** Grid of the plan in minutes; default 5. */
  stepMinutes?: number;
  /** How long before ready-by a dancer may sit in the chair; default 6 hours. */
  searchHours?: number;
}

export interface PlanSlot {
  bookingId: string;
  slotId: string;
  service: string;
  userId: string;
  start: Date;
  end: Date;
}

export type UnplacedReason = "no-heat-time" | "needs-length" | "no-chair-time" | "preference-impossible";

export const UNPLACED_REASON_TEXT: Record<UnplacedReason, string> = {
  "no-heat-time": "No heat time yet",
  "needs-length": "A service without a length",
  "no-chair-time": "Not enough chair time before the heat",
  "preference-impossible": "The chosen stylist has no time before the heat",
};

export interface Plan {
  slots: PlanSlot[];
  unplaced: { bookingId: string; reason: UnplacedReason }[];
}

export interface PlanOptions {
  /** Stop searching after this long and answer the best plan found; default 1,500 ms. */
  timeLimitMs?: number;
  /** "auto" (exact model on small days, heuristic otherwise), or force one. */
  method?: "auto" | "exact" | "heuristic";
}

export interface PlanResult extends Plan {
  method: "exact" | "heuristic";
  /** The exact model proved the plan optimal (most dancers placed). */
  proven: boolean;
  ms: number;
  /** The exact model's run beside the heuristic: its size (start variables), dancers it placed (null: no plan in time) and time; null when the day was too big for it. */
  exact: { columns: number; placed: number | null; ms: number } | null;
}
