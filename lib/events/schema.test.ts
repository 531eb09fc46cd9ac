import { describe, expect, it } from "vitest";
import { calendarSettingsSchema, createEventSchema, showEventSchema, upcomingQuerySchema } from "./schema";
import { US_STATES, canonicalUsState } from "@/lib/time";

const valid = { eventName: "Winter Star Ball", city: "Chicago", eventStartDate: "2026-12-04", eventEndDate: "2026-12-06" };

function fieldsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("US states", () => {
  it("has exactly the 50 states, without DC or territories", () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES).size).toBe(50);
    expect(US_STATES).toContain("New York");
    expect(US_STATES).not.toContain("District of Columbia");
    expect(US_STATES).not.toContain("Puerto Rico");
  });

  it("maps names and postal codes in any case to the canonical name", () => {
    expect(canonicalUsState("new  york")).toBe("New York");
    expect(canonicalUsState("tx")).toBe("Texas");
    expect(canonicalUsState("Ontario")).toBeNull();
  });
});

describe("create event", () => {
  it("needs eventName, city, eventStartDate and eventEndDate; the rest default to empty", () => {
    expect(createEventSchema.parse(valid)).toEqual({ ...valid, locationName: "", address: "", state: "", showEvent: false, timeZone: "America/New_York", timeZoneSetByStaff: false });
    const result = createEventSchema.safeParse({ eventName: "  ", locationName: "Hilton" });
    expect(fieldsOf(result)).toEqual({
      eventName: "Event name is required",
      city: "City is required",
      eventStartDate: "Start date is required",
      eventEndDate: "End date is required",
    });
  });

  it("trims text and normalises the state", () => {
    const event = createEventSchema.parse({ ...valid, eventName: "  Ball  ", locationName: " Hilton ", state: "il" });
    expect(event).toMatchObject({ eventName: "Ball", locationName: "Hilton", state: "Illinois" });
  });

  it("defaults the time zone from the state (a split state: its largest city's zone) and accepts a chosen one", () => {
    expect(createEventSchema.parse({ ...valid, state: "IL" }).timeZone).toBe("America/Chicago");
    expect(createEventSchema.parse({ ...valid, state: "Tennessee" }).timeZone).toBe("America/Chicago");
    expect(createEventSchema.parse({ ...valid, state: "Florida" }).timeZone).toBe("America/New_York");
    expect(createEventSchema.parse({ ...valid, state: "Arizona" }).timeZone).toBe("America/Phoenix");
    expect(createEventSchema.parse({ ...valid, state: "Oregon" }).timeZone).toBe("America/Los_Angeles");
    expect(createEventSchema.parse({ ...valid, state: "Florida", timeZone: "America/Chicago" }).timeZone).toBe("America/Chicago");
    // A zone named on create is staff's choice; the state's default is not.
    expect(createEventSchema.parse({ ...valid, state: "Florida", timeZone: "America/Chicago" }).timeZoneSetByStaff).toBe(true);
    expect(createEventSchema.parse({ ...valid, state: "IL" }).timeZoneSetByStaff).toBe(false);
    expect(fieldsOf(createEventSchema.safeParse({ ...valid, timeZone: "Europe/Paris" }))).toEqual({ timeZone: "Please choose a time zone from the list" });
  });

  it("rejects a state that is not one of the 50", () => {
    expect(fieldsOf(createEventSchema.safeParse({ ...valid, state: "Puerto Rico" }))).toEqual({ state: "Please choose a US state from the list" });
    expect(fieldsOf(createEventSchema.safeParse({ ...valid, state: "District of Columbia" }))).toHaveProperty("state");
  });

  it("rejects an end before the start, allows a one-day event", () => {
    expect(fieldsOf(createEventSchema.safeParse({ ...valid, eventEndDate: "2026-12-03" }))).toEqual({ eventEndDate: "End date cannot be before the start date" });
    expect(createEventSchema.safeParse({ ...valid, eventEndDate: "2026-12-04" }).success).toBe(true);
  });

  it("rejects impossible dates and cuts ISO date-times to their day", () => {
    expect(fieldsOf(createEventSchema.safeParse({ ...valid, eventStartDate: "2026-02-30" }))).toHaveProperty("eventStartDate");
    expect(fieldsOf(createEventSchema.safeParse({ ...valid, eventStartDate: "next friday" }))).toHaveProperty("eventStartDate");
    expect(createEventSchema.parse({ ...valid, eventStartDate: "2026-12-04T00:00:00.000Z" }).eventStartDate).toBe("2026-12-04");
  });

  it("accepts form-data strings for showEvent", () => {
    expect(createEventSchema.parse({ ...valid, showEvent: "on" }).showEvent).toBe(true);
    expect(createEventSchema.parse({ ...valid, showEvent: "false" }).showEvent).toBe(false);
    expect(createEventSchema.safeParse({ ...valid, showEvent: "maybe" }).success).toBe(false);
  });
});

describe("showEvent", () => {
  it("needs a boolean", () => {
    expect(showEventSchema.parse({ showEvent: true })).toEqual({ showEvent: true });
    expect(showEventSchema.safeParse({}).success).toBe(false);
    expect(showEventSchema.safeParse({ showEvent: "yes" }).success).toBe(false);
  });
});

describe("calendar settings", () => {
  it("needs a whole numUpcomingEvents of at least 1", () => {
    expect(calendarSettingsSchema.parse({ autoDisplay: false, numUpcomingEvents: 3 })).toEqual({ autoDisplay: false, numUpcomingEvents: 3 });
    expect(calendarSettingsSchema.parse({ numUpcomingEvents: "4" })).toEqual({ autoDisplay: undefined, numUpcomingEvents: 4 });
    for (const bad of [0, -1, 1.5, "0", "-2", "1.5", "", "three", null, true]) {
      const result = calendarSettingsSchema.safeParse({ autoDisplay: true, numUpcomingEvents: bad });
      expect(result.success, `numUpcomingEvents ${JSON.stringify(bad)}`).toBe(false);
      expect(fieldsOf(result)).toHaveProperty("numUpcomingEvents");
    }
  });

  it("accepts numberOfEvents as an alias and needs at least one setting", () => {
    expect(calendarSettingsSchema.parse({ numberOfEvents: 2 })).toEqual({ autoDisplay: undefined, numUpcomingEvents: 2 });
    expect(calendarSettingsSchema.safeParse({}).success).toBe(false);
    expect(calendarSettingsSchema.parse({ readyBeforeHeatMinutes: "30" })).toEqual({ readyBeforeHeatMinutes: 30 });
    expect(calendarSettingsSchema.safeParse({ readyBeforeHeatMinutes: -5 }).success).toBe(false);
    expect(calendarSettingsSchema.safeParse({ autoDisplay: "sometimes" }).success).toBe(false);
  });
});

describe("upcoming query", () => {
  it("takes an optional positive whole limit", () => {
    expect(upcomingQuerySchema.parse({})).toEqual({});
    expect(upcomingQuerySchema.parse({ limit: "3" })).toEqual({ limit: 3 });
    for (const bad of ["0", "-1", "1.5", "abc", ""]) expect(upcomingQuerySchema.safeParse({ limit: bad }).success).toBe(false);
  });
});
