// Through the real route handlers: customers' links stop when the address
// changes or staff revoke them, and hand-sent customer emails are needed, limited and recorded.
import { beforeEach, describe, expect, it } from "vitest";
import { POST as cancelRoute } from "@/app/api/booking/link/[token]/cancel/route";
import { PUT as updateRoute } from "@/app/api/booking/update/[id]/route";
import { POST as revokeRoute } from "@/app/api/booking/revoke-links/[id]/route";
import { GET as staffEmailsRoute } from "@/app/api/booking/staff-emails/[id]/route";
import { POST as resendRoute } from "@/app/api/send-email/booking/[id]/receipt/route";
import { createBooking } from "@/lib/bookings";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { bookingRequest } from "@/tests/support/booking-requests";

const db = () => testPrisma();
let eventId: string;
let hairId: string;
let desk: StaffSession;

async function book(email = "mia@example.net") {
  return createBooking(bookingRequest({ competition: eventId, service: hairId, days: [iso(10)], email }));
}

/** The private link in the latest email of this kind to this address, as the customer would click it. */
async function tokenIn(kind: string, to: string): Promise<string> {
  const email = await db().emailMessage.findFirstOrThrow({ where: { kind, to }, orderBy: { createdAt: "desc" } });
  const match = /\/booking\/([A-Za-z0-9_-]{43})/.exec(email.text);
  expect(match, `${kind} to ${to} carries a link`).not.toBeNull();
  return match![1];
}

const cancelWith = (token: string) => callRoute(cancelRoute, "POST", `/api/booking/link/${token}/cancel`, { params: { token }, body: { reason: "" } });
const changeEmail = (session: StaffSession, id: string, email: string) =>
  callRoute(updateRoute, "PUT", `/api/booking/update/${id}`, { params: { id }, headers: session.headers, body: { additionalNotes: "", email, dayDetails: [{ date: iso(10), schedules: [] }] } });
const resend = (session: StaffSession, id: string) => callRoute(resendRoute, "POST", `/api/send-email/booking/${id}/receipt`, { params: { id }, headers: session.headers });

beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Ohio Star Ball", city: "Columbus", state: "Ohio", eventStartDate: new Date(`${iso(10)}T00:00:00Z`), eventEndDate: new Date(`${iso(12)}T00:00:00Z`) } })).id;
  hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
  desk = await staffSession("desk@example.com", ["view_admin_panel", "manage_bookings"], { firstName: "Rosa" });
});

describe("customers' private links", () => {
  it("a new email address revokes every link sent to the old one: the old link's cancel answers 404 and the booking stays live", async () => {
    const booking = await book("old@example.net");
    const oldToken = await tokenIn("booking-receipt", "old@example.net");

    const changed = await changeEmail(desk, booking._id, "new@example.net");
    expect(changed.status, await changed.clone().text()).toBe(200);

    const refused = await cancelWith(oldToken);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: "This link has expired or is not valid." });
    expect((await db().booking.findUniqueOrThrow({ where: { id: booking._id } })).cancelledAt).toBeNull();
  });

  it("saving the same address again keeps the customer's link working", async () => {
    const booking = await book("same@example.net");
    const token = await tokenIn("booking-receipt", "same@example.net");
    expect((await changeEmail(desk, booking._id, "same@example.net")).status).toBe(200);
    expect((await cancelWith(token)).status).toBe(200);
  });

  it("Revoke the customer's links: earlier links answer 404; with a fresh link the current address gets a new working one, recorded with who sent it", async () => {
    const booking = await book("mia@example.net");
    const first = await tokenIn("booking-receipt", "mia@example.net");

    const bad = await callRoute(revokeRoute, "POST", `/api/booking/revoke-links/${booking._id}`, { params: { id: booking._id }, headers: desk.headers, body: {} });
    expect(bad.status).toBe(400);

    const revoked = await callRoute(revokeRoute, "POST", `/api/booking/revoke-links/${booking._id}`, { params: { id: booking._id }, headers: desk.headers, body: { sendFreshLink: true } });
    expect(revoked.status, await revoked.clone().text()).toBe(200);
    expect(await revoked.json()).toEqual({ revoked: 1, sentTo: "mia@example.net" });
    expect((await cancelWith(first)).status).toBe(404);

    const fresh = await tokenIn("booking-new-link", "mia@example.net");
    expect(fresh).not.toBe(first);
    const history = await callRoute(staffEmailsRoute, "GET", `/api/booking/staff-emails/${booking._id}`, { params: { id: booking._id }, headers: desk.headers });
    expect((await history.json()) as unknown).toMatchObject({ emails: [{ kind: "fresh-link", to: "mia@example.net", requestedBy: "Rosa Member", status: "pending" }] });
    expect((await cancelWith(fresh)).status).toBe(200);
  });

  it("revoking without a fresh link sends nothing and stops every link", async () => {
    const booking = await book("mia@example.net");
    const first = await tokenIn("booking-receipt", "mia@example.net");
    const revoked = await callRoute(revokeRoute, "POST", `/api/booking/revoke-links/${booking._id}`, { params: { id: booking._id }, headers: desk.headers, body: { sendFreshLink: false } });
    expect(await revoked.json()).toEqual({ revoked: 1, sentTo: null });
    expect(await db().emailMessage.count({ where: { kind: "booking-new-link" } })).toBe(0);
    expect((await cancelWith(first)).status).toBe(404);
  });
});

describe("resending a receipt", () => {
  it("is refused (409) while the receipt reached the current address and nothing bounced", async () => {
    const booking = await book("mia@example.net");
    const refused = await resend(desk, booking._id);
    expect(refused.status).toBe(409);
    expect(await db().emailMessage.count({ where: { kind: "booking-receipt" } })).toBe(1);
  });

  it("after a corrected address: sent once to it, recorded with who sent it; at most 3 hand-sent emails per booking a day (429 with Retry-After)", async () => {
    const booking = await book("first@example.net");
    const sentTo: string[] = [];
    for (const address of ["second@example.net", "third@example.net", "fourth@example.net"]) {
      expect((await changeEmail(desk, booking._id, address)).status).toBe(200);
      const answer = await resend(desk, booking._id);
      expect(answer.status, await answer.clone().text()).toBe(200);
      sentTo.push(address);
    }
    expect((await changeEmail(desk, booking._id, "fifth@example.net")).status).toBe(200);
    const limited = await resend(desk, booking._id);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    const receipts = await db().emailMessage.findMany({ where: { kind: "booking-receipt" }, orderBy: { createdAt: "asc" }, select: { to: true } });
    expect(receipts.map((r) => r.to)).toEqual(["first@example.net", ...sentTo]);

    const history = (await (await callRoute(staffEmailsRoute, "GET", `/api/booking/staff-emails/${booking._id}`, { params: { id: booking._id }, headers: desk.headers })).json()) as { emails: { kind: string; to: string; requestedBy: string }[] };
    expect(history.emails.map((e) => [e.kind, e.to, e.requestedBy])).toEqual([...sentTo].reverse().map((to) => ["receipt", to, "Rosa Member"]));
  });

  it("one staff member sends at most 20 hand-sent customer emails a day over every booking", async () => {
    const bookings = await Promise.all(Array.from({ length: 8 }, (_, i) => book(`b${i}@example.net`)));
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const [i, booking] of bookings.entries()) {
        await changeEmail(desk, booking._id, `b${i}-r${round}@example.net`);
        statuses.push((await resend(desk, booking._id)).status);
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
    expect(await db().bookingStaffEmail.count()).toBe(20);
  });
});
