// A service's `time` text ("45 min", "1 h 30 min", "1 hr 15 min", "1.5 hours", "90 minutes") as minutes.
// Pure and client-safe: Edit Booking fills end times from it and the heat-time planner plans with it.

const UNIT_MINUTES: Record<string, number> = {
  h: 60, hr: 60, hrs: 60, hour: 60, hours: 60,
  m: 1, min: 1, mins: 1, minute: 1, minutes: 1,
};

const PART = /(\d+(?:[.,]\d+)?)\s*([a-z]+)\.?/g;

/** Minutes in a service's `time` text, or null when it names no length we can read (a range, "varies", empty). */
export function parseServiceDuration(text: string | null | undefined): number | null {
  const value = (text ?? "").trim().toLowerCase();
  if (!value || /\d\s*(-|–|to)\s*\d/.test(value)) return null;
  let minutes = 0;
  let consumed = "";
  for (const match of value.matchAll(PART)) {
    const unit = UNIT_MINUTES[match[2]];
    if (unit === undefined) return null;
    minutes += Number(match[1].replace(",", ".")) * unit;
    consumed += match[0];
  }
  // Anything but parts and spaces ("about", "+", "approx.") means we are guessing: refuse.
  if (consumed.replace(/\s/g, "") !== value.replace(/\s|and/g, "")) return null;
  const rounded = Math.round(minutes);
  return rounded > 0 && rounded <= 24 * 60 ? rounded : null;
}

/** "HH:mm" plus minutes, or null past midnight (a slot must end on its own day). */
export function addMinutesToTime(time: string, minutes: number): string | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return null;
  const total = Number(match[1]) * 60 + Number(match[2]) + minutes;
  if (total < 0 || total >= 24 * 60) return null;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}
