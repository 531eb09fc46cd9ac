// Through the real route handlers: who may revoke whose calendar link, the
// link ending with a password reset or a suspension, and what the feed carries of the customer.
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as feedRoute } from "@/app/api/calendar/feed/[token]/route";
import { DELETE as revokeFeedRoute } from "@/app/api/auth/users/[userId]/calendar-feed/route";
import { PUT as updateUserRoute } from "@/app/api/auth/users/[userId]/route";
import { createBooking, updateBooking } from "@/lib/bookings";
import { issueCalendarFeed } from "@/lib/auth";
import { resetUserPassword } from "@/lib/users";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { bookingRequest, completeSlot } from "@/tests/support/booking-requests";

const db = () => testPrisma();
let admin: StaffSession;
let manager: StaffSession;
let stylistId: string;
let ip = 0;

async function fetchFeed(url: string) {
  const token = new URL(url).pathname.split("/").at(-1)!;
  ip += 1;
  return feedRoute(new NextRequest(url, { headers: { "x-forwarded-for": `10.8.${Math.floor(ip / 250)}.${ip % 250}` } }), { params: Promise.resolve({ token }) });
}

const stylistAccount = (accountStatus: "active" | "suspended") => ({ firstName: "Daniel", lastName: "Brooks", email: "daniel@example.com", role: "user", permissions: ["view_bookings"], accountStatus, isAdministrator: false });

beforeEach(async () => {
  await resetDatabase();
  admin = await staffSession("admin@example.com", [], { role: "admin", isAdministrator: true, firstName: "Ada" });
  manager = await staffSession("manager@example.com", ["view_admin_panel", "manage_users"], { firstName: "Max" });
  stylistId = (await db().user.create({ data: { firstName: "Daniel", lastName: "Brooks", email: "daniel@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
});

describe("revoking an administrator's calendar link", () => {
  it("a manage_users non-administrator gets 403 and the link keeps working; an administrator may revoke it", async () => {
    const { url } = await issueCalendarFeed(admin.userId);
    const refused = await callRoute(revokeFeedRoute, "DELETE", `/api/auth/users/${admin.userId}/calendar-feed`, { params: { userId: admin.userId }, headers: manager.headers });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "Only an administrator can change an administrator's account." });
    expect((await fetchFeed(url)).status).toBe(200);

    // The same user may still revoke an ordinary stylist's link.
    const stylistFeed = await issueCalendarFeed(stylistId);
    const allowed = await callRoute(revokeFeedRoute, "DELETE", `/api/auth/users/${stylistId}/calendar-feed`, { params: { userId: stylistId }, headers: manager.headers });
    expect(await allowed.json()).toEqual({ revoked: true });
    expect((await fetchFeed(stylistFeed.url)).status).toBe(404);

    const own = await callRoute(revokeFeedRoute, "DELETE", `/api/auth/users/${admin.userId}/calendar-feed`, { params: { userId: admin.userId }, headers: admin.headers });
    expect(await own.json()).toEqual({ revoked: true });
    expect((await fetchFeed(url)).status).toBe(404);
  });
});

describe("a calendar link ends with a password reset or a suspension", () => {
  it("suspended and then reactivated: the old link stays dead (404)", async () => {
    const { url } = await issueCalendarFeed(stylistId);
    expect((await fetchFeed(url)).status).toBe(200);
    for (const status of ["suspended", "active"] as const) {
      const answer = await callRoute(updateUserRoute, "PUT", `/api/auth/users/${stylistId}`, { params: { userId: stylistId }, headers: admin.headers, body: stylistAccount(status) });
      expect(answer.status, await answer.clone().text()).toBe(200);
    }
    expect((await fetchFeed(url)).status).toBe(404);
    expect(await db().calendarFeed.count({ where: { userId: stylistId } })).toBe(0);
  });

  it("a password reset (resetUserPassword) ends the link and every session", async () => {
    const { url } = await issueCalendarFeed(manager.userId);
    await resetUserPassword(manager.userId, "a brand new long password");
    expect((await fetchFeed(url)).status).toBe(404);
    expect(await db().session.count({ where: { userId: manager.userId, revokedAt: null } })).toBe(0);
    // The old session's token no longer works either.
    const stale = await callRoute(revokeFeedRoute, "DELETE", `/api/auth/users/${stylistId}/calendar-feed`, { params: { userId: stylistId }, headers: manager.headers });
    expect(stale.status).toBe(401);
  });
});

describe("what the feed carries of the customer", () => {
  it("the staff's notes but not the dancer's own message, email or phone", async () => {
    const eventId = (await db().event.create({ data: { eventName: "Ohio Star Ball", city: "Columbus", state: "Ohio", eventStartDate: new Date(`${iso(5)}T00:00:00Z`), eventEndDate: new Date(`${iso(6)}T00:00:00Z`) } })).id;
    const hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
    const booking = await createBooking(
      bookingRequest({ competition: eventId, service: hairId, days: [iso(5)], email: "mia.private@example.net", phoneNumber: "555-0177", message: "Text me at 555-0177, gate code 4411" }),
    );
    await updateBooking(booking._id, { additionalNotes: "Bring the gold pins", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: iso(5), schedules: [completeSlot(stylistId, iso(5), "07:30", "08:15")] }] });
    const { url } = await issueCalendarFeed(stylistId);
    const answer = await fetchFeed(url);
    expect(answer.status).toBe(200);
    const ics = (await answer.text()).replace(/\r\n[ \t]/g, "");
    expect(ics).toContain("Notes: Bring the gold pins");
    expect(ics).toContain("Mia N.");
    for (const secret of ["gate code", "555-0177", "mia.private", "Dancer's message"]) expect(ics).not.toContain(secret);
  });
});
