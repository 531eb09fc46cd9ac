// Every raw statement of lib/calendar/sql.ts against the migrated schema, each result checked against an
// independent reading of the same rows through Prisma (the enums' database labels written by hand).
import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import type { FeedRow } from "./feed-render";
import { feedIndex, feedRows, feedVersion, storedFeedEvents, storeFeedEvents } from "./sql";

const db = () => testPrisma();
const at = (iso: string) => new Date(iso);
const from = at("2027-01-01T00:00:00Z");
const to = at("2028-01-01T00:00:00Z");
const IN_FEED = ["s-early", "s-late"];
let staffId: string;

beforeEach(async () => {
  await resetDatabase();
  staffId = (await db().user.create({ data: { firstName: "Daniel", lastName: "Brooks", email: "daniel@example.com", passwordHash: "x" } })).id;
  const otherId = (await db().user.create({ data: { firstName: "Lena", lastName: "Ortiz", email: "lena@example.com", passwordHash: "x" } })).id;
  const eventId = (
    await db().event.create({
      data: { eventName: "Desert Classic", locationName: "Hall B", city: "Phoenix", state: "Arizona", timeZone: "America/Phoenix", eventStartDate: at("2027-03-05T00:00:00Z"), eventEndDate: at("2027-03-06T00:00:00Z"), updatedAt: at("2026-12-01T00:00:00Z") },
    })
  ).id;
  const booking = (id: string, extra: { cancelledAt?: Date; deletedAt?: Date; updatedAt: Date }) =>
    db().booking.create({
      data: { id, eventId, danceLevel: "pro_am", firstName: "Mia", lastName: "Ng", email: "mia@example.org", phoneNumber: "5550100", hairAtNight: true, additionalNotes: "Gold pins", ...extra },
    });
  await booking("b-live", { updatedAt: at("2026-12-20T00:00:00Z") });
  await booking("b-cancelled", { cancelledAt: at("2026-12-21T00:00:00Z"), updatedAt: at("2026-12-21T00:00:00Z") });
  await booking("b-deleted", { deletedAt: at("2026-12-22T00:00:00Z"), updatedAt: at("2026-12-22T00:00:00Z") });
  for (const bookingId of ["b-live", "b-cancelled", "b-deleted"]) {
    await db().bookingDay.create({
      data: { id: `${bookingId}-d`, bookingId, position: 0, date: at("2027-03-05T00:00:00Z"), serviceTitle: "Hair", danceStyles: ["latin", "night_club"], additionalServiceIds: [], additionalServiceTitles: ["Lashes"], heatTime: "09:30", heatNote: "Solo" },
    });
  }
  const slot = (id: string, bookingId: string, startAt: Date | null, endAt: Date | null, updatedAt: Date, assignedUserId = staffId) =>
    db().schedule.create({ data: { id, bookingId, bookingDayId: `${bookingId}-d`, serviceTitle: `Hair ${id}`, assignedUserId, startAt, endAt, sequence: 2, updatedAt } });
  await slot("s-late", "b-live", at("2027-03-05T15:00:00Z"), at("2027-03-05T15:45:00Z"), at("2027-01-02T00:00:00Z"));
  await slot("s-early", "b-live", at("2027-03-05T14:00:00Z"), at("2027-03-05T14:45:00Z"), at("2026-12-10T00:00:00Z"));
  await slot("s-cancelled", "b-cancelled", at("2027-03-05T16:00:00Z"), at("2027-03-05T16:45:00Z"), at("2027-02-01T00:00:00Z"));
  await slot("s-deleted", "b-deleted", at("2027-03-05T16:00:00Z"), at("2027-03-05T16:45:00Z"), at("2027-02-01T00:00:00Z"));
  await slot("s-other-staff", "b-live", at("2027-03-05T16:00:00Z"), at("2027-03-05T16:45:00Z"), at("2027-02-01T00:00:00Z"), otherId);
  await slot("s-before-window", "b-live", at("2026-12-31T23:59:00Z"), at("2027-01-01T00:30:00Z"), at("2027-02-01T00:00:00Z"));
  await slot("s-zero-length", "b-live", at("2027-03-05T17:00:00Z"), at("2027-03-05T17:00:00Z"), at("2027-02-01T00:00:00Z"));
  await slot("s-unplaced", "b-live", null, null, at("2027-02-01T00:00:00Z"));
});

/** The feed's slots as Prisma reads them, in the feed's order. */
const slotsByPrisma = () =>
  db().schedule.findMany({ where: { id: { in: IN_FEED } }, orderBy: [{ startAt: "asc" }, { id: "asc" }], include: { booking: { include: { event: true } }, bookingDay: true } });
const latestOf = (...dates: Date[]) => new Date(Math.max(...dates.map((d) => d.getTime())));

describe("feedVersion, feedIndex and feedRows (one staff member's slots in the window)", () => {
  it("count and latest change: only the live, placed, assigned slots inside the window", async () => {
    const slots = await slotsByPrisma();
    const latest = latestOf(...slots.flatMap((s) => [s.updatedAt, s.booking.updatedAt, s.booking.event.updatedAt]));
    expect(await feedVersion(staffId, from, to)).toEqual({ count: 2, latest });
    expect(latest).toEqual(at("2027-01-02T00:00:00Z"));
    expect(await feedVersion("nobody", from, to)).toEqual({ count: 0, latest: null });
  });

  it("the index: each slot's id, sequence and last changes in epoch ms, by start", async () => {
    const expected = (await slotsByPrisma()).map((s) => ({ id: s.id, sequence: s.sequence, updatedAt: s.updatedAt.getTime(), bookingUpdatedAt: latestOf(s.booking.updatedAt, s.booking.event.updatedAt).getTime() }));
    expect(expected.map((s) => s.id)).toEqual(["s-early", "s-late"]);
    expect(await feedIndex(staffId, from, to)).toEqual(expected);
  });

  it("the rows: everything an event shows, with the enums' database labels; all of the window or only the named slots", async () => {
    const expected: FeedRow[] = (await slotsByPrisma()).map((s) => ({
      id: s.id,
      serviceTitle: s.serviceTitle,
      startAt: s.startAt!,
      endAt: s.endAt!,
      sequence: s.sequence,
      updatedAt: s.updatedAt,
      bookingUpdatedAt: latestOf(s.booking.updatedAt, s.booking.event.updatedAt),
      firstName: s.booking.firstName,
      lastName: s.booking.lastName,
      danceLevel: "pro-am",
      hairAtNight: s.booking.hairAtNight,
      additionalNotes: s.booking.additionalNotes,
      danceStyles: ["latin", "night-club"],
      additionalServiceTitles: s.bookingDay.additionalServiceTitles,
      eventName: s.booking.event.eventName,
      locationName: s.booking.event.locationName,
      city: s.booking.event.city,
      state: s.booking.event.state,
      timeZone: s.booking.event.timeZone,
      date: s.bookingDay.date,
      heatTime: s.bookingDay.heatTime,
      heatNote: s.bookingDay.heatNote,
    }));
    expect(await feedRows(staffId, from, to)).toEqual(expected);
    expect(await feedRows(staffId, from, to, ["s-late", "s-cancelled"])).toEqual([expected[1]]);
  });
});

describe("storeFeedEvents and storedFeedEvents (rendered events kept by slot and renderer)", () => {
  it("stores, replaces and reads back the events of one renderer; a deleted slot's event is skipped", async () => {
    const rows = await feedRows(staffId, from, to);
    const texts = new Map([["s-early", "BEGIN:VEVENT\r\nUID:early"], ["s-late", "BEGIN:VEVENT\r\nUID:late"], ["s-gone", "BEGIN:VEVENT\r\nUID:gone"]]);
    const gone: FeedRow = { ...rows[0], id: "s-gone" };
    expect(await storeFeedEvents("r1", [...rows, gone], texts)).toBe(2);
    const select = { scheduleId: true, renderer: true, sequence: true, slotUpdatedAt: true, bookingUpdatedAt: true, ics: true } as const;
    const stored = await db().calendarFeedEvent.findMany({ orderBy: { scheduleId: "asc" }, select });
    expect(stored).toEqual(
      rows.map((r) => ({ scheduleId: r.id, renderer: "r1", sequence: r.sequence, slotUpdatedAt: r.updatedAt, bookingUpdatedAt: r.bookingUpdatedAt, ics: texts.get(r.id) })),
    );

    const read = await storedFeedEvents(["s-early", "s-late", "s-gone"], "r1");
    expect([...read].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      stored.map((s) => ({ id: s.scheduleId, ics: s.ics, sequence: s.sequence, updatedAt: s.slotUpdatedAt.getTime(), bookingUpdatedAt: s.bookingUpdatedAt.getTime() })),
    );
    expect(await storedFeedEvents(["s-early"], "another renderer")).toEqual([]);

    // Another renderer's text replaces the stored one (one event per slot).
    expect(await storeFeedEvents("r2", [rows[1]], new Map([["s-late", "BEGIN:VEVENT\r\nUID:late-r2"]]))).toBe(1);
    expect(await db().calendarFeedEvent.findUniqueOrThrow({ where: { scheduleId: "s-late" }, select: { renderer: true, ics: true } })).toEqual({ renderer: "r2", ics: "BEGIN:VEVENT\r\nUID:late-r2" });
    expect((await storedFeedEvents(["s-early", "s-late"], "r1")).map((e) => e.id)).toEqual(["s-early"]);
  });
});
