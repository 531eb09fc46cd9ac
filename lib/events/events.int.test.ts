import { beforeEach, describe, expect, it } from "vitest";
import {
  createEvent,
  deleteEvent,
  getCalendarSettings,
  getEvent,
  listPastEvents,
  listScheduleEvents,
  listShowSelectedEvents,
  listUpcomingEvents,
  setEventShown,
  updateCalendarSettings,
} from "@/lib/events";
import { createEventSchema } from "@/lib/events/schema";
import { resetDatabase, testPrisma } from "@/tests/support/db";

beforeEach(resetDatabase);

const NY = "America/New_York";
// 23:30 on Monday 9 March 2026 in New York (EDT) — already 10 March in UTC.
const lateEvening = { now: new Date("2026-03-10T03:30:00Z"), timeZone: NY };
// 00:30 on Tuesday 10 March 2026 in New York.
const justAfterMidnight = { now: new Date("2026-03-10T04:30:00Z"), timeZone: NY };

async function event(eventName: string, eventStartDate: string, eventEndDate: string, extra: Record<string, unknown> = {}) {
  return createEvent(createEventSchema.parse({ eventName, city: "Boston", state: "Massachusetts", eventStartDate, eventEndDate, ...extra }));
}

const names = (events: { eventName: string }[]) => events.map((e) => e.eventName);

describe("upcoming and past, on the studio's calendar", () => {
  it("keeps an event that ends today upcoming until midnight in the studio zone, then moves it to past", async () => {
    await event("Ended yesterday", "2026-03-07", "2026-03-08");
    await event("Ends today", "2026-03-08", "2026-03-09");
    await event("In progress", "2026-03-08", "2026-03-11");
    await event("Starts tomorrow", "2026-03-10", "2026-03-10");

    expect(names(await listUpcomingEvents(lateEvening))).toEqual(["Ends today", "In progress", "Starts tomorrow"]);
    expect(names(await listPastEvents(lateEvening))).toEqual(["Ended yesterday"]);

    expect(names(await listUpcomingEvents(justAfterMidnight))).toEqual(["In progress", "Starts tomorrow"]);
    expect(names(await listPastEvents(justAfterMidnight))).toEqual(["Ends today", "Ended yesterday"]);
  });

  it("uses the configured zone: the same instant is still the 9th in Los Angeles", async () => {
    await event("Ends on the 9th", "2026-03-09", "2026-03-09");
    expect(names(await listUpcomingEvents({ ...justAfterMidnight, timeZone: "America/Los_Angeles" }))).toEqual(["Ends on the 9th"]);
    expect(names(await listUpcomingEvents(justAfterMidnight))).toEqual([]);
  });

  it("orders upcoming by start ascending and past by start descending, and applies the limit", async () => {
    await event("Past B", "2026-02-10", "2026-02-12");
    await event("Past A", "2026-01-05", "2026-01-06");
    await event("Past C", "2026-03-01", "2026-03-01");
    await event("Future 3", "2026-09-01", "2026-09-03");
    await event("Future 1", "2026-04-01", "2026-04-02");
    await event("Future 2", "2026-05-15", "2026-05-17");

    expect(names(await listUpcomingEvents(lateEvening))).toEqual(["Future 1", "Future 2", "Future 3"]);
    expect(names(await listUpcomingEvents({ ...lateEvening, limit: 2 }))).toEqual(["Future 1", "Future 2"]);
    expect(names(await listPastEvents(lateEvening))).toEqual(["Past C", "Past B", "Past A"]);
  });

  it("leaves deleted events out of every list", async () => {
    const gone = await event("Deleted", "2026-04-01", "2026-04-02", { showEvent: true });
    const old = await event("Deleted past", "2026-01-01", "2026-01-02", { showEvent: true });
    await event("Kept", "2026-04-03", "2026-04-04", { showEvent: true });
    await deleteEvent(gone._id);
    await deleteEvent(old._id);
    expect(names(await listUpcomingEvents(lateEvening))).toEqual(["Kept"]);
    expect(names(await listPastEvents(lateEvening))).toEqual([]);
    expect(names(await listShowSelectedEvents())).toEqual(["Kept"]);
    const row = await testPrisma().event.findUnique({ where: { id: gone._id } });
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });
});

describe("event writes", () => {
  it("stores DATE columns as calendar days and returns the API's fields with _id", async () => {
    const created = await createEvent(
      createEventSchema.parse({ eventName: "Winter Star Ball", locationName: "Hilton Chicago", address: "720 S Michigan Ave", city: "Chicago", state: "IL", eventStartDate: "2026-12-04", eventEndDate: "2026-12-06" }),
    );
    expect(created).toEqual({
      _id: expect.any(String),
      eventName: "Winter Star Ball",
      locationName: "Hilton Chicago",
      address: "720 S Michigan Ave",
      city: "Chicago",
      state: "Illinois",
      eventStartDate: "2026-12-04",
      eventEndDate: "2026-12-06",
      showEvent: false,
      timeZone: "America/Chicago",
    });
    const row = await testPrisma().event.findUniqueOrThrow({ where: { id: created._id } });
    expect(row.eventStartDate.toISOString()).toBe("2026-12-04T00:00:00.000Z");
    expect(await getEvent(created._id)).toEqual(created);
  });

  it("toggles showEvent and lists selected events by start date", async () => {
    const later = await event("Later", "2026-06-01", "2026-06-02");
    const sooner = await event("Sooner", "2026-05-01", "2026-05-02");
    await event("Hidden", "2026-04-01", "2026-04-02");
    expect((await setEventShown(later._id, true)).showEvent).toBe(true);
    await setEventShown(sooner._id, true);
    expect(names(await listShowSelectedEvents())).toEqual(["Sooner", "Later"]);
    await setEventShown(sooner._id, false);
    expect(names(await listShowSelectedEvents())).toEqual(["Later"]);
  });

  it("answers 404 for an unknown or deleted event", async () => {
    const gone = await event("Gone", "2026-06-01", "2026-06-02");
    await deleteEvent(gone._id);
    await expect(setEventShown(gone._id, true)).rejects.toMatchObject({ status: 404 });
    await expect(deleteEvent(gone._id)).rejects.toMatchObject({ status: 404 });
    await expect(getEvent(gone._id)).rejects.toMatchObject({ status: 404 });
    await expect(deleteEvent("no-such-event")).rejects.toMatchObject({ status: 404 });
  });
});

describe("calendar settings", () => {
  it("defaults to auto-display on with one event, and reports numberOfEvents too", async () => {
    expect(await getCalendarSettings()).toEqual({ autoDisplay: true, numUpcomingEvents: 1, numberOfEvents: 1, readyBeforeHeatMinutes: 45, applyFittingChangesAtOnce: false });
  });

  it("saves either field alone into the single settings row", async () => {
    expect(await updateCalendarSettings({ autoDisplay: undefined, numUpcomingEvents: 3 })).toEqual({ autoDisplay: true, numUpcomingEvents: 3, numberOfEvents: 3, readyBeforeHeatMinutes: 45, applyFittingChangesAtOnce: false });
    expect(await updateCalendarSettings({ autoDisplay: false, numUpcomingEvents: undefined })).toEqual({ autoDisplay: false, numUpcomingEvents: 3, numberOfEvents: 3, readyBeforeHeatMinutes: 45, applyFittingChangesAtOnce: false });
    expect(await testPrisma().calendarSettings.count()).toBe(1);
    expect(await getCalendarSettings()).toEqual({ autoDisplay: false, numUpcomingEvents: 3, numberOfEvents: 3, readyBeforeHeatMinutes: 45, applyFittingChangesAtOnce: false });
  });
});

describe("what /schedule lists", () => {
  it("is empty when there is nothing to show, in either mode", async () => {
    await event("Past, not shown", "2026-01-01", "2026-01-02");
    await event("Upcoming, not shown", "2026-04-01", "2026-04-02");
    const gone = await event("Deleted and shown", "2026-05-01", "2026-05-02", { showEvent: true });
    await deleteEvent(gone._id);

    await updateCalendarSettings({ autoDisplay: false, numUpcomingEvents: undefined });
    expect(await listScheduleEvents(lateEvening)).toEqual([]);

    await deleteEvent((await listUpcomingEvents(lateEvening))[0]._id);
    await updateCalendarSettings({ autoDisplay: true, numUpcomingEvents: 5 });
    expect(await listScheduleEvents(lateEvening)).toEqual([]);
  });

  it("with auto-display lists the next numUpcomingEvents upcoming events, shown or not", async () => {
    await event("Past", "2026-03-01", "2026-03-02", { showEvent: true });
    await event("Third", "2026-07-01", "2026-07-02");
    await event("First", "2026-03-09", "2026-03-09");
    await event("Second", "2026-04-01", "2026-04-02", { showEvent: true });

    expect(names(await listScheduleEvents(lateEvening))).toEqual(["First"]);
    await updateCalendarSettings({ autoDisplay: true, numUpcomingEvents: 2 });
    expect(names(await listScheduleEvents(lateEvening))).toEqual(["First", "Second"]);
    expect(names(await listScheduleEvents(justAfterMidnight))).toEqual(["Second", "Third"]);
  });

  it("without auto-display lists the selected, non-deleted events by start date", async () => {
    await event("Not selected", "2026-04-01", "2026-04-02");
    await event("Selected later", "2026-08-01", "2026-08-02", { showEvent: true });
    await event("Selected sooner", "2026-05-01", "2026-05-02", { showEvent: true });
    const gone = await event("Selected but deleted", "2026-06-01", "2026-06-02", { showEvent: true });
    await deleteEvent(gone._id);
    await updateCalendarSettings({ autoDisplay: false, numUpcomingEvents: 1 });
    expect(names(await listScheduleEvents(lateEvening))).toEqual(["Selected sooner", "Selected later"]);
  });
});
