// Calendar colours: a fixed palette, the first two for competitions and booked dancers,
// the rest one per staff member. All of them carry white text at AA contrast (≥ 4.5:1).
export const CALENDAR_PALETTE = [
  "#7a5a1e", // competitions
  "#8a4a3c", // booked dancers
  "#1d4ed8",
  "#047857",
  "#7e22ce",
  "#be123c",
  "#0e7490",
  "#c2410c",
  "#4338ca",
  "#475569",
  "#9d174d",
  "#15803d",
] as const;

export const COMPETITION_COLOUR = CALENDAR_PALETTE[0];
export const DANCER_COLOUR = CALENDAR_PALETTE[1];
const STAFF_COLOURS = CALENDAR_PALETTE.slice(2);

/**
 * Colours by position in the staff list the API returns (assignable staff sorted by id, then anyone
 * else assigned in the range), never by the order schedules arrive, so a reload keeps every colour.
 */
export function staffColours(staffIds: readonly string[]): Map<string, string> {
  return new Map(staffIds.map((id, index) => [id, STAFF_COLOURS[index % STAFF_COLOURS.length]]));
}
