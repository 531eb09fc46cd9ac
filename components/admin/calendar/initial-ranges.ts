// My Calendar's first range, loaded with the page: the day (or week) the address names, or today's day
// and week when it names none (the screen picks day on a phone, week on a wider screen, which the server
// cannot know). Each in the studio's zone and, when the competitions in view follow another zone, in
// that one too: the grid lays out in that zone once it has the range (calendar-clock.ts), and the screen
// takes the entry whose view, first day and zone match the range FullCalendar shows.
import "server-only";
import { addDays, format, startOfWeek } from "date-fns";
import type { CustomerView } from "@/lib/auth/dto";
import { calendarForRange } from "@/lib/calendar";
import { localDay, zonedInstant } from "@/lib/time";
import { calendarGridZone } from "./calendar-clock";
import { initialPlace, type CalendarInitialRange } from "./calendar-model";

export async function loadInitialRanges(params: URLSearchParams, studioZone: string, today: string, view: CustomerView): Promise<CalendarInitialRange[]> {
  const requested = params.get("view");
  if (requested === "month") return [];
  const date = initialPlace(params, true).date ?? today;
  const views: ("day" | "week")[] = requested === "day" ? ["day"] : requested === "week" ? ["week"] : ["day", "week"];
  const loaded = await Promise.all(
    views.map(async (name) => {
      const first = name === "week" ? format(startOfWeek(localDay(date), { weekStartsOn: 1 }), "yyyy-MM-dd") : date;
      const after = format(addDays(localDay(first), name === "week" ? 7 : 1), "yyyy-MM-dd");
      const rangeIn = async (zone: string): Promise<CalendarInitialRange> => ({
        view: name,
        date: first,
        zone,
        data: JSON.parse(JSON.stringify(await calendarForRange({ start: zonedInstant(first, "00:00", zone), end: zonedInstant(after, "00:00", zone) }, studioZone, view))),
      });
      const inStudioZone = await rangeIn(studioZone);
      const grid = calendarGridZone("competition", inStudioZone.data, studioZone);
      return grid.zone === studioZone ? [inStudioZone] : [inStudioZone, await rangeIn(grid.zone)];
    }),
  );
  return loaded.flat();
}
