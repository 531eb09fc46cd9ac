// Pure pieces of the calendar screen: which entries FullCalendar gets for the toggles, the
// booked-dancer entries, and the title. No React, no FullCalendar: unit-tested on their own.
import { addDays, format, parseISO } from "date-fns";
import { formatInTimeZone } from "date-fns-tz";
import type { CalendarEventSummaryDto, CalendarSlotDto, CalendarRangeDto } from "@/lib/calendar/dto";
import { COMPETITION_COLOUR, DANCER_COLOUR, staffColours } from "@/lib/calendar/dto";
import { formatTimeIn, zonedParts, zoneSuffix } from "@/lib/time/zoned";

export type CalendarViewName = "day" | "week" | "month";

export const FULLCALENDAR_VIEW: Record<CalendarViewName, string> = { day: "timeGridDay", week: "timeGridWeek", month: "dayGridMonth" };
export const VIEW_HEIGHT: Record<CalendarViewName, number> = { day: 800, week: 800, month: 400 };
/** At most this many entries side by side in a phone's day view; the rest behind "+N more". */
export const PHONE_DAY_MAX_STACK = 3;

export function viewNameOf(fullCalendarView: string): CalendarViewName {
  if (fullCalendarView === "timeGridDay") return "day";
  if (fullCalendarView === "dayGridMonth") return "month";
  return "week";
}

/** Where the calendar opens: `?view=&date=` when valid, else this week (today on a phone). */
export function initialPlace(params: URLSearchParams, narrowScreen: boolean): { view: CalendarViewName; date: string | undefined } {
  const requested = params.get("view");
  const view: CalendarViewName = requested === "day" || requested === "week" || requested === "month" ? requested : narrowScreen ? "day" : "week";
  const date = params.get("date") ?? "";
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(parseISO(date).getTime());
  return { view, date: valid ? date : undefined };
}

/** The view the address names, on its day (`today` when it names none); undefined when it names no view. */
export function namedPlace(params: URLSearchParams, today: string): { view: CalendarViewName; date: string } | undefined {
  if (!params.has("view")) return undefined;
  const place = initialPlace(params, false);
  return place.view === params.get("view") ? { view: place.view, date: place.date ?? today } : undefined;
}

/** A range the page loaded with the screen (initial-ranges.ts): used while FullCalendar shows exactly this view, first day and zone. */
export interface CalendarInitialRange {
  view: "day" | "week";
  date: string;
  zone: string;
  data: CalendarRangeDto;
}

/** One booked dancer on one studio day: the schedules of that booking on that day. */
export interface DancerDay {
  key: string;
  date: string;
  schedules: CalendarSlotDto[];
}

export type CalendarEntry =
  | { kind: "schedule"; schedules: CalendarSlotDto[] }
  | { kind: "dancer"; schedules: CalendarSlotDto[] }
  | { kind: "competition"; competition: CalendarEventSummaryDto };

export interface EntryInput {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  /** Sort key: competitions above dancers above appointments. */
  layer: number;
  color: string;
  textColor: string;
  /** "studio-late": a slot that ends after its dancer's ready-by gets a pattern, never a colour (colours are staff). */
  className?: string;
  extendedProps: { entry: CalendarEntry; staffName?: string };
}

export function dancerDays(events: readonly CalendarSlotDto[], timeZone: string): DancerDay[] {
  const days = new Map<string, DancerDay>();
  for (const event of events) {
    const { date } = zonedParts(new Date(event.start), timeZone);
    const key = `${event.bookingId}:${date}`;
    const day = days.get(key) ?? { key, date, schedules: [] };
    day.schedules.push(event);
    days.set(key, day);
  }
  return [...days.values()];
}

const nextDay = (isoDate: string) => format(addDays(parseISO(isoDate), 1), "yyyy-MM-dd");

export interface Visibility {
  view: CalendarViewName;
  hiddenStaff: ReadonlySet<string>;
  showDancers: boolean;
}

/**
 * What FullCalendar renders. Month view hides the competitions ("events calendar") and the dancers;
 * its cells show only how many appointments a day holds.
 */
/** The class of a late-for-heat entry (calendar.css: stripes and a framed "Late for heat" mark). */
export const LATE_FOR_HEAT_CLASS = "studio-late";

export function calendarEntries(data: CalendarRangeDto, visibility: Visibility, timeZone: string): EntryInput[] {
  const colours = staffColours(data.staff.map((s) => s._id));
  const entries: EntryInput[] = [];
  if (visibility.view !== "month") {
    for (const competition of data.competitions) {
      entries.push({
        id: `competition:${competition._id}`,
        title: competition.eventName,
        start: competition.eventStartDate,
        end: nextDay(competition.eventEndDate),
        allDay: true,
        layer: 0,
        color: COMPETITION_COLOUR,
        textColor: "#ffffff",
        extendedProps: { entry: { kind: "competition", competition } },
      });
    }
  }
  if (visibility.showDancers && visibility.view !== "month") {
    for (const day of dancerDays(data.events, timeZone)) {
      const { competitor } = day.schedules[0];
      entries.push({
        id: `dancer:${day.key}`,
        title: `${competitor.firstName} ${competitor.lastName}`,
        start: day.date,
        end: nextDay(day.date),
        allDay: true,
        layer: 1,
        color: DANCER_COLOUR,
        textColor: "#ffffff",
        extendedProps: { entry: { kind: "dancer", schedules: day.schedules } },
      });
    }
  }
  for (const event of data.events) {
    if (visibility.hiddenStaff.has(event.staff._id)) continue;
    entries.push({
      id: `schedule:${event.id}`,
      title: event.title,
      start: event.start,
      end: event.end,
      allDay: false,
      layer: 2,
      color: colours.get(event.staff._id) ?? DANCER_COLOUR,
      textColor: "#ffffff",
      ...(event.heat?.late ? { className: LATE_FOR_HEAT_CLASS } : {}),
      extendedProps: { entry: { kind: "schedule", schedules: [event] }, staffName: `${event.staff.firstName} ${event.staff.lastName}` },
    });
  }
  return entries;
}

const DEFAULT_HOURS = { first: 7, last: 21 } as const;
// Entries are laid out per tile through zonedParts (one cached Intl format per zone): date-fns-tz's
// formatInTimeZone parsed its pattern on each of a busy day's hundreds of calls, on the phone.
const hourOf = (time: string) => Number(time.slice(0, 2));

/**
 * The hours the day and week views show: 7 AM to 9 PM, widened to hold every appointment in view
 * (a slot crossing midnight opens the whole day). Usually the grid then fits its 800 px without
 * scrolling, so nothing is hidden below the fold.
 */
export function visibleHours(entries: readonly EntryInput[], timeZone: string): { slotMinTime: string; slotMaxTime: string } {
  let first: number = DEFAULT_HOURS.first;
  let last: number = DEFAULT_HOURS.last;
  for (const entry of entries) {
    if (entry.allDay) continue;
    const start = zonedParts(new Date(entry.start), timeZone);
    const end = zonedParts(new Date(new Date(entry.end).getTime() - 1), timeZone);
    if (start.date !== end.date) {
      first = 0;
      last = 24;
      break;
    }
    first = Math.min(first, hourOf(start.time));
    last = Math.max(last, hourOf(end.time) + 1);
  }
  const hh = (hour: number) => `${String(hour).padStart(2, "0")}:00:00`;
  return { slotMinTime: hh(first), slotMaxTime: hh(last) };
}

/**
 * The heading: the visible dates with the year, e.g. "March 2, 2026", "March 2 – 8, 2026",
 * "March 30 – April 5, 2026", "December 28, 2026 – January 3, 2027". firstDay and lastDay are
 * studio-zone dates (YYYY-MM-DD), both inclusive.
 */
export function calendarTitle(firstDay: string, lastDay: string): string {
  const a = parseISO(firstDay);
  const b = parseISO(lastDay);
  if (firstDay === lastDay) return format(a, "MMMM d, yyyy");
  if (a.getFullYear() !== b.getFullYear()) return `${format(a, "MMMM d, yyyy")} – ${format(b, "MMMM d, yyyy")}`;
  if (a.getMonth() !== b.getMonth()) return `${format(a, "MMMM d")} – ${format(b, "MMMM d, yyyy")}`;
  return `${format(a, "MMMM d")} – ${format(b, "d, yyyy")}`;
}

export function formatSlotTimes(event: Pick<CalendarSlotDto, "start" | "end">, timeZone: string): { date: string; start: string; end: string } {
  const start = new Date(event.start);
  const end = new Date(event.end);
  const sameDay = formatInTimeZone(start, timeZone, "yyyy-MM-dd") === formatInTimeZone(end, timeZone, "yyyy-MM-dd");
  return {
    date: formatInTimeZone(start, timeZone, "MMMM do"),
    start: formatInTimeZone(start, timeZone, "h:mm a"),
    end: sameDay ? formatInTimeZone(end, timeZone, "h:mm a") : formatInTimeZone(end, timeZone, "MMMM do, h:mm a"),
  };
}

/**
 * The details dialog's date and time of a slot: in its competition's zone, the zone named when it
 * is not the studio's ("8:55 AM – 9:45 AM Central"), whichever zone the grid shows.
 */
export function slotTimesInCompetition(slot: Pick<CalendarSlotDto, "start" | "end" | "competition">, studioZone: string): { date: string; time: string } {
  const zone = slot.competition.timeZone;
  const times = formatSlotTimes(slot, zone);
  return { date: times.date, time: `${times.start} – ${times.end}${zoneSuffix(zone, studioZone)}` };
}

/**
 * Where the day and week views open: the earliest start (time of day, in `timeZone`) among the
 * visible appointments, a quarter of an hour before it so the entry is not flush with the edge;
 * null without appointments (FullCalendar's default then applies).
 */
export function firstAppointmentScrollTime(entries: readonly EntryInput[], timeZone: string): string | null {
  let earliest: number | null = null;
  for (const entry of entries) {
    if (entry.allDay) continue;
    const [h, m] = zonedParts(new Date(entry.start), timeZone).time.split(":").map(Number);
    earliest = Math.min(earliest ?? Infinity, h * 60 + m);
  }
  if (earliest === null) return null;
  const at = Math.max(0, earliest - 15);
  return `${String(Math.floor(at / 60)).padStart(2, "0")}:${String(at % 60).padStart(2, "0")}:00`;
}

/**
 * The question asked before a move that would end after the dancer's ready-by ("Ends after ready-by
 * 8:45 AM Central — move anyway?"), or null when the new end is in time or the day has no heat time.
 */
export function lateForHeatQuestion(slot: Pick<CalendarSlotDto, "heat">, end: Date, shownIn: string): string | null {
  if (!slot.heat) return null;
  const readyBy = new Date(slot.heat.readyBy);
  if (end <= readyBy) return null;
  return `Ends after ready-by ${formatTimeIn(readyBy, slot.heat.timeZone, shownIn)} — move anyway?`;
}
