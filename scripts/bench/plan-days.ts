// Synthetic competition days for the day planner's bench and tests (seeded, reproducible): heats
// from 7 am bunched in the morning, stylists with different hours and breaks, fewer chairs than
// stylists, hair at night, stylist preferences, a few fixed slots and chosen stylists.
import { fromZonedTime } from "date-fns-tz";
import { planHeatDay, type Interval as HeatInterval } from "@/lib/bookings/heat-plan";
import type { Interval, Plan, PlannerInput } from "@/lib/planner/dto";

export function seededRandom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = ["Anna", "Bea", "Carla", "Dina", "Elena", "Fay", "Gia", "Hana", "Iris", "Jade", "Kira", "Lena"];
export const DAY = "2026-03-14";
export const ZONE = "America/New_York";
const at = (date: string, time: string) => fromZonedTime(`${date}T${time}:00`, ZONE);
const hm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export function syntheticDay(dancers: number, stylists: number, seed: number): PlannerInput {
  const random = seededRandom(seed);
  const pick = <T,>(items: T[]) => items[Math.floor(random() * items.length)];
  const night: Interval = { start: at("2026-03-13", "18:00"), end: at("2026-03-13", "22:00") };
  const staff = Array.from({ length: stylists }, (_, i) => {
    const from = 300 + Math.floor(random() * 7) * 15; // 5:00–6:30
    const to = 780 + Math.floor(random() * 11) * 30; // 13:00–18:00
    const windows: Interval[] = [];
    if (random() < 0.3) {
      const pause = from + 240 + Math.floor(random() * 4) * 15;
      windows.push({ start: at(DAY, hm(from)), end: at(DAY, hm(pause)) }, { start: at(DAY, hm(pause + 30)), end: at(DAY, hm(to)) });
    } else windows.push({ start: at(DAY, hm(from)), end: at(DAY, hm(to)) });
    if (i % 2 === 0) windows.push(night);
    return { id: `s${i}`, firstName: NAMES[i % NAMES.length], lastName: `Stylist${i}`, windows };
  });
  const busyFixed = new Map<string, Interval[]>();
  const list = Array.from({ length: dancers }, (_, d) => {
    const r = random();
    const heat = r < 0.45 ? 480 + Math.floor(random() * 13) * 15 : r < 0.8 ? 660 + Math.floor(random() * 12) * 15 : 840 + Math.floor(random() * 12) * 15;
    const readyBy = new Date(at(DAY, hm(heat)).getTime() - 45 * 60_000);
    const kind = random();
    const services = kind < 0.4 ? [["Hair & Makeup", 75]] : kind < 0.9 ? [["Hair", 45], ["Makeup", 45]] : [["Hair", 45], ["Makeup", 45], ["Lashes", 15]];
    const hairAtNight = services.length > 1 && random() < 0.12;
    const preference = random() < 0.3 ? `${pick(staff).firstName} please` : "";
    const slots = services.map(([service, minutes], i) => ({ slotId: `b${d}-${i}`, service: service as string, minutes: minutes as number, night: hairAtNight && i === 0, fixed: null as null | { userId: string; start: Date; end: Date }, userId: null as string | null }));
    const last = slots[slots.length - 1];
    if (random() < 0.08) {
      const stylist = pick(staff);
      const start = new Date(readyBy.getTime() - last.minutes * 60_000);
      const slot = { start, end: readyBy };
      const free = stylist.windows.some((w) => w.start <= start && readyBy <= w.end) && !(busyFixed.get(stylist.id) ?? []).some((b) => b.start < slot.end && slot.start < b.end);
      if (free) {
        last.fixed = { userId: stylist.id, ...slot };
        busyFixed.set(stylist.id, [...(busyFixed.get(stylist.id) ?? []), slot]);
      }
    } else if (random() < 0.05) last.userId = pick(staff).id;
    return { bookingId: `b${d}`, readyBy, preference, slots };
  });
  const chairs = Math.max(2, Math.ceil(stylists * 0.75));
  return { dancers: list, stylists: staff, chairs, night, busy: {}, stepMinutes: 5, searchHours: 6 };
}

/** Today's Suggest times, one request at a time in request order; a dancer counts only when all her slots fit the stylists' hours and the chairs. */
export function greedyOneAtATime(input: PlannerInput): Plan {
  const plan: Plan = { slots: [], unplaced: [] };
  const span = { start: new Date(Math.min(...input.dancers.map((d) => d.readyBy!.getTime())) - 36 * 3_600_000), end: new Date(Math.max(...input.dancers.map((d) => d.readyBy!.getTime())) + 3_600_000) };
  const busy: Record<string, HeatInterval[]> = {};
  for (const s of input.stylists) {
    const windows = [...s.windows].sort((a, b) => a.start.getTime() - b.start.getTime());
    let from = span.start;
    busy[s.id] = [...(input.busy[s.id] ?? [])];
    for (const w of windows) {
      if (w.start > from) busy[s.id].push({ start: from, end: w.start });
      if (w.end > from) from = w.end;
    }
    busy[s.id].push({ start: from, end: span.end });
  }
  for (const d of input.dancers) for (const s of d.slots) if (s.fixed?.userId) busy[s.fixed.userId].push({ start: s.fixed.start, end: s.fixed.end });
  const taken: { start: Date; end: Date }[] = input.dancers.flatMap((d) => d.slots.flatMap((s) => (s.fixed ? [s.fixed] : [])));
  for (const d of input.dancers) {
    const nightSlots = d.slots.filter((s) => s.night && input.night && !s.fixed);
    const day = d.slots.filter((s) => !(s.night && input.night));
    const runs = [
      ...(nightSlots.length ? [planHeatDay({ readyBy: input.night!.end, slots: nightSlots, staff: input.stylists, preference: d.preference, busy, searchHours: 4 })] : []),
      planHeatDay({ readyBy: d.readyBy!, slots: day, staff: input.stylists, preference: d.preference, busy, searchHours: input.searchHours ?? 6 }),
    ];
    const slotsOf = [nightSlots, day];
    const ok = runs.every((r) => !r.issues.length);
    const placed = runs.flatMap((r, i) => r.slots.map((x) => ({ bookingId: d.bookingId, slotId: (runs.length === 1 ? day : slotsOf[i])[x.index].slotId, service: "", userId: x.userId, start: x.start, end: x.end })));
    const chairsOk = input.chairs === null || placed.every((p) => [...taken, p].filter((t) => t.start <= p.start && p.start < t.end).length <= input.chairs!) && taken.every((t) => [...taken, ...placed].filter((o) => o.start <= t.start && t.start < o.end).length <= input.chairs!);
    if (!ok || !chairsOk) {
      plan.unplaced.push({ bookingId: d.bookingId, reason: "no-chair-time" });
      continue;
    }
    for (const p of placed) {
      busy[p.userId].push({ start: p.start, end: p.end });
      taken.push(p);
      plan.slots.push(p);
    }
  }
  return plan;
}
