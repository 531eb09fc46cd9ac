// The bench's own rule checker for day plans (independent of lib/planner, which it only takes types from):
// every rule of the planner's input contract checked in plain instants (ms), one breach string per
// broken rule, plus selfTest() which feeds it hand-made bad plans and fails when one is not caught.
import { UNPLACED_REASON_TEXT, type Interval, type Plan, type PlannerDancer, type PlannerInput, type PlannerSlot, type PlannerStylist } from "@/lib/planner/dto";

/** A stylist as the planner's contract has her: day windows, and her evening-before window(s) apart. */
export type BenchStylist = PlannerStylist & { night?: Interval[] };
/** The planner's input with the contract's newer fields (read optionally while dto.ts catches up). */
export type BenchInput = Omit<PlannerInput, "stylists"> & { stylists: BenchStylist[]; maxGapMinutes?: number };

const MINUTE = 60_000;
export const maxGapMs = (input: BenchInput) => (input.maxGapMinutes ?? 30) * MINUTE;
export const searchMs = (input: BenchInput) => (input.searchHours ?? 6) * 60 * MINUTE;
/** Planned in the evening before: a night slot on a day with a studio night window. */
export const isNightSlot = (input: BenchInput, slot: PlannerSlot) => Boolean(slot.night) && input.night !== null;
export const openSlots = (d: PlannerDancer) => d.slots.filter((s) => !s.fixed);

interface Item {
  bookingId: string;
  slotId: string;
  userId: string | null;
  start: number;
  end: number;
  planned: boolean;
}

const REASONS = new Set(Object.keys(UNPLACED_REASON_TEXT));
const iso = (ms: number) => (Number.isFinite(ms) ? new Date(ms).toISOString() : "invalid date");
const insideAny = (s: Item, list: Interval[] | undefined) => (list ?? []).some((w) => w.start.getTime() <= s.start && s.end <= w.end.getTime());

export function checkPlan(input: BenchInput, plan: Plan): string[] {
  const breaches: string[] = [];
  const owner = new Map<string, { dancer: PlannerDancer; slot: PlannerSlot }>();
  for (const dancer of input.dancers) for (const slot of dancer.slots) owner.set(slot.slotId, { dancer, slot });
  const planned: Item[] = [];
  const seen = new Set<string>();
  for (const s of plan.slots) {
    const item: Item = { bookingId: s.bookingId, slotId: s.slotId, userId: s.userId, start: new Date(s.start).getTime(), end: new Date(s.end).getTime(), planned: true };
    const found = owner.get(s.slotId);
    if (!found) breaches.push(`${s.slotId}: no such slot in the input`);
    else if (found.dancer.bookingId !== s.bookingId) breaches.push(`${s.slotId}: belongs to ${found.dancer.bookingId}, planned for ${s.bookingId}`);
    if (seen.has(s.slotId)) breaches.push(`${s.slotId}: planned twice`);
    seen.add(s.slotId);
    if (found) breaches.push(...slotBreaches(input, item, found.dancer, found.slot));
    planned.push(item);
  }
  const fixed = fixedItems(input);
  const all = [...fixed, ...planned.filter((p) => owner.has(p.slotId) && !owner.get(p.slotId)!.slot.fixed)];
  breaches.push(...overlapBreaches(all, (i) => i.userId, "stylist"));
  breaches.push(...overlapBreaches(all, (i) => i.bookingId, "dancer"));
  breaches.push(...chairBreaches(input.chairs, all));
  breaches.push(...dancerBreaches(input, plan, planned, fixed));
  return breaches;
}

/** The rules on one planned slot by itself: its stylist, her hours, the dancer's times, its length. */
function slotBreaches(input: BenchInput, s: Item, dancer: PlannerDancer, slot: PlannerSlot): string[] {
  const out: string[] = [];
  const where = `${s.slotId} (${s.userId} ${iso(s.start)}–${iso(s.end)})`;
  if (!Number.isFinite(s.start) || !Number.isFinite(s.end)) return [`${where}: not a time`];
  if (slot.fixed) out.push(`${where}: fixed slot re-planned (fixed ${slot.fixed.userId} ${slot.fixed.start.toISOString()})`);
  if (slot.userId && slot.userId !== s.userId) out.push(`${where}: staff chose ${slot.userId}`);
  if (!slot.minutes || slot.minutes <= 0) out.push(`${where}: a service without a length was placed`);
  else if (s.end - s.start !== slot.minutes * MINUTE) out.push(`${where}: lasts ${(s.end - s.start) / MINUTE} min, the service ${slot.minutes}`);
  const stylist = input.stylists.find((st) => st.id === s.userId);
  if (!stylist) return [...out, `${where}: stylist not working that day`];
  if ((input.busy[s.userId!] ?? []).some((b) => b.start.getTime() < s.end && s.start < b.end.getTime())) out.push(`${where}: stylist busy elsewhere`);
  if (isNightSlot(input, slot)) {
    if (!insideAny(s, stylist.night)) out.push(`${where}: night slot outside ${stylist.firstName}'s evening window${stylist.night?.length ? "" : " (she has none)"}`);
    return out;
  }
  if (!insideAny(s, stylist.windows)) out.push(`${where}: morning slot outside ${stylist.firstName}'s working windows`);
  if (!dancer.readyBy) return [...out, `${where}: morning slot for a dancer without a ready-by`];
  const readyBy = dancer.readyBy.getTime();
  if (s.end > readyBy) out.push(`${where}: ends after ready-by ${iso(readyBy)}`);
  if (s.start < readyBy - searchMs(input)) out.push(`${where}: starts before ready-by minus ${searchMs(input) / 3_600_000} h`);
  return out;
}

function fixedItems(input: BenchInput): Item[] {
  return input.dancers.flatMap((d) =>
    d.slots.flatMap((s) => (s.fixed ? [{ bookingId: d.bookingId, slotId: s.slotId, userId: s.fixed.userId, start: s.fixed.start.getTime(), end: s.fixed.end.getTime(), planned: false }] : [])),
  );
}

/** Two items of one key (stylist, dancer) at once; pairs of fixed slots are the input's business. */
function overlapBreaches(items: Item[], key: (i: Item) => string | null, what: string): string[] {
  const out: string[] = [];
  const groups = new Map<string, Item[]>();
  for (const i of items) {
    const k = key(i);
    if (k) groups.set(k, [...(groups.get(k) ?? []), i]);
  }
  for (const [k, list] of groups) {
    const sorted = [...list].sort((a, b) => a.start - b.start);
    for (let i = 0; i < sorted.length; i++)
      for (let j = i + 1; j < sorted.length && sorted[j].start < sorted[i].end; j++)
        if (sorted[i].planned || sorted[j].planned) out.push(`${what} ${k} in two chairs: ${sorted[i].slotId} and ${sorted[j].slotId} at ${iso(sorted[j].start)}`);
  }
  return out;
}

/** Appointments at once (fixed ones included) above the chairs: one breach per stretch over. */
function chairBreaches(chairs: number | null, items: Item[]): string[] {
  if (chairs === null) return [];
  const events = items.flatMap((i) => [[i.start, 1] as const, [i.end, -1] as const]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: string[] = [];
  let now = 0;
  let over = false;
  for (const [t, delta] of events) {
    now += delta;
    if (now > chairs && !over) out.push(`${now} appointments at ${iso(t)} with ${chairs} chairs`);
    over = now > chairs;
  }
  return out;
}

/** Per dancer: placed whole or not at all, her morning gaps, and a reason when she is left out. */
function dancerBreaches(input: BenchInput, plan: Plan, planned: Item[], fixed: Item[]): string[] {
  const out: string[] = [];
  const gap = maxGapMs(input);
  const unplaced = new Map<string, string>();
  for (const u of plan.unplaced) {
    if (unplaced.has(u.bookingId)) out.push(`dancer ${u.bookingId} unplaced twice`);
    unplaced.set(u.bookingId, u.reason);
    if (!input.dancers.some((d) => d.bookingId === u.bookingId)) out.push(`unplaced ${u.bookingId}: no such dancer`);
  }
  for (const d of input.dancers) {
    const open = openSlots(d);
    const mine = planned.filter((p) => p.bookingId === d.bookingId && open.some((s) => s.slotId === p.slotId));
    const reason = unplaced.get(d.bookingId);
    if (!open.length) continue;
    if (mine.length && mine.length < open.length) out.push(`dancer ${d.bookingId} placed in part (${mine.length} of ${open.length} slots)`);
    if (mine.length && reason) out.push(`dancer ${d.bookingId} placed and also unplaced (${reason})`);
    if (!mine.length && !reason) out.push(`dancer ${d.bookingId} left out without a reason`);
    if (!mine.length && reason && !REASONS.has(reason)) out.push(`dancer ${d.bookingId}: unknown reason "${reason}"`);
    if (mine.length) out.push(...gapBreaches(input, d, mine, fixed, gap));
  }
  return out;
}

/** Her morning slots (fixed ones included) sorted by start: at most maxGap between one's end and the next's start. */
function gapBreaches(input: BenchInput, d: PlannerDancer, mine: Item[], fixed: Item[], gap: number): string[] {
  const morning = (i: Item) => !isNightSlot(input, d.slots.find((s) => s.slotId === i.slotId)!);
  const items = [...mine, ...fixed.filter((f) => f.bookingId === d.bookingId)].filter(morning).sort((a, b) => a.start - b.start);
  const out: string[] = [];
  for (let i = 1; i < items.length; i++) {
    const [a, b] = [items[i - 1], items[i]];
    if ((a.planned || b.planned) && b.start - a.end > gap)
      out.push(`dancer ${d.bookingId}: ${(b.start - a.end) / MINUTE} min between ${a.slotId} and ${b.slotId}${a.planned && b.planned ? "" : " (next to a fixed slot)"} (max ${gap / MINUTE})`);
  }
  return out;
}

/** Hand-made plans each breaking one rule; the checker must name every one (and pass the good plan). */
export function selfTest(): string[] {
  const t = (day: number, hm: string) => new Date(`2026-12-0${day}T${hm}:00Z`);
  const night = { start: t(4, "19:00"), end: t(4, "23:00") };
  const day = (from: string, to: string) => [{ start: t(5, from), end: t(5, to) }];
  const input: BenchInput = {
    stylists: [
      { id: "anna", firstName: "Anna", lastName: "K", windows: day("07:00", "12:00"), night: [night] },
      { id: "bea", firstName: "Bea", lastName: "L", windows: day("07:00", "12:00"), night: [] },
    ],
    chairs: 1,
    night,
    busy: {},
    maxGapMinutes: 30,
    dancers: [
      { bookingId: "mia", readyBy: t(5, "10:00"), preference: "", slots: [{ slotId: "mia-h", service: "Hair", minutes: 45, night: true }, { slotId: "mia-m", service: "Makeup", minutes: 45 }] },
      { bookingId: "ivy", readyBy: t(5, "10:00"), preference: "", slots: [{ slotId: "ivy-m", service: "Makeup", minutes: 45 }] },
      { bookingId: "zoe", readyBy: t(5, "11:30"), preference: "", slots: [{ slotId: "zoe-h", service: "Hair", minutes: 45 }, { slotId: "zoe-m", service: "Makeup", minutes: 45 }] },
    ],
  };
  const slot = (slotId: string, userId: string, d: number, from: string, to: string) => ({ bookingId: slotId.split("-")[0], slotId, service: "", userId, start: t(d, from), end: t(d, to) });
  const good: Plan = {
    unplaced: [],
    slots: [slot("mia-h", "anna", 4, "22:15", "23:00"), slot("mia-m", "anna", 5, "09:15", "10:00"), slot("ivy-m", "bea", 5, "08:30", "09:15"), slot("zoe-h", "bea", 5, "07:00", "07:45"), slot("zoe-m", "bea", 5, "07:45", "08:30")],
  };
  const swap = (slotId: string, to: ReturnType<typeof slot>): Plan => ({ ...good, slots: good.slots.map((s) => (s.slotId === slotId ? to : s)) });
  const cases: [string, Plan, RegExp][] = [
    ["morning slot in the night window", swap("ivy-m", slot("ivy-m", "anna", 4, "21:00", "21:45")), /ivy-m.*outside Anna's working windows/],
    ["night slot for a stylist without an evening", swap("mia-h", slot("mia-h", "bea", 4, "22:15", "23:00")), /mia-h.*outside Bea's evening window \(she has none\)/],
    ["stylist in two chairs", swap("ivy-m", slot("ivy-m", "anna", 5, "09:00", "09:45")), /stylist anna in two chairs/],
    ["chairs exceeded", swap("ivy-m", slot("ivy-m", "bea", 5, "09:15", "10:00")), /2 appointments at .* with 1 chairs/],
    ["a gap of 3 h", swap("zoe-m", slot("zoe-m", "bea", 5, "10:45", "11:30")), /dancer zoe: 180 min between zoe-h and zoe-m/],
    ["placed in part", { ...good, slots: good.slots.filter((s) => s.slotId !== "zoe-m") }, /dancer zoe placed in part/],
    ["left out without a reason", { ...good, slots: good.slots.filter((s) => s.bookingId !== "ivy") }, /dancer ivy left out without a reason/],
    ["after ready-by", swap("ivy-m", slot("ivy-m", "bea", 5, "09:30", "10:15")), /ivy-m.*ends after ready-by/],
  ];
  const failures = checkPlan(input, good).map((b) => `good plan flagged: ${b}`);
  for (const [what, plan, expected] of cases) {
    const breaches = checkPlan(input, plan);
    if (!breaches.some((b) => expected.test(b))) failures.push(`not caught: ${what} (got ${JSON.stringify(breaches)})`);
  }
  return failures;
}
