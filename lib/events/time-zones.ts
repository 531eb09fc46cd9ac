// Competitions' time zones (issue 23): heat times are entered and shown in the competition's zone.
// Pure and client-safe. A state spanning two zones gets the zone of its largest city; staff can
// change it in Manage Events.
import { formatInTimeZone } from "date-fns-tz";
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
 * The default zone of a competition in `state` (same table as the migration that back-filled
 * existing events). Split states: Florida, Indiana, Kentucky, Michigan → Eastern (Jacksonville,
 * Indianapolis, Louisville, Detroit); Tennessee, Kansas, Nebraska, the Dakotas, Texas → Central
 * (Nashville, Wichita, Omaha, Fargo, Sioux Falls, Houston); Idaho → Mountain (Boise); Oregon → Pacific (Portland).
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

/**
 * "7:10 AM" in `zone`, followed by the zone's name when it differs from the zone of the screen
 * (`shownIn`, the studio's zone on admin screens): "7:10 AM Central".
 */
export function formatTimeIn(instant: Date, zone: string, shownIn: string): string {
  const time = formatInTimeZone(instant, zone, "h:mm a");
  return zone === shownIn ? time : `${time} ${timeZoneLabel(zone)}`;
}

/** "HH:mm" → "7:10 AM" (a wall-clock time, no zone arithmetic). */
export function formatWallTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const h = Number(match[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${match[2]} ${h < 12 ? "AM" : "PM"}`;
}
