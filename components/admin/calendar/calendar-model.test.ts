import { describe, expect, it } from "vitest";
import type { CalendarSlotDto, CalendarRangeDto } from "@/lib/calendar/dto";
import { LATE_FOR_HEAT_CLASS, calendarEntries, firstAppointmentScrollTime, lateForHeatQuestion, calendarTitle, dancerDays, formatSlotTimes, initialPlace, namedPlace, visibleHours } from "./calendar-model";

const NY = "America/New_York";
const staff = [
  { _id: "s1", firstName: "Marisol", lastName: "Vega" },
  { _id: "s2", firstName: "Daniel", lastName: "Brooks" },
];
const competition = { _id: "e1", eventName: "Winter Star Ball", eventStartDate: "2026-03-06", eventEndDate: "2026-03-08", timeZone: "America/New_York" };

function slot(id: string, staffIndex: number, start: string, end: string, bookingId = `b-${id}`): CalendarSlotDto {
  return {
    id,
    title: `Ana Ruiz – Competition Hair`,
    start,
    end,
    staff: staff[staffIndex],
    bookingId,
    competitor: { firstName: "Ana", lastName: "Ruiz", email: "ana@example.net", phoneNumber: "555-0100" },
    competition,
    service: "Competition Hair",
    lengthExtras: [],
    details: { danceLevel: "amateur", danceStyles: ["latin"], additionalServices: [], hairAtNight: false, message: "", additionalNotes: "" },
    heat: null,
    confirmationOutdated: false,
  };
}

// 9:00 AM New York on March 6 and 7 (EST), and 11:30 PM on March 7, which is March 8 in UTC.
const data: CalendarRangeDto = {
  staff,
  competitions: [competition],
  events: [
    slot("x1", 0, "2026-03-06T14:00:00.000Z", "2026-03-06T14:45:00.000Z", "b1"),
    slot("x2", 1, "2026-03-07T14:00:00.000Z", "2026-03-07T14:45:00.000Z", "b1"),
    slot("x3", 1, "2026-03-08T04:30:00.000Z", "2026-03-08T05:15:00.000Z", "b1"),
  ],
};

describe("calendar entries", () => {
  it("colours appointments by staff, competitions and dancers by the first two colours", () => {
    const entries = calendarEntries(data, { view: "week", hiddenStaff: new Set(), showDancers: true }, NY);
    expect(entries.find((e) => e.id === "competition:e1")).toMatchObject({ start: "2026-03-06", end: "2026-03-09", allDay: true, color: "#7a5a1e" });
    // One dancer entry per booking and studio day: March 6 and March 7.
    expect(entries.filter((e) => e.id.startsWith("dancer:")).map((e) => e.color)).toEqual(["#8a4a3c", "#8a4a3c"]);
    expect(entries.find((e) => e.id === "schedule:x1")?.color).toBe("#1d4ed8");
    expect(entries.find((e) => e.id === "schedule:x2")?.color).toBe("#047857");
  });

  it("gives the same colours whatever order the schedules arrive in", () => {
    const expected = { "competition:e1": "#7a5a1e", "schedule:x1": "#1d4ed8", "schedule:x2": "#047857", "schedule:x3": "#047857" };
    const colourOf = (d: CalendarRangeDto) => Object.fromEntries(calendarEntries(d, { view: "week", hiddenStaff: new Set(), showDancers: false }, NY).map((e) => [e.id, e.color]));
    expect(colourOf(data)).toEqual(expected);
    expect(colourOf({ ...data, events: [...data.events].reverse() })).toEqual(expected);
  });

  it("hides a staff member's appointments when the toggle is off, and the dancers with their toggle", () => {
    const entries = calendarEntries(data, { view: "week", hiddenStaff: new Set(["s2"]), showDancers: false }, NY);
    expect(entries.map((e) => e.id).sort()).toEqual(["competition:e1", "schedule:x1"]);
  });

  it("month view drops the competitions and the dancers", () => {
    const entries = calendarEntries(data, { view: "month", hiddenStaff: new Set(), showDancers: true }, NY);
    expect(entries.map((e) => e.id)).toEqual(["schedule:x1", "schedule:x2", "schedule:x3"]);
  });

  it("groups a dancer's appointments per studio day, not per UTC day", () => {
    const days = dancerDays(data.events, NY);
    expect(days.map((d) => [d.date, d.schedules.map((s) => s.id)])).toEqual([
      ["2026-03-06", ["x1"]],
      ["2026-03-07", ["x2", "x3"]],
    ]);
  });
});

describe("visible hours", () => {
  const entries = (events: CalendarSlotDto[]) => calendarEntries({ ...data, events }, { view: "week", hiddenStaff: new Set(), showDancers: true }, NY);
  it("shows 7 AM to 9 PM by default", () => {
    expect(visibleHours(entries([data.events[0]]), NY)).toEqual({ slotMinTime: "07:00:00", slotMaxTime: "21:00:00" });
  });
  it("widens to hold an early or late appointment", () => {
    expect(visibleHours(entries([slot("e", 0, "2026-03-06T10:30:00Z", "2026-03-06T11:15:00Z")]), NY)).toEqual({ slotMinTime: "05:00:00", slotMaxTime: "21:00:00" });
    expect(visibleHours(entries([slot("l", 0, "2026-03-07T02:00:00Z", "2026-03-07T03:30:00Z")]), NY)).toEqual({ slotMinTime: "07:00:00", slotMaxTime: "23:00:00" });
  });
  it("opens the whole day for a slot crossing midnight", () => {
    expect(visibleHours(entries([slot("m", 0, "2026-03-07T04:30:00Z", "2026-03-07T06:00:00Z")]), NY)).toEqual({ slotMinTime: "00:00:00", slotMaxTime: "24:00:00" });
  });
});

describe("title", () => {
  it("names the visible dates with the year", () => {
    expect(calendarTitle("2026-03-02", "2026-03-02")).toBe("March 2, 2026");
    expect(calendarTitle("2026-03-02", "2026-03-08")).toBe("March 2 – 8, 2026");
    expect(calendarTitle("2026-03-30", "2026-04-05")).toBe("March 30 – April 5, 2026");
    expect(calendarTitle("2026-12-28", "2027-01-03")).toBe("December 28, 2026 – January 3, 2027");
    expect(calendarTitle("2026-03-01", "2026-03-31")).toBe("March 1 – 31, 2026");
  });
});

describe("slot times", () => {
  it("formats in the studio zone with 'MMMM do' and 'h:mm a' whatever the machine's zone", () => {
    expect(formatSlotTimes({ start: "2026-03-08T13:00:00Z", end: "2026-03-08T13:45:00Z" }, NY)).toEqual({ date: "March 8th", start: "9:00 AM", end: "9:45 AM" });
    expect(formatSlotTimes({ start: "2026-11-02T04:30:00Z", end: "2026-11-02T05:30:00Z" }, NY)).toEqual({ date: "November 1st", start: "11:30 PM", end: "November 2nd, 12:30 AM" });
  });
});

describe("initial place", () => {
  it("opens week on a wide screen and day on a phone, unless the address says otherwise", () => {
    expect(initialPlace(new URLSearchParams(""), false)).toEqual({ view: "week", date: undefined });
    expect(initialPlace(new URLSearchParams(""), true)).toEqual({ view: "day", date: undefined });
    expect(initialPlace(new URLSearchParams("view=month&date=2026-03-01"), true)).toEqual({ view: "month", date: "2026-03-01" });
    expect(initialPlace(new URLSearchParams("view=year&date=soon"), false)).toEqual({ view: "week", date: undefined });
  });

  it("is known on the server when the address names the view (its day, or today), and not otherwise", () => {
    expect(namedPlace(new URLSearchParams("view=day&date=2027-06-19"), "2026-11-27")).toEqual({ view: "day", date: "2027-06-19" });
    expect(namedPlace(new URLSearchParams("view=day"), "2026-11-27")).toEqual({ view: "day", date: "2026-11-27" });
    expect(namedPlace(new URLSearchParams("view=day&date=soon"), "2026-11-27")).toEqual({ view: "day", date: "2026-11-27" });
    expect(namedPlace(new URLSearchParams("date=2027-06-19"), "2026-11-27")).toBeUndefined();
    expect(namedPlace(new URLSearchParams("view=year"), "2026-11-27")).toBeUndefined();
  });
});

describe("late for heat", () => {
  it("gives a slot that ends after its ready-by the late pattern (not a colour), and others none", () => {
    const late = { ...slot("late", 0, "2026-03-07T13:00:00Z", "2026-03-07T13:45:00Z"), heat: { heatTime: "07:10", timeZone: "America/Chicago", note: "", readyBy: "2026-03-07T12:25:00Z", late: true } };
    const onTime = { ...slot("ok", 0, "2026-03-07T11:00:00Z", "2026-03-07T11:45:00Z"), heat: { ...late.heat, late: false } };
    const entries = calendarEntries({ ...data, events: [late, onTime] }, { view: "week", hiddenStaff: new Set(), showDancers: false }, NY);
    const byId = Object.fromEntries(entries.map((e) => [e.id, e.className]));
    expect(byId).toMatchObject({ "schedule:late": LATE_FOR_HEAT_CLASS, "schedule:ok": undefined });
    expect(entries.find((e) => e.id === "schedule:late")?.color).toBe(entries.find((e) => e.id === "schedule:ok")?.color);
  });

  it("asks before a move that ends after ready-by, naming ready-by in the competition's zone", () => {
    // Heat 9:30 Central on March 7 with 45 minutes to get ready: ready by 8:45 AM Central = 14:45 UTC.
    const withHeat = { heat: { heatTime: "09:30", timeZone: "America/Chicago", note: "", readyBy: "2026-03-07T14:45:00Z", late: false } };
    expect(lateForHeatQuestion(withHeat, new Date("2026-03-07T14:50:00Z"), NY)).toBe("Ends after ready-by 8:45 AM Central — move anyway?");
    expect(lateForHeatQuestion(withHeat, new Date("2026-03-07T14:45:00Z"), NY)).toBeNull();
    expect(lateForHeatQuestion({ heat: null }, new Date("2026-03-07T23:00:00Z"), NY)).toBeNull();
    expect(lateForHeatQuestion({ heat: { ...withHeat.heat, timeZone: NY, readyBy: "2026-03-07T13:45:00Z" } }, new Date("2026-03-07T14:00:00Z"), NY)).toBe("Ends after ready-by 8:45 AM — move anyway?");
  });
});

describe("day view scroll", () => {
  it("opens a quarter of an hour before the earliest appointment in view, in the studio zone", () => {
    // 5:45 AM New York on March 6 (EST) = 10:45 UTC; 9:00 AM = 14:00 UTC.
    const early = slot("early", 0, "2026-03-06T10:45:00Z", "2026-03-06T11:30:00Z");
    const later = slot("later", 1, "2026-03-06T14:00:00Z", "2026-03-06T14:45:00Z");
    const entries = calendarEntries({ ...data, events: [later, early] }, { view: "day", hiddenStaff: new Set(), showDancers: true }, NY);
    expect(firstAppointmentScrollTime(entries, NY)).toBe("05:30:00");
    expect(firstAppointmentScrollTime(entries.filter((e) => e.allDay), NY)).toBeNull();
  });
});
