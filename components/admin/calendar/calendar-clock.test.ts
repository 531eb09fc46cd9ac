import { describe, expect, it } from "vitest";
import type { CalendarEventSummaryDto, CalendarSlotDto } from "@/lib/calendar/dto";
import { calendarGridZone, gridZoneNote, nextAppointmentLine, slotClock, slotDay } from "./calendar-clock";

const NY = "America/New_York";
const windy: CalendarEventSummaryDto = { _id: "c1", eventName: "Windy City Classic", eventStartDate: "2026-12-09", eventEndDate: "2026-12-10", timeZone: "America/Chicago" };
const winter: CalendarEventSummaryDto = { _id: "c2", eventName: "Winter Star Ball", eventStartDate: "2026-12-09", eventEndDate: "2026-12-10", timeZone: NY };

// 6:30 AM Central on December 9 (CST, UTC−6) = 12:30 UTC = 7:30 AM in New York.
const slot = (competition: CalendarEventSummaryDto, start = "2026-12-09T12:30:00.000Z") =>
  ({ start, end: "2026-12-09T13:20:00.000Z", competition, title: "Ana Ruiz – Competition Hair", staff: { _id: "s1", firstName: "Marisol", lastName: "Vega" } }) as CalendarSlotDto;

describe("My Calendar's clock", () => {
  it("by default lays the grid out in the zone of the one competition in view, and names it", () => {
    const grid = calendarGridZone("competition", { events: [slot(windy)], competitions: [windy] }, NY);
    expect(grid).toEqual({ zone: "America/Chicago", competition: "Windy City Classic", mixed: false });
    expect(gridZoneNote(grid, NY)).toBe("Times are shown in Windy City Classic’s time zone: Central (America/Chicago).");
  });

  it("follows the competitions of the range when it has no appointments, and the studio's zone without any", () => {
    expect(calendarGridZone("competition", { events: [], competitions: [windy] }, NY).zone).toBe("America/Chicago");
    expect(calendarGridZone("competition", { events: [], competitions: [] }, NY)).toEqual({ zone: NY, competition: null, mixed: false });
    expect(calendarGridZone("competition", null, NY).zone).toBe(NY);
  });

  it("keeps the studio's zone for a range spanning several zones, and says each entry names its zone", () => {
    const grid = calendarGridZone("competition", { events: [slot(windy), slot(winter)], competitions: [windy, winter] }, NY);
    expect(grid).toEqual({ zone: NY, competition: null, mixed: true });
    expect(gridZoneNote(grid, NY)).toContain("each appointment names its competition’s zone");
  });

  it("lays the grid out in the studio's zone when staff choose it", () => {
    expect(calendarGridZone("studio", { events: [slot(windy)], competitions: [windy] }, NY)).toEqual({ zone: NY, competition: null, mixed: false });
  });

  it("prints an appointment in its competition's zone, named when it is not the studio's (always in a mixed view)", () => {
    expect(slotClock(slot(windy), NY)).toBe("6:30 AM Central");
    expect(slotClock(slot(winter), NY)).toBe("7:30 AM");
    expect(slotClock(slot(winter), NY, true)).toBe("7:30 AM Eastern");
  });

  it("writes Next appointment with the tile's clock, on the competition's day", () => {
    expect(nextAppointmentLine(slot(windy), NY)).toBe("Next appointment: Wed Dec 9, 6:30 AM Central, Ana Ruiz – Competition Hair with Marisol");
    // 11:30 PM Central on December 9 is already December 10 in New York.
    expect(slotDay(slot(windy, "2026-12-10T05:30:00.000Z"))).toBe("2026-12-09");
  });
});
