// The day planner's input and output: plain data, UTC instants, no database types (client-safe).
export interface Interval {
  start: Date;
  end: Date;
}

export interface PlannerStylist {
  id: string;
  firstName: string;
  lastName: string;
  /** When she works on the heat day (breaks are gaps between windows). Only morning slots go here. */
  windows: Interval[];
  /** The evening-before window she works (none when that evening is a day off): only night-before slots go here. */
  night?: Interval[];
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
  /** Only these stylists perform its service (absent: every stylist). */
  performers?: string[];
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
  /** Most minutes between one of a dancer's morning services and the next; default DEFAULT_MAX_GAP_MINUTES. */
  maxGapMinutes?: number;
}

/** A dancer's services of a morning follow each other within this many minutes unless the studio sets otherwise. */
export const DEFAULT_MAX_GAP_MINUTES = 30;

export interface PlanSlot {
  bookingId: string;
  slotId: string;
  service: string;
  userId: string;
  start: Date;
  end: Date;
}

/** Why a dancer is not placed, naming what binds: her own data, the stylists' hours, the chairs, or the stylists' other appointments. */
export type UnplacedReason = "no-heat-time" | "needs-length" | "preference-impossible" | "no-stylist-hours" | "no-evening-stylist" | "chairs-full" | "stylists-booked";

export const UNPLACED_REASON_TEXT: Record<UnplacedReason, string> = {
  "no-heat-time": "No heat time yet",
  "needs-length": "A service without a length",
  "preference-impossible": "The chosen stylist has no time before the heat",
  "no-stylist-hours": "No stylist works long enough before her heat",
  "no-evening-stylist": "Nobody who works the evening before is free for her hair",
  "chairs-full": "Every chair is taken when a stylist could do her",
  "stylists-booked": "Every stylist who works before her heat is booked then",
};

/** How many of the day's dancers the plan places, and how many any plan could: what the planner screen says. */
export interface PlanSummary {
  placed: number;
  /** Dancers the plan was asked to place (placed and not placed). */
  dancers: number;
  /** At most this many can be placed before their heats. */
  bound: number;
  /** The plan is proved the best possible. */
  proven: boolean;
}

const dancersWord = (n: number) => `${n} dancer${n === 1 ? "" : "s"}`;

/** "Best possible: 11 of 12 dancers." / "Placed 44 of 80 dancers; at most 47 can be placed before their heats." */
export function planSummaryText(s: PlanSummary): string {
  if (s.placed === s.dancers) return `All ${dancersWord(s.dancers)} placed.`;
  if (s.proven) return `Best possible: ${s.placed} of ${dancersWord(s.dancers)}.`;
  return `Placed ${s.placed} of ${dancersWord(s.dancers)}; at most ${s.bound} can be placed before their heats.`;
}

export interface Plan {
  slots: PlanSlot[];
  /** `at`: for "chairs-full", when she would fit if a chair were free. */
  unplaced: { bookingId: string; reason: UnplacedReason; at?: Interval }[];
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
  /** The most dancers any plan can place (an upper bound; equals the dancers placed when proven). */
  bound: number;
  /** The exact model's run beside the heuristic: its size (start variables), dancers it placed (null: no plan in time) and time; null when the day was too big for it. */
  exact: { columns: number; placed: number | null; ms: number } | null;
}
