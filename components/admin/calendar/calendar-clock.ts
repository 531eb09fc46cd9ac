// My Calendar's clock: which zone the grid lays appointments out in, and how each appointment's time is written.
// The rule every screen follows: a competition day is shown in the competition's zone, named when it is not
// the studio's; a view spanning several zones names the zone on each entry. So an appointment's tile, its
// details and the "Next appointment" line always print the slot in its competition's zone ("6:30 AM Central"),
// and by default the grid follows the zone of the competitions in view. Pure: unit-tested on its own.
import { formatInTimeZone } from "date-fns-tz";
import type { CalendarRangeDto, CalendarSlotDto } from "@/lib/calendar/dto";
import { clockIn, formatTimeIn, timeZoneLabel } from "@/lib/time/zoned";

/**
 * What the grid follows: "competition" (the default) lays it out in the zone of the competitions in view;
 * "studio" in the studio's zone whatever the competition. Staff's choice is remembered in the browser.
 */
export type CalendarZoneChoice = "studio" | "competition";
/** Holds "studio" when staff chose the studio's clock; nothing (the default, the competition's) otherwise. */
export const CALENDAR_ZONE_STORAGE_KEY = "studio.myCalendar.clock";

export interface GridZone {
  /** The zone FullCalendar lays the grid out in. */
  zone: string;
  /** The one competition the grid follows, when there is one. */
  competition: string | null;
  /** The range holds competitions of more than one zone: the grid keeps the studio's, each entry names its own. */
  mixed: boolean;
}

type RangeZones = Pick<CalendarRangeDto, "events" | "competitions">;

/** The zones of the range: its appointments' competitions, or without appointments the competitions in view. */
function zonesOf(data: RangeZones): Map<string, Set<string>> {
  const zones = new Map<string, Set<string>>();
  const add = (zone: string, name: string) => zones.set(zone, (zones.get(zone) ?? new Set()).add(name));
  for (const slot of data.events) add(slot.competition.timeZone, slot.competition.eventName);
  if (zones.size === 0) for (const competition of data.competitions) add(competition.timeZone, competition.eventName);
  return zones;
}

/**
 * The zone the grid shows. "competition": the one zone of the range's competitions (the studio's when the range
 * has none, or competitions of several zones: then `mixed`, and each entry names its zone). "studio": always the
 * studio's zone.
 */
export function calendarGridZone(choice: CalendarZoneChoice, data: RangeZones | null, studioZone: string): GridZone {
  const zones = data ? zonesOf(data) : new Map<string, Set<string>>();
  const mixed = zones.size > 1;
  if (choice === "studio" || zones.size !== 1) return { zone: studioZone, competition: null, mixed };
  const [[zone, names]] = [...zones];
  return { zone, competition: names.size === 1 ? [...names][0] : null, mixed: false };
}

/** The sentence above the grid that says which clock it follows. */
export function gridZoneNote(grid: GridZone, studioZone: string): string {
  const zoneName = (zone: string) => `${timeZoneLabel(zone)} (${zone.replace(/_/g, " ")})`;
  if (grid.zone !== studioZone) {
    return grid.competition ? `Times are shown in ${grid.competition}’s time zone: ${zoneName(grid.zone)}.` : `Times are shown in the competitions’ time zone: ${zoneName(grid.zone)}.`;
  }
  if (grid.mixed) return `These days hold competitions in several time zones: the grid follows the studio’s (${zoneName(studioZone)}), and each appointment names its competition’s zone.`;
  return `Times are shown in the studio’s time zone (${studioZone.replace(/_/g, " ")}).`;
}

/**
 * An appointment's start as its tile shows it: in its competition's zone, named when it is not the studio's
 * ("6:30 AM Central"), and always named in a view spanning several zones (`mixed`: "9:00 AM Eastern").
 */
export function slotClock(slot: Pick<CalendarSlotDto, "start" | "competition">, studioZone: string, mixed = false): string {
  const zone = slot.competition.timeZone;
  const start = new Date(slot.start);
  return mixed ? `${clockIn(start, zone)} ${timeZoneLabel(zone)}` : formatTimeIn(start, zone, studioZone);
}

/** The calendar day an appointment is on, in its competition's zone ("YYYY-MM-DD"). */
export function slotDay(slot: Pick<CalendarSlotDto, "start" | "competition">): string {
  return formatInTimeZone(new Date(slot.start), slot.competition.timeZone, "yyyy-MM-dd");
}

/** "Next appointment: Thu Sep 23, 6:30 AM Central, Competition Hair with Marisol" — the tile's clock, on its competition's day. */
export function nextAppointmentLine(slot: Pick<CalendarSlotDto, "start" | "competition" | "title" | "staff">, studioZone: string): string {
  const day = formatInTimeZone(new Date(slot.start), slot.competition.timeZone, "EEE MMM d");
  return `Next appointment: ${day}, ${slotClock(slot, studioZone)}, ${slot.title} with ${slot.staff.firstName}`;
}
