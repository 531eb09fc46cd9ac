// Times of a competition day (one clock per competition). Appointment instants are stored in UTC and
// shown and entered in the competition's own zone (`Event.timeZone`); the zone is named wherever it differs from
// the studio's zone (STUDIO_TIMEZONE, unnamed): "9:55 AM Central". Every screen, email, file and export formats
// a competition time through this module. Pure and client-safe (Intl only, no date-fns-tz, no env).
import type { UsState } from "./us-states";

/** The zones an event may have, with the word shown after a time ("7:10 AM Central"). */
export const EVENT_TIME_ZONES = {
  "America/New_York": "Eastern",
  "America/Chicago": "Central",
  "America/Denver": "Mountain",
  "America/Phoenix": "Arizona",
  "America/Los_Angeles": "Pacific",
  "America/Anchorage": "Alaska",
  "Pacific/Honolulu": "Hawaii",
} as const;

export type EventTimeZone = keyof typeof EVENT_TIME_ZONES;
export const EVENT_TIME_ZONE_IDS = Object.keys(EVENT_TIME_ZONES) as EventTimeZone[];

const CENTRAL: UsState[] = ["Alabama", "Arkansas", "Illinois", "Iowa", "Kansas", "Louisiana", "Minnesota", "Mississippi", "Missouri", "Nebraska", "North Dakota", "Oklahoma", "South Dakota", "Tennessee", "Texas", "Wisconsin"];
const MOUNTAIN: UsState[] = ["Colorado", "Idaho", "Montana", "New Mexico", "Utah", "Wyoming"];
const PACIFIC: UsState[] = ["California", "Nevada", "Oregon", "Washington"];

/**
 * The default zone of a competition in `state` (the same table as the migrations that back-fill existing
 * events). Split states: Florida, Indiana, Kentucky, Michigan → Eastern (Jacksonville, Indianapolis,
 * Louisville, Detroit); Tennessee, Kansas, Nebraska, the Dakotas, Texas → Central (Nashville, Wichita,
 * Omaha, Fargo, Sioux Falls, Houston); Idaho → Mountain (Boise); Oregon → Pacific (Portland).
 */
export function defaultTimeZoneForState(state: string): EventTimeZone {
  const s = state as UsState;
  if (CENTRAL.includes(s)) return "America/Chicago";
  if (MOUNTAIN.includes(s)) return "America/Denver";
  if (s === "Arizona") return "America/Phoenix";
  if (PACIFIC.includes(s)) return "America/Los_Angeles";
  if (s === "Alaska") return "America/Anchorage";
  if (s === "Hawaii") return "Pacific/Honolulu";
  return "America/New_York";
}

export const isEventTimeZone = (value: string): value is EventTimeZone => value in EVENT_TIME_ZONES;

/** "Central" for America/Chicago; an unknown zone shows its city. */
export function timeZoneLabel(zone: string): string {
  return isEventTimeZone(zone) ? EVENT_TIME_ZONES[zone] : (zone.split("/").pop() ?? zone).replace(/_/g, " ");
}

/** " Central" after a time of a competition in Central when the studio is not; "" in the studio's own zone. */
export function zoneSuffix(zone: string, studioZone: string): string {
  return zone === studioZone ? "" : ` ${timeZoneLabel(zone)}`;
}

// One Intl.DateTimeFormat per zone, reused: building one (and date-fns-tz's formatInTimeZone, which
// parses its pattern on every call) cost a booking request about 0.2 ms of CPU (measured with the booking benchmark, docs/BENCHMARKS.md).
const zonedFormats = new Map<string, Intl.DateTimeFormat>();

function zonedFormat(timeZone: string): Intl.DateTimeFormat {
  let dtf = zonedFormats.get(timeZone);
  if (!dtf) {
    dtf = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });
    zonedFormats.set(timeZone, dtf);
  }
  return dtf;
}

/** The calendar day "YYYY-MM-DD" and wall time "HH:mm" of an instant in a zone. */
export function zonedParts(instant: Date, timeZone: string): { date: string; time: string } {
  const part: Record<string, string> = {};
  for (const { type, value } of zonedFormat(timeZone).formatToParts(instant)) part[type] = value;
  // Years before 1000 or after 9999 are not calendar days this product stores; pad like date-fns does.
  return { date: `${part.year.padStart(4, "0")}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/**
 * The instant of a wall time ("YYYY-MM-DD", "HH:mm"; "24:00" is the next midnight) in `zone`: the one conversion
 * from a wall time to an instant, on the server and in the browser (Intl only). A time the clocks skip lands on
 * the instant before the change (02:30 on a spring-forward day → 01:30 standard time, as date-fns-tz reads it);
 * a time they repeat is its first occurrence.
 */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const wall = Date.parse(`${date}T${time === "24:00" ? "00:00" : time}:00Z`) + (time === "24:00" ? 86_400_000 : 0);
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const seen = zonedParts(new Date(guess), zone);
    guess += wall - Date.parse(`${seen.date}T${seen.time}:00Z`);
  }
  return new Date(guess);
}

/** "HH:mm" → "7:10 AM" (a wall-clock time, no zone arithmetic; 'h:mm A'). */
export function formatWallTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const h = Number(match[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${match[2]} ${h < 12 ? "AM" : "PM"}`;
}

/** A wall time of the competition ("09:30", e.g. a heat) as shown: "9:30 AM Central", or "9:30 AM" in the studio's zone. */
export function formatWallTimeIn(time: string, zone: string, studioZone: string): string {
  return `${formatWallTime(time)}${zoneSuffix(zone, studioZone)}`;
}

/** "h:mm a" of an instant in `zone`, without the zone's name. */
export function clockIn(instant: Date, zone: string): string {
  return formatWallTime(zonedParts(instant, zone).time);
}

/**
 * "7:10 AM" in `zone`, followed by the zone's name when it differs from the studio's zone
 * (`studioZone`, or the zone the screen shows): "7:10 AM Central".
 */
export function formatTimeIn(instant: Date, zone: string, studioZone: string): string {
  return `${clockIn(instant, zone)}${zoneSuffix(zone, studioZone)}`;
}

/** Two wall times ("08:55", "09:45") as a slot: "8:55 AM – 9:45 AM". The one way a slot is written: screens, emails, conflicts and exports. */
export function formatWallTimeRange(start: string, end: string): string {
  return `${formatWallTime(start)} – ${formatWallTime(end)}`;
}

/** The same in a competition's zone, named once at the end when it is not the studio's: "8:55 AM – 9:45 AM Central". */
export function formatWallTimeRangeIn(start: string, end: string, zone: string, studioZone: string): string {
  return `${formatWallTimeRange(start, end)}${zoneSuffix(zone, studioZone)}`;
}

/** A slot as shown: "8:55 AM – 9:45 AM Central" (the zone named once, at the end). */
export function formatTimeRangeIn(start: Date, end: Date, zone: string, studioZone: string): string {
  return formatWallTimeRangeIn(zonedParts(start, zone).time, zonedParts(end, zone).time, zone, studioZone);
}

/** How a text names the zone of its times: "Central time (America/Chicago)", or the studio's own zone id. */
export function zoneTimeWording(zone: string, studioZone: string): string {
  return zone === studioZone ? `${zone.replace(/_/g, " ")} time` : `${timeZoneLabel(zone)} time (${zone.replace(/_/g, " ")})`;
}

/** What a customer reads the times in: "studio time (New York)", or "Central time (Chicago)" for a competition elsewhere. */
export function timesAreWording(zone: string, studioZone: string): string {
  const city = (z: string) => (z.split("/").pop() ?? z).replace(/_/g, " ");
  return zone === studioZone ? `studio time (${city(zone)})` : `${timeZoneLabel(zone)} time (${city(zone)})`;
}

/**
 * A moment on the staff tables (created, requested, cancelled, sent, recorded) as "11-24-2026 11:32 PM", in `zone`:
 * the studio's (STUDIO_TIMEZONE; client components get it from useStudioZone), never the viewer's browser zone.
 */
export function formatAdminDateTime(instant: Date | string, zone: string): string {
  const { date, time } = zonedParts(typeof instant === "string" ? new Date(instant) : instant, zone);
  const [y, m, d] = date.split("-");
  return `${m}-${d}-${y} ${formatWallTime(time)}`;
}
