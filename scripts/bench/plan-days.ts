// Seeded competition days for the day planner's bench (npm run bench:plan): named shapes from a small
// 12-dancer day to 200 dancers with 12 stylists, the night window, days the clocks change, a second
// time zone. Every instant is a wall time in the competition's zone (date-fns-tz fromZonedTime); one
// seed gives the same days. The old syntheticDay / greedyOneAtATime (bottom) stay for lib/planner/solve.test.ts.
import { fromZonedTime } from "date-fns-tz";
import { planHeatDay, type Interval as HeatInterval } from "@/lib/bookings/heat-plan";
import type { Interval, Plan, PlannerDancer, PlannerInput, PlannerSlot } from "@/lib/planner/dto";
import type { BenchInput, BenchStylist } from "./plan-check";

export interface BenchDay {
  name: string;
  zone: string;
  input: BenchInput;
}

type Wall = [string, string];

interface Shape {
  name: string;
  zone: string;
  /** The heat day, YYYY-MM-DD in the zone. */
  date: string;
  dancers: number;
  chairs: number | null;
  /** Stylists drawn at random (count), or given: day windows in wall times. */
  staff: number | Wall[][];
  /** First heats between these wall times (15-minute steps, bunched early). */
  heats: Wall;
  /** Ready this many minutes before the first heat; default 45. */
  readyBefore?: number;
  /** The studio's evening-before window (wall times the evening before). */
  night?: Wall;
  nightDancers?: number;
  /** The last this many stylists have the evening off (their night empty). */
  eveningOff?: number;
  /** Night dancers asking for a stylist whose evening is off. */
  nightPreferOff?: number;
  /** Dancers with hair flagged for the night on a day without a night window (planned like the morning). */
  nightFlagWithoutWindow?: number;
  breaks?: number;
  lateStarter?: boolean;
  /** One more stylist drawn and left off the list (her day off); one preference names her. */
  dayOff?: boolean;
  preferences?: number;
  fixed?: number;
  /** Fixed slots holding a chair with no stylist named. */
  fixedNoStylist?: number;
  chosen?: number;
  noHeat?: number;
  noLength?: number;
  menu?: "standard" | "mixed";
  searchHours?: number;
  maxGapMinutes?: number;
  /** The first stylist works another competition (wall times in another zone) that morning. */
  busyElsewhere?: { zone: string; from: string; to: string };
}

const NY = "America/New_York";
const LA = "America/Los_Angeles";
const SHAPES: Shape[] = [
  { name: "small-a", zone: NY, date: "2026-05-16", dancers: 12, staff: 2, chairs: 2, heats: ["07:00", "11:00"], preferences: 2 },
  { name: "small-b", zone: NY, date: "2026-05-16", dancers: 16, staff: 2, chairs: 2, heats: ["07:30", "12:00"], menu: "mixed", night: ["18:00", "22:00"], nightDancers: 2, preferences: 3, fixed: 1, chosen: 1, noLength: 1 },
  { name: "small-c", zone: NY, date: "2026-05-16", dancers: 20, staff: 3, chairs: 2, heats: ["07:00", "11:30"], menu: "mixed", breaks: 1, preferences: 4, fixed: 1, fixedNoStylist: 1, chosen: 1, maxGapMinutes: 0 },
  { name: "tight", zone: NY, date: "2026-05-16", dancers: 30, staff: 3, chairs: 3, heats: ["08:00", "08:45"], preferences: 3 },
  { name: "medium", zone: NY, date: "2026-05-16", dancers: 40, staff: 5, chairs: 4, heats: ["07:00", "15:00"], breaks: 2, lateStarter: true, dayOff: true, night: ["18:00", "22:00"], nightDancers: 2, preferences: 7, fixed: 3, chosen: 1, noHeat: 1 },
  { name: "80x8", zone: NY, date: "2026-05-16", dancers: 80, staff: 8, chairs: 6, heats: ["07:00", "16:00"], breaks: 3, lateStarter: true, night: ["18:00", "22:00"], nightDancers: 6, preferences: 14, fixed: 4, chosen: 3 },
  { name: "150x12", zone: NY, date: "2026-05-16", dancers: 150, staff: 12, chairs: 8, heats: ["07:00", "17:00"], breaks: 4, lateStarter: true, night: ["18:00", "22:00"], nightDancers: 10, preferences: 25, fixed: 6, chosen: 4 },
  { name: "200x10", zone: NY, date: "2026-05-16", dancers: 200, staff: 10, chairs: 8, heats: ["07:00", "17:00"], breaks: 4, lateStarter: true, night: ["18:00", "22:00"], nightDancers: 12, preferences: 30, fixed: 6, chosen: 4 },
  { name: "200x12", zone: NY, date: "2026-05-16", dancers: 200, staff: 12, chairs: 9, heats: ["07:00", "17:00"], breaks: 4, lateStarter: true, night: ["18:00", "22:00"], nightDancers: 12, preferences: 30, fixed: 6, chosen: 4 },
  { name: "night-nobody", zone: NY, date: "2026-05-16", dancers: 10, staff: [[["05:00", "09:00"]], [["05:00", "09:00"]]], chairs: 2, heats: ["06:00", "07:00"], readyBefore: 30, night: ["19:00", "23:00"], searchHours: 10 },
  { name: "evening-off", zone: NY, date: "2026-05-16", dancers: 14, staff: 3, chairs: 3, heats: ["07:00", "11:00"], night: ["18:00", "22:00"], nightDancers: 5, eveningOff: 1, nightPreferOff: 2, preferences: 1 },
  { name: "spring-forward", zone: NY, date: "2027-03-14", dancers: 14, staff: [[["00:00", "06:00"]], [["06:00", "12:00"]]], chairs: 2, heats: ["04:00", "11:00"], nightFlagWithoutWindow: 1, preferences: 2 },
  { name: "fall-back", zone: NY, date: "2026-11-01", dancers: 12, staff: [[["00:00", "05:00"]], [["03:00", "09:00"]]], chairs: 2, heats: ["02:00", "06:00"], preferences: 2 },
  { name: "two-zone", zone: LA, date: "2026-06-20", dancers: 18, staff: 3, chairs: 3, heats: ["07:00", "12:00"], night: ["19:00", "22:00"], nightDancers: 2, preferences: 3, fixed: 1, chosen: 1, busyElsewhere: { zone: NY, from: "10:00", to: "12:00" } },
];

const FIRST = ["Anna", "Bea", "Carla", "Dina", "Elena", "Fay", "Gia", "Hana", "Iris", "Jade", "Kira", "Lena", "Mona", "Nora"];
const PLEASE = ["{} please", "{} if possible", "Would love {}!", "{}", "Prefer {} (she did my hair last time)"];
type Service = [string, number];
const MENUS: Record<"standard" | "mixed", [number, Service[]][]> = {
  standard: [[0.4, [["Hair & Makeup", 75]]], [0.4, [["Hair", 45], ["Makeup", 45]]], [0.1, [["Hair & Makeup", 75], ["Rhinestones", 15]]], [0.1, [["Hair", 45], ["Makeup", 45], ["Lash upgrade", 10]]]],
  mixed: [[0.25, [["Hair & Makeup", 75]]], [0.25, [["Hair", 45], ["Makeup", 45]]], [0.1, [["Hair", 45]]], [0.1, [["Makeup", 45]]], [0.15, [["Hair & Makeup", 75], ["Rhinestones", 15]]], [0.15, [["Hair", 45], ["Makeup", 45], ["Lash upgrade", 10]]]],
};

function seededRandom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Random = () => number;

const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7);
const hm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const minutesOf = (wall: string) => Number(wall.slice(0, 2)) * 60 + Number(wall.slice(3, 5));
const dayBefore = (date: string) => new Date(new Date(`${date}T12:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10);
const wallAt = (zone: string, date: string, wall: string) => fromZonedTime(`${date}T${wall}:00`, zone);
const wallInterval = (zone: string, date: string, [from, to]: Wall): Interval => ({ start: wallAt(zone, date, from), end: wallAt(zone, date, to) });

/** Every bench day for one seed, in a fixed order. */
export function benchDays(seed: number): BenchDay[] {
  return SHAPES.map((shape) => ({ name: shape.name, zone: shape.zone, input: buildDay(shape, seededRandom(seed * 1_000_003 + hash(shape.name))) }));
}

function buildDay(shape: Shape, random: Random): BenchInput {
  const night = shape.night ? wallInterval(shape.zone, dayBefore(shape.date), shape.night) : null;
  const drawn = drawStaff(shape, random, night);
  const stylists = shape.dayOff ? drawn.slice(0, -1) : drawn;
  const busy: Record<string, Interval[]> = {};
  if (shape.busyElsewhere) busy[stylists[0].id] = [wallInterval(shape.busyElsewhere.zone, shape.date, [shape.busyElsewhere.from, shape.busyElsewhere.to])];
  const dancers = Array.from({ length: shape.dancers }, (_, i) => drawDancer(shape, random, i));
  const input: BenchInput = { dancers, stylists, chairs: shape.chairs, night, busy, stepMinutes: 5, searchHours: shape.searchHours ?? 6, maxGapMinutes: shape.maxGapMinutes ?? 30 };
  const order = shuffled(dancers, random);
  const taken = new Set<PlannerDancer>();
  /** The next `count` dancers (in a shuffled order) not yet given a feature for which `fits` holds (it may change her). */
  const take = (count: number, fits: (d: PlannerDancer) => boolean) => {
    const out: PlannerDancer[] = [];
    for (const d of order)
      if (out.length < count && !taken.has(d) && fits(d)) {
        out.push(d);
        taken.add(d);
      }
    return out;
  };
  addNightSlots(input, take(shape.nightDancers ?? 0, (d) => d.readyBy !== null), random, shape);
  for (const d of take(shape.nightFlagWithoutWindow ?? 0, () => true)) d.slots = hairAndMakeup(d.bookingId, true);
  take(shape.fixed ?? 0, (d) => pin(input, d, random, true));
  take(shape.fixedNoStylist ?? 0, (d) => pin(input, d, random, false));
  take(shape.chosen ?? 0, (d) => choose(input, d, random));
  for (const d of take(shape.noHeat ?? 0, () => true)) d.readyBy = null;
  for (const d of take(shape.noLength ?? 0, () => true)) d.slots[d.slots.length - 1].minutes = null;
  addPreferences(order, shape, drawn, random);
  return input;
}

function drawStaff(shape: Shape, random: Random, night: Interval | null): BenchStylist[] {
  const given = Array.isArray(shape.staff) ? shape.staff : null;
  const count = (given ? given.length : (shape.staff as number)) + (shape.dayOff ? 1 : 0);
  const offFrom = count - (shape.dayOff ? 1 : 0) - (shape.eveningOff ?? 0);
  return Array.from({ length: count }, (_, i) => {
    const walls = given?.[i] ?? drawHours(shape, random, i);
    const windows = walls.map((w) => wallInterval(shape.zone, shape.date, w));
    return { id: `st${i}`, firstName: FIRST[i % FIRST.length], lastName: `Stylist${i}`, windows, night: night && i < offFrom ? [night] : [] };
  });
}

/** Random hours: in from 5:00–6:30 (the late starter 9:30) to 12:00–16:00, the first `breaks` with a 30-minute break. */
function drawHours(shape: Shape, random: Random, i: number): Wall[] {
  const from = shape.lateStarter && i === 1 ? 570 : 300 + Math.floor(random() * 7) * 15;
  const to = Math.max(from + 240, 720 + Math.floor(random() * 9) * 30);
  if (i >= (shape.breaks ?? 0)) return [[hm(from), hm(to)]];
  const pause = from + 180 + Math.floor(random() * 5) * 15;
  return [[hm(from), hm(pause)], [hm(pause + 30), hm(Math.max(to, pause + 150))]];
}

function drawDancer(shape: Shape, random: Random, i: number): PlannerDancer {
  const [lo, hi] = shape.heats.map(minutesOf);
  const steps = Math.floor((hi - lo) / 15) + 1;
  const heat = lo + Math.floor(random() ** 1.4 * steps) * 15;
  const readyBy = new Date(wallAt(shape.zone, shape.date, hm(heat)).getTime() - (shape.readyBefore ?? 45) * 60_000);
  const services = drawServices(MENUS[shape.menu ?? "standard"], random);
  const bookingId = `${shape.name}-d${i}`;
  return { bookingId, readyBy, preference: "", slots: services.map(([service, minutes], k) => ({ slotId: `${bookingId}-${k}`, service, minutes })) };
}

function drawServices(menu: [number, Service[]][], random: Random): Service[] {
  let r = random();
  for (const [weight, services] of menu) {
    if (r < weight) return services;
    r -= weight;
  }
  return menu[menu.length - 1][1];
}

const hairAndMakeup = (bookingId: string, night: boolean): PlannerSlot[] => [
  { slotId: `${bookingId}-0`, service: "Hair", minutes: 45, night },
  { slotId: `${bookingId}-1`, service: "Makeup", minutes: 45 },
];

/** Hair the evening before; the first `nightPreferOff` ask for a stylist whose evening is off. */
function addNightSlots(input: BenchInput, dancers: PlannerDancer[], random: Random, shape: Shape) {
  const off = input.stylists.filter((s) => input.night && !s.night?.length);
  dancers.forEach((d, i) => {
    d.slots = hairAndMakeup(d.bookingId, true);
    if (random() < 0.3) d.slots.push({ slotId: `${d.bookingId}-2`, service: "Lash upgrade", minutes: 10 });
    if (i < (shape.nightPreferOff ?? 0) && off.length) d.preference = `${off[i % off.length].firstName} please`;
  });
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;
const within = (a: Interval, b: Interval) => b.start <= a.start && a.end <= b.end;

/** Pins her last slot just before her ready-by where a stylist works and a chair is left; false when nowhere. */
function pin(input: BenchInput, d: PlannerDancer, random: Random, withStylist: boolean): boolean {
  const slot = d.slots[d.slots.length - 1];
  const pinned = input.dancers.flatMap((x) => x.slots.flatMap((s) => (s.fixed ? [s.fixed] : [])));
  for (let back = 0; back <= 120 && d.readyBy && slot.minutes; back += 15) {
    const end = new Date(d.readyBy.getTime() - back * 60_000);
    const at = { start: new Date(end.getTime() - slot.minutes * 60_000), end };
    if (input.chairs !== null && pinned.filter((f) => overlaps(f, at)).length >= input.chairs) continue;
    const free = (id: string, windows: Interval[]) => windows.some((w) => within(at, w)) && ![...(input.busy[id] ?? []), ...pinned.filter((f) => f.userId === id)].some((b) => overlaps(b, at));
    const stylist = shuffled(input.stylists, random).find((s) => free(s.id, s.windows));
    if (!stylist && withStylist) continue;
    slot.fixed = { userId: withStylist ? stylist!.id : null, ...at };
    return true;
  }
  return false;
}

/** Staff chose the stylist of her first slot: one who works long enough in her morning; false when none does. */
function choose(input: BenchInput, d: PlannerDancer, random: Random): boolean {
  if (!d.readyBy || d.slots.some((s) => s.night)) return false;
  const range = { start: d.readyBy.getTime() - (input.searchHours ?? 6) * 3_600_000, end: d.readyBy.getTime() };
  const need = d.slots.reduce((sum, s) => sum + (s.minutes ?? 0), 0) * 60_000;
  const works = input.stylists.filter((s) => s.windows.some((w) => Math.min(w.end.getTime(), range.end) - Math.max(w.start.getTime(), range.start) >= need));
  if (works.length) d.slots[0].userId = works[Math.floor(random() * works.length)].id;
  return works.length > 0;
}

/** Free-text preferences naming a stylist's first name (one the day-off stylist when she is not listed). */
function addPreferences(order: PlannerDancer[], shape: Shape, drawn: BenchStylist[], random: Random) {
  const free = order.filter((d) => !d.preference).slice(0, shape.preferences ?? 0);
  free.forEach((d, i) => {
    const stylist = shape.dayOff && i === 0 ? drawn[drawn.length - 1] : drawn[Math.floor(random() * (drawn.length - (shape.dayOff ? 1 : 0)))];
    d.preference = PLEASE[Math.floor(random() * PLEASE.length)].replace("{}", stylist.firstName);
  });
}

function shuffled<T>(items: T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// ---- Kept for lib/planner/solve.test.ts: its synthetic days (the same draws as before; the evening window
// now in each even stylist's `night`, no longer among her windows) and today's one-at-a-time Suggest times.

const DAY = "2026-03-14";
const ZONE = "America/New_York";
const at = (date: string, time: string) => fromZonedTime(`${date}T${time}:00`, ZONE);

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
    return { id: `s${i}`, firstName: FIRST[i % 12], lastName: `Stylist${i}`, windows, night: i % 2 === 0 ? [night] : [] };
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
    // Day and evening windows alike (Suggest times has one list of working hours per stylist).
    const windows = [...s.windows, ...((s as BenchStylist).night ?? [])].sort((a, b) => a.start.getTime() - b.start.getTime());
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
      plan.unplaced.push({ bookingId: d.bookingId, reason: "stylists-booked" });
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
