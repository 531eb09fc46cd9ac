// A day's state for the booking form, as the day planner can tell it (lib/planner/capacity):
//   - full:        the planner's bound proves that no plan places every request that fits the day at all and
//                  one typical request more (the day's typical main service, ready by the day's middle ready-by);
//   - nearly full: not proved full, but a plan takes fewer than NEARLY_FULL_APPOINTMENTS typical requests
//                  more, or what is left of the chair time before the heats is under NEARLY_FULL_SHARE of it;
//   - open:        otherwise, and always on a day without staffing.
// Every booked service counts (a title standing for two services, the extras), and each request only
// before her own ready-by. Answers are kept per day's state (the same bookings and staffing answer from
// the cache), so the public form's reads stay cheap.
import { createHash } from "node:crypto";
import { dayFullness } from "@/lib/planner/capacity";
import type { PlannerDancer, PlannerInput } from "@/lib/planner/dto";
import { dayCapacity, NEARLY_FULL_APPOINTMENTS, NEARLY_FULL_SHARE, type DayState } from "./capacity";
import type { DayLoad } from "./day";

/** How many days' answers are kept (a competition's days, many competitions). */
const CACHE_SIZE = 500;
const cache = new Map<string, DayState>();

/** The day's typical request ready-by: the middle of the day's ready-bys, or of its working hours when none is known. */
function middleReadyBy(load: Pick<DayLoad, "readyBys" | "staffing" | "typicalMinutes">): Date | null {
  if (load.readyBys.length) return load.readyBys[Math.floor((load.readyBys.length - 1) / 2)];
  const windows = load.staffing.stylists.flatMap((s) => s.windows);
  if (!windows.length) return null;
  const start = Math.min(...windows.map((w) => w.start.getTime())) + load.typicalMinutes * 60_000;
  const end = Math.max(...windows.map((w) => w.end.getTime()));
  return new Date(Math.max(start, Math.round((start + end) / 2 / 300_000) * 300_000));
}

/** The day as the planner's problem: the requests without a time open, every timed slot fixed (its stylist and a chair busy). */
export function plannerInputOf(load: Pick<DayLoad, "staffing" | "timed" | "requests" | "latestReadyBy">): PlannerInput {
  const stylists = load.staffing.stylists.map((s) => ({ id: s.userId, firstName: s.firstName, lastName: s.lastName, windows: s.windows, night: [] }));
  const known = new Set(stylists.map((s) => s.id));
  const ends = stylists.flatMap((s) => s.windows.map((w) => w.end.getTime()));
  // No heat time yet: ready by the day's horizon (the latest ready-by, else the end of the last window).
  const horizon = load.latestReadyBy ?? (ends.length ? new Date(Math.max(...ends)) : null);
  const booked: PlannerDancer = {
    bookingId: "timed",
    readyBy: null,
    preference: "",
    slots: load.timed.map((t, i) => ({ slotId: `timed-${i}`, service: "timed", minutes: Math.max(1, Math.round((t.end.getTime() - t.start.getTime()) / 60_000)), fixed: { userId: t.userId && known.has(t.userId) ? t.userId : null, start: t.start, end: t.end } })),
  };
  const requests = load.requests.map((r, i): PlannerDancer => ({
    bookingId: `request-${i}`,
    readyBy: r.readyBy ?? horizon,
    preference: "",
    slots: r.minutes.map((minutes, k) => ({ slotId: `request-${i}-${k}`, service: `service-${k}`, minutes })),
  }));
  return { dancers: [...requests, booked], stylists, chairs: load.staffing.chairs, night: null, busy: {}, stepMinutes: 5, searchHours: 8 };
}

/** The day's state by the rule at the top of this file. */
export async function dayStateOf(load: DayLoad): Promise<DayState> {
  if (!load.staffing.staffed) return "open";
  const readyBy = middleReadyBy(load);
  if (!readyBy) return "full";
  const input = plannerInputOf(load);
  const typical = { minutes: [Math.max(5, Math.round(load.typicalMinutes))], readyBy };
  const key = createHash("sha256").update(JSON.stringify([input, typical])).digest("base64url");
  const known = cache.get(key);
  if (known) return known;
  const fullness = await dayFullness(input, typical, NEARLY_FULL_APPOINTMENTS);
  const figures = dayCapacity(load);
  const state: DayState = fullness.full
    ? "full"
    : fullness.fits < NEARLY_FULL_APPOINTMENTS || figures.leftMinutes < NEARLY_FULL_SHARE * figures.chairMinutes
      ? "nearly-full"
      : "open";
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, state);
  return state;
}
