// The staff feed through its real route handler, read back with Mozilla's iCalendar parser (ical.js).
import ICAL from "ical.js";
import { createHash } from "node:crypto";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as feedRoute } from "@/app/api/calendar/feed/[token]/route";
import { cancelBookingByCustomer, createBooking, deleteBooking, queueBookingConfirmation, updateBooking } from "@/lib/bookings";
import { zonedInstant, studioTimeZone } from "@/lib/time";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { issueCalendarFeed, revokeCalendarFeed } from "@/lib/auth";
import { calendarFeedFor, forgetBuiltFeeds, forgetRecentEvents } from "./feed";
import { bookingRequest, completeSlot } from "@/tests/support/booking-requests";

const db = () => testPrisma();
let eventId: string;
let hairId: string;
let staffId: string;
let otherStaffId: string;
let ip = 0;

async function fetchFeed(url: string, headers: Record<string, string> = {}) {
  const token = new URL(url).pathname.split("/").at(-1)!;
  // A fresh address per call: the per-address limit is not what these tests are about.
  ip += 1;
  return feedRoute(new NextRequest(url, { headers: { ...headers, "x-forwarded-for": `10.9.${Math.floor(ip / 250)}.${ip % 250}` } }), { params: Promise.resolve({ token }) });
}

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      startIsUtc: event.startDate.zone?.tzid === "UTC",
      sequence: event.sequence,
      dtstamp: vevent.getFirstPropertyValue("dtstamp"),
      lastModified: vevent.getFirstPropertyValue("last-modified"),
    };
  });
}

async function book(firstName: string, email: string, phoneNumber: string, day = 10) {
  return createBooking(
    bookingRequest({ competition: eventId, service: hairId, days: [iso(day)], styles: [["latin", "standard"]], danceLevel: "pro-am", firstName, email, phoneNumber, hairAtNight: "yes", message: "Slick bun please" }),
  );
}

const slot = (date: string, start: string, end: string, userId: string) => completeSlot(userId, date, start, end);
const assign = (bookingId: string, date: string, start: string, end: string, userId = staffId) =>
  updateBooking(bookingId, { additionalNotes: "Bring the gold pins", danceStartDate: "", danceStartTime: "", dayDetails: [{ date, schedules: [slot(date, start, end, userId)] }] });

beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Ohio Star Ball", city: "Columbus", state: "Ohio", eventStartDate: new Date(`${iso(-40)}T00:00:00Z`), eventEndDate: new Date(`${iso(400)}T00:00:00Z`) } })).id;
  hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
  staffId = (await db().user.create({ data: { firstName: "Daniel", lastName: "Brooks", email: "daniel@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
  otherStaffId = (await db().user.create({ data: { firstName: "Lena", lastName: "Ortiz", email: "lena@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
});

describe("a staff member's calendar feed", () => {
  it("lists their own slots with the confirmation's UIDs, UTC times, DTSTAMP/LAST-MODIFIED, and no email or phone", async () => {
    const mia = await book("Mia", "mia.private@example.net", "555-0199");
    await assign(mia._id, iso(10), "07:30", "08:15");
    const other = await book("Ivy", "ivy@example.net", "555-0142");
    await assign(other._id, iso(10), "07:30", "08:15", otherStaffId);
    await queueBookingConfirmation(mia._id);

    const { url, webcalUrl } = await issueCalendarFeed(staffId);
    expect(webcalUrl).toBe(url.replace(/^https?:/, "webcal:"));
    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(response.headers.get("cache-control")).toBe("private, max-age=300");
    const ics = await response.text();
    expect(ics).not.toContain("mia.private@example.net");
    expect(ics).not.toContain("555-0199");
    expect(ics).not.toContain("Ivy");

    const events = parse(ics);
    expect(events).toHaveLength(1);
    const [event] = events;
    const schedule = await db().schedule.findFirstOrThrow({ where: { bookingId: mia._id } });
    // The confirmation's invite carries the same UID for this slot.
    const confirmation = await db().emailMessage.findFirstOrThrow({ where: { kind: "booking-confirmation" } });
    const invite = Buffer.from((confirmation.attachments as { content: string }[])[0].content, "base64").toString("utf8");
    const inviteUid = /UID:(.+)\r\n/.exec(invite)![1];
    expect(event.uid).toBe(inviteUid);
    expect(event.uid).toBe(`${schedule.id}@${new URL(url).hostname}`);
    expect(event.summary).toBe("Competition Hair — Mia N.");
    expect(event.location).toBe("Ohio Star Ball, Columbus, Ohio");
    expect(event.description).toContain("Level: Pro-Am");
    expect(event.description).toContain("Styles: Latin, Standard");
    expect(event.description).toContain("Hair at night: Evening session: hair redone before her evening heat");
    expect(event.description).toContain("Bring the gold pins");
    expect(event.start).toBe(zonedInstant(iso(10), "07:30", studioTimeZone()).toISOString());
    expect(event.end).toBe(zonedInstant(iso(10), "08:15", studioTimeZone()).toISOString());
    expect(event.startIsUtc).toBe(true);
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(event.dtstamp).toBeTruthy();
    expect(event.lastModified).toBeTruthy();
  });

  it("answers 304 to the same ETag, and a new ETag after a change", async () => {
    const mia = await book("Mia", "mia@example.net", "555-0100");
    await assign(mia._id, iso(10), "07:30", "08:15");
    const { url } = await issueCalendarFeed(staffId);
    const first = await fetchFeed(url);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const repeat = await fetchFeed(url, { "if-none-match": etag });
    expect(repeat.status).toBe(304);
    expect(await repeat.text()).toBe("");
    await assign(mia._id, iso(10), "09:00", "09:45");
    const changed = await fetchFeed(url, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(parse(await changed.text())[0].start).toBe(zonedInstant(iso(10), "09:00", studioTimeZone()).toISOString());
  });

  it("stores each rendered event for every instance, and never serves one rendered from older data", async () => {
    const mia = await book("Mia", "mia@example.net", "555-0100");
    await assign(mia._id, iso(10), "07:30", "08:15");
    const token = new URL((await issueCalendarFeed(staffId)).url).pathname.split("/").at(-1)!.replace(/\.ics$/, "");
    const afterAnswer: Array<() => Promise<void>> = [];
    const fetchOnNewInstance = async () => {
      forgetBuiltFeeds();
      forgetRecentEvents();
      const feed = await calendarFeedFor(token, new Date(), null, (task) => void afterAnswer.push(task));
      while (afterAnswer.length) await afterAnswer.shift()!();
      return parse(feed.ics!).map((e) => e.summary);
    };
    expect(await fetchOnNewInstance()).toEqual(["Competition Hair — Mia N."]);
    const [stored] = await db().calendarFeedEvent.findMany();
    expect(stored.ics).toContain("SUMMARY:Competition Hair — Mia N.");
    // Another instance serves the stored text as it is (marked here to tell it from a fresh rendering).
    await db().calendarFeedEvent.update({ where: { scheduleId: stored.scheduleId }, data: { ics: stored.ics.replace("Mia N.", "Stored N.") } });
    expect(await fetchOnNewInstance()).toEqual(["Competition Hair — Stored N."]);
    // Once the booking changes, the stored text is out of date: rendered again, and stored again.
    await db().booking.update({ where: { id: mia._id }, data: { lastName: "Ruiz" } });
    expect(await fetchOnNewInstance()).toEqual(["Competition Hair — Mia R."]);
    expect((await db().calendarFeedEvent.findUniqueOrThrow({ where: { scheduleId: stored.scheduleId } })).ics).toContain("Mia R.");
  });

  it("after a fetch renders again only what changed: a new slot, a booking's own edit, a competition's rename", async () => {
    const mia = await book("Mia", "mia@example.net", "555-0100");
    await assign(mia._id, iso(10), "07:30", "08:15");
    const ana = await book("Ana", "ana@example.net", "555-0106", 11);
    const { url } = await issueCalendarFeed(staffId);
    expect(parse(await (await fetchFeed(url)).text()).map((e) => e.summary)).toEqual(["Competition Hair — Mia N."]);
    await assign(ana._id, iso(11), "10:00", "10:45");
    expect(parse(await (await fetchFeed(url)).text()).map((e) => e.summary)).toEqual(["Competition Hair — Mia N.", "Competition Hair — Ana N."]);
    await db().booking.update({ where: { id: ana._id }, data: { lastName: "Ruiz" } });
    await db().event.update({ where: { id: eventId }, data: { eventName: "Ohio Star Ball 2" } });
    const events = parse(await (await fetchFeed(url)).text());
    expect(events.map((e) => e.summary)).toEqual(["Competition Hair — Mia N.", "Competition Hair — Ana R."]);
    expect(events.map((e) => e.location)).toEqual(["Ohio Star Ball 2, Columbus, Ohio", "Ohio Star Ball 2, Columbus, Ohio"]);
  });

  it("keeps 30 days back to a year ahead, and drops cancelled and deleted bookings", async () => {
    const old = await book("Old", "a@example.net", "555-0101", -31);
    await assign(old._id, iso(-31), "09:00", "09:30");
    const recent = await book("Recent", "b@example.net", "555-0102", -29);
    await assign(recent._id, iso(-29), "09:00", "09:30");
    const far = await book("Far", "c@example.net", "555-0103", 370);
    await assign(far._id, iso(370), "09:00", "09:30");
    const cancelled = await book("Cancelled", "d@example.net", "555-0104", 5);
    await assign(cancelled._id, iso(5), "09:00", "09:30");
    const deleted = await book("Deleted", "e@example.net", "555-0105", 6);
    await assign(deleted._id, iso(6), "09:00", "09:30");
    const { url } = await issueCalendarFeed(staffId);
    expect(parse(await (await fetchFeed(url)).text()).map((e) => e.summary).sort()).toEqual(["Competition Hair — Cancelled N.", "Competition Hair — Deleted N.", "Competition Hair — Recent N."]);
    await cancelBookingByCustomer(cancelled._id, "");
    await deleteBooking(deleted._id);
    expect(parse(await (await fetchFeed(url)).text()).map((e) => e.summary)).toEqual(["Competition Hair — Recent N."]);
  });

  it("stores only the token's SHA-256; a regenerated, revoked, unknown or malformed link and a suspended or deleted user → 404", async () => {
    const { url: first } = await issueCalendarFeed(staffId);
    const token = new URL(first).pathname.split("/").at(-1)!.replace(/\.ics$/, "");
    const row = await db().calendarFeed.findUniqueOrThrow({ where: { userId: staffId } });
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(await db().calendarFeed.findMany())).not.toContain(token);

    const { url: second } = await issueCalendarFeed(staffId);
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
    expect((await fetchFeed(second.replace(/[A-Za-z0-9_-]{43}\.ics$/, `${"A".repeat(43)}.ics`))).status).toBe(404);
    expect((await fetchFeed(second.replace(/[A-Za-z0-9_-]{43}\.ics$/, "short.ics"))).status).toBe(404);

    await db().user.update({ where: { id: staffId }, data: { accountStatus: "suspended" } });
    expect((await fetchFeed(second)).status).toBe(404);
    await db().user.update({ where: { id: staffId }, data: { accountStatus: "inactive" } });
    expect((await fetchFeed(second)).status).toBe(404);
    await db().user.update({ where: { id: staffId }, data: { accountStatus: "active" } });
    expect((await fetchFeed(second)).status).toBe(200);

    expect(await revokeCalendarFeed(staffId)).toBe(true);
    expect((await fetchFeed(second)).status).toBe(404);

    const { url: third } = await issueCalendarFeed(otherStaffId);
    await db().user.delete({ where: { id: otherStaffId } });
    const gone = await fetchFeed(third);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: "This calendar link is not valid." });
  });
});
