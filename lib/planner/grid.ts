// The planning problem on a time grid (default 5 minutes): stylists' free cells, chairs left per
// cell, each dancer's open slots in cells. Shared by the heuristic and the exact model.
import { preferredStaff } from "@/lib/bookings/dto";
import { DEFAULT_MAX_GAP_MINUTES, type Interval, type PlannerInput, type UnplacedReason } from "./dto";

export interface GridSlot {
  slotId: string;
  service: string;
  len: number;
  /** Stylist indexes allowed, in the order tried (chosen one only, else preferred first), among those who perform its service. */
  cands: number[];
  night: boolean;
}

export interface GridDancer {
  bookingId: string;
  /** Morning slots end at or before this cell. */
  readyBy: number;
  /** Morning slots start at or after this cell. */
  earliest: number;
  /** Her open slots in service order (night ones first in time, so they come first). */
  slots: GridSlot[];
  /** Her fixed slots in cells. */
  busy: [number, number][];
  /** Her fixed slots of the morning (not the evening before), in cells: her planned ones keep within the gap of them too. */
  fixedMorning: [number, number][];
  /** Stylist indexes named in her preference. */
  preferred: number[];
  /** Set when she cannot be planned at all (no heat time, a slot without a length). */
  blocked: UnplacedReason | null;
  /** Some slot has a stylist chosen by staff. */
  chosen: boolean;
}

export interface GridProblem {
  origin: number;
  stepMs: number;
  cells: number;
  stylistIds: string[];
  /** 1 where the stylist works (the day or her evening before) and holds nothing else. */
  free: Uint8Array[];
  /** 1 inside her windows of the heat day: where morning slots may go. */
  dayCells: Uint8Array[];
  /** 1 inside her evening-before window: where night-before slots may go. */
  nightCells: Uint8Array[];
  /** Most cells between a dancer's consecutive morning slots. */
  maxGap: number;
  /** Chairs left per cell after the fixed slots; null = no limit. */
  chairs: Int16Array | null;
  nightLo: number;
  nightHi: number;
  hasNight: boolean;
  dancers: GridDancer[];
}

export function toGrid(input: PlannerInput): GridProblem {
  const stepMs = (input.stepMinutes ?? 5) * 60_000;
  const searchMs = (input.searchHours ?? 6) * 3_600_000;
  const readyTimes = input.dancers.map((d) => d.readyBy?.getTime()).filter((t): t is number => t !== undefined);
  const fixedTimes = input.dancers.flatMap((d) => d.slots.flatMap((s) => (s.fixed ? [s.fixed.start.getTime(), s.fixed.end.getTime()] : [])));
  const lows = [...readyTimes.map((t) => t - searchMs), ...fixedTimes, ...(input.night ? [input.night.start.getTime()] : [])];
  const highs = [...readyTimes, ...fixedTimes, ...(input.night ? [input.night.end.getTime()] : [])];
  const maxGap = Math.floor(((input.maxGapMinutes ?? DEFAULT_MAX_GAP_MINUTES) * 60_000) / stepMs);
  const origin = lows.length ? Math.floor(Math.min(...lows) / stepMs) * stepMs : 0;
  const cells = highs.length ? Math.max(1, Math.ceil((Math.max(...highs) - origin) / stepMs)) : 1;
  const floorCell = (t: number) => Math.floor((t - origin) / stepMs);
  const ceilCell = (t: number) => Math.ceil((t - origin) / stepMs);
  const clamp = (c: number) => Math.max(0, Math.min(cells, c));
  const mark = (arr: Uint8Array | Int16Array, iv: Interval, value: number, inner: boolean) => {
    const a = clamp(inner ? ceilCell(iv.start.getTime()) : floorCell(iv.start.getTime()));
    const b = clamp(inner ? floorCell(iv.end.getTime()) : ceilCell(iv.end.getTime()));
    for (let c = a; c < b; c++) arr[c] = inner ? value : arr[c] + value;
  };

  const stylistIds = input.stylists.map((s) => s.id);
  const index = new Map(stylistIds.map((id, i) => [id, i]));
  const dayCells = input.stylists.map((s) => {
    const inside = new Uint8Array(cells);
    for (const w of s.windows) mark(inside, w, 1, true);
    return inside;
  });
  const nightCells = input.stylists.map((s) => {
    const inside = new Uint8Array(cells);
    if (input.night) for (const w of s.night ?? []) mark(inside, w, 1, true);
    return inside;
  });
  const free = input.stylists.map((s, k) => {
    const cellsFree = new Uint8Array(cells);
    for (let c = 0; c < cells; c++) cellsFree[c] = dayCells[k][c] | nightCells[k][c];
    for (const b of input.busy[s.id] ?? []) {
      const a = clamp(floorCell(b.start.getTime()));
      const e = clamp(ceilCell(b.end.getTime()));
      cellsFree.fill(0, a, e);
    }
    return cellsFree;
  });
  const chairs = input.chairs === null ? null : new Int16Array(cells).fill(input.chairs);
  for (const d of input.dancers)
    for (const s of d.slots) {
      if (!s.fixed) continue;
      const a = clamp(floorCell(s.fixed.start.getTime()));
      const e = clamp(ceilCell(s.fixed.end.getTime()));
      const k = s.fixed.userId ? index.get(s.fixed.userId) : undefined;
      if (k !== undefined) free[k].fill(0, a, e);
      if (chairs) for (let c = a; c < e; c++) chairs[c] -= 1;
    }

  const hasNight = input.night !== null;
  const nightLo = input.night ? clamp(ceilCell(input.night.start.getTime())) : 0;
  const nightHi = input.night ? clamp(floorCell(input.night.end.getTime())) : 0;
  const all = stylistIds.map((_, i) => i);
  const dancers = input.dancers.map((d): GridDancer => {
    const open = d.slots.filter((s) => !s.fixed);
    const preferred = preferredStaff(d.preference, input.stylists).map((s) => index.get(s.id)!);
    const order = [...preferred, ...all.filter((i) => !preferred.includes(i))];
    const needsMorning = open.some((s) => !(s.night && hasNight));
    let blocked: UnplacedReason | null = null;
    if (open.some((s) => !s.minutes || s.minutes <= 0)) blocked = "needs-length";
    else if (needsMorning && !d.readyBy) blocked = "no-heat-time";
    const slots = open.map((s) => ({
      slotId: s.slotId,
      service: s.service,
      len: Math.max(1, Math.ceil(((s.minutes ?? 0) * 60_000) / stepMs)),
      cands: (s.userId ? (index.has(s.userId) ? [index.get(s.userId)!] : []) : order).filter((k) => !s.performers || s.performers.includes(stylistIds[k])),
      night: Boolean(s.night && hasNight),
    }));
    const readyBy = d.readyBy ? clamp(floorCell(d.readyBy.getTime())) : 0;
    return {
      bookingId: d.bookingId,
      readyBy,
      earliest: d.readyBy ? clamp(ceilCell(d.readyBy.getTime() - searchMs)) : 0,
      slots: [...slots.filter((s) => s.night), ...slots.filter((s) => !s.night)],
      busy: d.slots.filter((s) => s.fixed).map((s) => [clamp(floorCell(s.fixed!.start.getTime())), clamp(ceilCell(s.fixed!.end.getTime()))] as [number, number]),
      fixedMorning: d.slots.filter((s) => s.fixed && !(s.night && hasNight)).map((s) => [clamp(floorCell(s.fixed!.start.getTime())), clamp(ceilCell(s.fixed!.end.getTime()))] as [number, number]),
      preferred,
      blocked,
      chosen: open.some((s) => Boolean(s.userId)),
    };
  });
  return { origin, stepMs, cells, stylistIds, free, dayCells, nightCells, maxGap, chairs, nightLo, nightHi, hasNight, dancers };
}

export const cellTime = (p: GridProblem, cell: number) => new Date(p.origin + cell * p.stepMs);
