// The heat-list import's use cases: preview (nothing saved) and apply (every dancer's heat times or none, in
// one transaction through the bookings' own heat-time save, with the import recorded: who, when, the rows, the
// mapping remembered for the competition's next list). A heat time someone entered by hand after the last
// import is only overwritten when staff ticked it; one changed while staff reviewed the preview refuses the save.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import { saveHeatTimesIn } from "@/lib/bookings";
import type { Actor } from "@/lib/auth/dto";
import { actorName } from "@/lib/auth/dto";
import { ConflictError, NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from "@/lib/errors";
import { getReadyBeforeHeatMinutes } from "@/lib/events";
import { studio } from "@/lib/env";
import { datesBetween, formatWallTime, timesAreWording, toDateOnly, formatEventDateRange } from "@/lib/time";
import { parseHeatList, type ColumnMapping, type HeatRow } from "./parse";
import { indexDancers, matchRows, MATCH_REASON_TEXT, type BookedDancer, type MatchReason } from "./match";
import { dayKey, previewImport, type CurrentDay, type DayPreview, type LastImport, type SlotEffect } from "./preview";
import { normaliseName } from "./names";
import { dayLabel } from "./when";
import { HEAT_LIST_MAX_BYTES, HEAT_LIST_MAX_LINES, type HeatListRequest } from "./schema";
import type { HeatListApplied, HeatListPreviewDto } from "./dto";

const TX_OPTIONS = { maxWait: 15_000, timeout: 60_000 } as const;

export const EMPTY_LIST = "The heat list is empty. Paste it or choose the file again.";
export const NOT_TEXT = "This file is not text. Upload the heat list as CSV, TSV or plain text (copied from the heat sheet).";
export const TOO_LARGE = `The heat list is larger than ${HEAT_LIST_MAX_BYTES / 1024 / 1024} MB. Import it in parts (a day at a time).`;

/** Refuses what is not a heat list to read: empty (400), binary (415), over the limit (413). */
export function checkListText(text: string): void {
  if (Buffer.byteLength(text, "utf8") > HEAT_LIST_MAX_BYTES) throw new PayloadTooLargeError(TOO_LARGE);
  if (!text.trim()) throw new ValidationError(EMPTY_LIST, { text: EMPTY_LIST });
  // A binary file read as text: NUL bytes, undecodable bytes (U+FFFD) or many control characters.
  const sample = text.slice(0, 64 * 1024);
  const controls = sample.match(/[\u0000-\u0008\u000E-\u001F\uFFFD]/g)?.length ?? 0;
  if (sample.includes("\u0000") || controls > Math.max(2, sample.length / 100)) throw new UnsupportedMediaTypeError(NOT_TEXT);
}

interface Context {
  event: { id: string; eventName: string; timeZone: string; start: string; end: string };
  days: string[];
  dancers: BookedDancer[];
  /** What tells two dancers of one name apart on the screen: the booking's email. */
  emails: Map<string, string>;
  current: (CurrentDay & { dayId: string })[];
  last: (LastImport & { mapping: ColumnMapping }) | null;
  readyBefore: number;
}

async function loadContext(eventId: string, db: Prisma.TransactionClient | typeof prisma = prisma): Promise<Context> {
  const event = await db.event.findFirst({ where: { id: eventId, deletedAt: null }, select: { id: true, eventName: true, timeZone: true, eventStartDate: true, eventEndDate: true } });
  if (!event) throw new NotFoundError("Competition not found");
  const [bookings, last, readyBefore] = await Promise.all([
    db.booking.findMany({
      where: { eventId, deletedAt: null, cancelledAt: null },
      orderBy: { createdAt: "asc" },
      select: {
        id: true,
        firstName: true,
        lastName: true,
        email: true,
        clientId: true,
        client: { select: { heatListAliases: true } },
        days: { select: { id: true, date: true, heatTime: true, heatNote: true, heatUpdatedAt: true, schedules: { select: { endAt: true } } } },
      },
    }),
    db.heatListImport.findFirst({ where: { eventId }, orderBy: { createdAt: "desc" } }),
    getReadyBeforeHeatMinutes(db as typeof prisma),
  ]);
  const dancers = new Map<string, BookedDancer>();
  const emails = new Map<string, string>();
  const current: Context["current"] = [];
  for (const b of bookings) {
    const id = b.clientId ?? `booking:${b.id}`;
    const dancer = dancers.get(id) ?? { id, firstName: b.firstName, lastName: b.lastName, aliases: b.client?.heatListAliases ?? [], bookingByDate: {} };
    for (const d of b.days) {
      const date = toDateOnly(d.date);
      // Two live bookings of one dancer on one day: the first booked holds the heat time.
      dancer.bookingByDate[date] ??= b.id;
      current.push({ bookingId: b.id, dayId: d.id, date, heatTime: d.heatTime, heatNote: d.heatNote, heatUpdatedAt: d.heatUpdatedAt, slotEnds: d.schedules.flatMap((s) => (s.endAt ? [s.endAt] : [])) });
    }
    dancers.set(id, dancer);
    if (!emails.has(id)) emails.set(id, b.email);
  }
  const start = toDateOnly(event.eventStartDate);
  const end = toDateOnly(event.eventEndDate);
  return {
    event: { id: event.id, eventName: event.eventName, timeZone: event.timeZone, start, end },
    days: datesBetween(start, end),
    dancers: [...dancers.values()],
    emails,
    current,
    last: last
      ? { at: last.createdAt, byName: last.importedByName, set: last.heatTimes as Record<string, string>, rows: last.rows as unknown as HeatRow[], mapping: last.mapping as ColumnMapping }
      : null,
    readyBefore,
  };
}

export function effectLabel(effect: SlotEffect): string {
  switch (effect.kind) {
    case "none":
      return "No timed slot yet";
    case "fine":
      return "Fine";
    case "late":
      return `Now late by ${effect.minutes} min`;
    case "early":
      return `Now far too early (${Math.floor(effect.minutes / 60)} h ${effect.minutes % 60} min before ready-by)`;
  }
}

interface Computed {
  ctx: Context;
  list: ReturnType<typeof parseHeatList>;
  rows: HeatRow[];
  preview: ReturnType<typeof previewImport>;
  matches: ReturnType<typeof matchRows>;
  raw: ReturnType<typeof matchRows>;
}

function compute(ctx: Context, body: HeatListRequest): Computed {
  checkListText(body.text);
  const list = parseHeatList(body.text, { days: ctx.days, mapping: body.mapping ?? ctx.last?.mapping, maxLines: HEAT_LIST_MAX_LINES });
  const inside = list.rows.filter((r) => ctx.days.includes(r.date));
  const outside = list.rows.filter((r) => !ctx.days.includes(r.date));
  if (list.rows.length && !inside.length) {
    const dates = [...new Set(outside.map((r) => r.date))].sort();
    throw new ValidationError(
      `This heat list is for ${dates.slice(0, 3).map(dayLabel).join(", ")}${dates.length > 3 ? "…" : ""}, not for ${ctx.event.eventName} (${formatEventDateRange(ctx.event.start, ctx.event.end)}). Check the competition.`,
      { text: "Another competition's dates" },
    );
  }
  if (!list.missing.length && !list.rows.length && !list.problems.length) throw new ValidationError("No heats could be read from this list: a heat line needs a heat number, a time and names.", { text: "No heats found" });
  const problems = [...list.problems, ...outside.map((r) => ({ line: r.line, text: `Heat ${r.heat} ${r.time} ${r.names.join(" & ")}`, reason: `${dayLabel(r.date)} is not a day of ${ctx.event.eventName}` }))].sort((a, b) => a.line - b.line);
  const index = indexDancers(ctx.dancers);
  const raw = matchRows(index, inside);
  const matches = matchRows(index, inside, body.picks);
  const preview = previewImport({ rows: inside, matches, dancers: index.dancers, current: ctx.current, last: ctx.last, timeZone: ctx.event.timeZone, readyBeforeMinutes: ctx.readyBefore, overrides: new Set(body.overrides) });
  return { ctx, list: { ...list, problems }, rows: inside, preview, matches, raw };
}

export async function previewHeatList(eventId: string, body: HeatListRequest): Promise<HeatListPreviewDto> {
  checkListText(body.text);
  const { ctx, list, rows, preview, matches, raw } = compute(await loadContext(eventId), body);
  const zone = ctx.event.timeZone;
  const wall = formatWallTime;
  const nameOf = new Map(ctx.dancers.map((d) => [d.id, `${d.firstName} ${d.lastName}`.trim()]));
  const rowOf = new Map(rows.map((r) => [r.line, r]));
  const when = (r: HeatRow) => `${dayLabel(r.date)} ${wall(r.time)}`;
  const matchedLines = new Set(matches.filter((m) => m.status === "matched").map((m) => m.line));
  const pendingLines = new Set(matches.filter((m) => m.status === "ambiguous").map((m) => m.line));
  return {
    eventName: ctx.event.eventName,
    timeZone: zone,
    timesAre: timesAreWording(zone, studio.timeZone),
    days: ctx.days,
    format: list.format,
    columns: list.columns,
    mapping: list.mapping,
    missing: list.missing,
    lines: body.text.split(/\r\n|\n|\r/).length,
    heats: rows.length,
    problems: list.problems,
    dancers: ctx.dancers.map((d) => ({ id: d.id, name: nameOf.get(d.id)! })).sort((a, b) => a.name.localeCompare(b.name)),
    ambiguous: raw
      .filter((m) => m.status === "ambiguous")
      .map((m) => ({
        key: m.key,
        line: m.line,
        name: m.name,
        heat: rowOf.get(m.line)!.heat,
        when: when(rowOf.get(m.line)!),
        reason: MATCH_REASON_TEXT[m.reason as MatchReason],
        candidates: (m.candidates ?? []).map((id) => ({ id, name: nameOf.get(id) ?? id, email: ctx.emails.get(id) ?? "" })),
        pick: body.picks[m.key] ?? null,
      })),
    unmatched: rows
      .filter((r) => !matchedLines.has(r.line) && !pendingLines.has(r.line))
      .map((r) => ({ key: `${r.line}:0`, line: r.line, heat: r.heat, when: when(r), names: r.names })),
    matchedLines: matchedLines.size,
    changes: preview.days.map(({ later, effect, ...d }) => ({
      ...d,
      dayLabel: dayLabel(d.date),
      nowLabel: d.now ? wall(d.now) : "No heat time yet",
      afterLabel: wall(d.after),
      laterLabel: later.length ? `Also dances ${later.map((l) => `${wall(l.time)}${l.evening ? " (evening session)" : ""}`).join(", ")}` : "",
      effect,
      effectLabel: effectLabel(effect),
    })),
    changing: preview.changing,
    protectedCount: preview.days.filter((d) => d.action === "protected").length,
    notBooked: preview.notBooked.map((n) => ({ name: n.name, date: n.date, label: `${n.name} dances ${dayLabel(n.date)} ${wall(n.time)} (line ${n.line}) but has no booking that day`, line: n.line })),
    dropped: preview.dropped.map((d) => ({ name: d.name, date: d.date, label: `${d.name} is no longer in the list on ${dayLabel(d.date)} (was ${wall(d.was)}); her heat time is kept` })),
    diff: preview.diff && ctx.last ? { ...preview.diff, since: ctx.last.at.toISOString(), by: ctx.last.byName } : null,
  };
}

/**
 * Saves the list: every "set" day of the preview (the same preview staff saw, with their picks and
 * overrides) in one transaction, each booking through saveHeatTimesIn; the nicknames staff confirmed go on
 * the client card; the import is recorded. A day whose heat time changed since the preview → 409, nothing saved.
 */
export async function applyHeatList(eventId: string, body: HeatListRequest, actor: Actor | null, now = new Date()): Promise<HeatListApplied> {
  checkListText(body.text);
  const computed = compute(await loadContext(eventId), body);
  const { ctx, list, preview, matches, raw } = computed;
  if (list.missing.length) throw new ValidationError("Map the competitor and time columns first.", Object.fromEntries(list.missing.map((k) => [`mapping.${k}`, "Choose a column"])));
  const toSet = preview.days.filter((d) => d.action === "set");
  const byBooking = new Map<string, DayPreview[]>();
  for (const d of preview.days) byBooking.set(d.bookingId, [...(byBooking.get(d.bookingId) ?? []), d]);
  const stamp = new Map(ctx.current.map((c) => [dayKey(c.bookingId, c.date), c.heatUpdatedAt?.getTime() ?? 0]));
  const rawByKey = new Map(raw.map((m) => [m.key, m]));
  const aliases = new Map<string, Set<string>>();
  for (const m of matches) {
    const before = rawByKey.get(m.key);
    if (m.status !== "matched" || !m.dancerId || m.dancerId.startsWith("booking:") || before?.status === "matched" || before?.reason === "same-name") continue;
    aliases.set(m.dancerId, (aliases.get(m.dancerId) ?? new Set()).add(normaliseName(m.name)));
  }
  const result = await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`heat-list:${eventId}`}))`;
    const bookingIds = [...byBooking.keys()].sort();
    // Same order as every other multi-booking save: booking locks sorted by id.
    for (const id of bookingIds) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`booking:${id}`}))`;
    const fresh = await tx.bookingDay.findMany({ where: { bookingId: { in: bookingIds } }, select: { bookingId: true, date: true, heatUpdatedAt: true, booking: { select: { firstName: true, lastName: true, cancelledAt: true, deletedAt: true } } } });
    const moved = fresh.filter((f) => stamp.has(dayKey(f.bookingId, toDateOnly(f.date))) && (f.heatUpdatedAt?.getTime() ?? 0) !== stamp.get(dayKey(f.bookingId, toDateOnly(f.date))));
    const gone = fresh.filter((f) => f.booking.cancelledAt || f.booking.deletedAt);
    if (moved.length || gone.length) {
      const names = [...new Set([...moved, ...gone].map((f) => `${f.booking.firstName} ${f.booking.lastName}`))];
      throw new ConflictError(`${names.join(", ")} changed since the preview. Preview the list again.`, { bookings: names });
    }
    const late = new Set<string>();
    let daysWritten = 0;
    for (const bookingId of bookingIds) {
      const mine = byBooking.get(bookingId)!;
      const setDays = mine.filter((d) => d.action === "set");
      const current = ctx.current.filter((c) => c.bookingId === bookingId);
      const heatLater = Object.fromEntries(mine.map((d) => [d.date, d.later.map((l) => l.time)]));
      // Days not set keep their heat time (the save sees no change there) and take only their later heats.
      const days = mine.map((d) => ({ date: d.date, heatTime: d.action === "set" ? d.after : (current.find((c) => c.date === d.date)?.heatTime ?? ""), heatNote: current.find((c) => c.date === d.date)?.heatNote ?? "" }));
      const saved = await saveHeatTimesIn(tx, bookingId, { days }, now, { by: "import" }, ctx.readyBefore, { heatLater });
      daysWritten += saved.changed;
      if (saved.late && setDays.length) late.add(mine[0].name);
    }
    for (const [clientId, names] of aliases) {
      const client = await tx.client.findUnique({ where: { id: clientId }, select: { heatListAliases: true } });
      if (!client) continue;
      const next = [...new Set([...client.heatListAliases, ...names])].slice(-20);
      await tx.client.update({ where: { id: clientId }, data: { heatListAliases: next } });
    }
    const record = await tx.heatListImport.create({
      data: {
        eventId,
        format: list.format,
        fileName: body.fileName,
        mapping: list.format === "text" ? {} : (list.mapping as Prisma.InputJsonValue),
        rows: computed.rows as unknown as Prisma.InputJsonValue,
        heatTimes: Object.fromEntries(preview.days.map((d) => [dayKey(d.bookingId, d.date), d.after])),
        lineCount: body.text.split(/\r\n|\n|\r/).length,
        changedCount: new Set(toSet.map((d) => d.dancerId)).size,
        importedById: actor?.id ?? null,
        importedByName: actor ? actorName(actor) : "Staff",
        createdAt: now,
      },
      select: { id: true },
    });
    return { importId: record.id, days: daysWritten, late: [...late].sort() };
  }, TX_OPTIONS);
  return { saved: true, importId: result.importId, changed: preview.changing, days: result.days, late: result.late };
}
