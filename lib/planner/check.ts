// Checks a plan against the rules, independently of how it was made: each stylist in one chair at a
// time and only while she works (morning slots in her hours of the day, night-before slots in her
// evening, and only the services she performs), the chairs, every placed dancer ready by her ready-by, her morning services within the
// studio's gap, fixed slots left alone. Used by the tests (the bench has its own checker).
import { DEFAULT_MAX_GAP_MINUTES, type Interval, type Plan, type PlannerInput } from "./dto";

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;
const inside = (a: Interval, b: Interval) => b.start <= a.start && a.end <= b.end;

export function planViolations(input: PlannerInput, plan: Plan): string[] {
  const problems: string[] = [];
  const fixed = input.dancers.flatMap((d) => d.slots.filter((s) => s.fixed).map((s) => ({ bookingId: d.bookingId, slotId: s.slotId, userId: s.fixed!.userId, start: s.fixed!.start, end: s.fixed!.end })));
  const fixedIds = new Set(fixed.map((f) => f.slotId));
  const all = [...fixed, ...plan.slots];
  for (const s of plan.slots) {
    if (fixedIds.has(s.slotId)) problems.push(`fixed slot ${s.slotId} moved`);
    const stylist = input.stylists.find((st) => st.id === s.userId);
    const dancer = input.dancers.find((d) => d.bookingId === s.bookingId)!;
    const slot = dancer.slots.find((x) => x.slotId === s.slotId)!;
    const atNight = Boolean(slot.night && input.night);
    const hours = atNight ? (stylist?.night ?? []).filter((w) => input.night && inside(w, input.night)) : (stylist?.windows ?? []);
    if (!stylist || !hours.some((w) => inside(s, w))) problems.push(`${s.slotId}: stylist ${s.userId} not working then${atNight ? " (the evening before)" : ""}`);
    if ((input.busy[s.userId] ?? []).some((b) => overlaps(b, s))) problems.push(`${s.slotId}: stylist ${s.userId} busy elsewhere`);
    if (!atNight && (!dancer.readyBy || s.end > dancer.readyBy)) problems.push(`${s.slotId}: not ready before the heat`);
    if (slot.userId && slot.userId !== s.userId) problems.push(`${s.slotId}: chosen stylist replaced`);
    if (slot.performers && !slot.performers.includes(s.userId)) problems.push(`${s.slotId}: stylist ${s.userId} does not perform ${slot.service}`);
    if (slot.minutes && s.end.getTime() - s.start.getTime() < slot.minutes * 60_000) problems.push(`${s.slotId}: shorter than its service`);
  }
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++) {
      const [a, b] = [all[i], all[j]];
      if (!overlaps(a, b)) continue;
      if (a.userId && a.userId === b.userId) problems.push(`stylist ${a.userId} in two chairs: ${a.slotId} and ${b.slotId}`);
      if (a.bookingId === b.bookingId) problems.push(`dancer ${a.bookingId} in two chairs`);
    }
  if (input.chairs !== null)
    for (const s of all) {
      const at = all.filter((o) => o.start <= s.start && s.start < o.end).length;
      if (at > input.chairs) problems.push(`${at} appointments at ${s.start.toISOString()} with ${input.chairs} chairs`);
    }
  const gap = (input.maxGapMinutes ?? DEFAULT_MAX_GAP_MINUTES) * 60_000;
  for (const d of input.dancers) {
    if (!plan.slots.some((s) => s.bookingId === d.bookingId)) continue;
    const morning = all.filter((s) => s.bookingId === d.bookingId && !(input.night && d.slots.find((x) => x.slotId === s.slotId)?.night)).sort((a, b) => a.start.getTime() - b.start.getTime());
    for (let i = 1; i < morning.length; i++) if (morning[i].start.getTime() - morning[i - 1].end.getTime() > gap) problems.push(`dancer ${d.bookingId}: services more than ${gap / 60_000} min apart`);
  }
  const placed = new Set(plan.slots.map((s) => s.bookingId));
  for (const d of input.dancers) {
    const open = d.slots.filter((s) => !s.fixed);
    if (placed.has(d.bookingId) && open.some((s) => !plan.slots.find((x) => x.slotId === s.slotId))) problems.push(`dancer ${d.bookingId} placed in part`);
  }
  return problems;
}
