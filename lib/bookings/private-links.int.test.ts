import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { deliverDueEmails } from "@/lib/notify/outbox";
import { cancelBookingByCustomer, createBooking, getBooking, listBookings, queueBookingConfirmation, restoreBooking, updateBooking } from "@/lib/bookings";
import { BOOKING_LINK_TOKEN_RE, revokeBookingLinks } from "@/lib/auth";
import { findBookingByLink } from "@/lib/bookings/access-links";
import { bookingInclude, type BookingRow } from "@/lib/bookings/dto";
import { bookingNewLinkEmail, bookingReminderEmail } from "@/lib/notify/templates/bookings/request";
import { hashPassword } from "@/lib/auth/password";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { parseIcs } from "@/tests/support/ics";
import { bookingRequest, completeSlot } from "@/tests/support/booking-requests";

const db = () => testPrisma();
let eventId: string;
let hairId: string;
let staffId: string;

function request(email = "mia@example.net") {
  return bookingRequest({ competition: eventId, service: hairId, days: [iso(10), iso(11)], styles: [["latin"], ["standard"]], email });
}

const complete = (date: string, start: string, end: string, userId = staffId) => completeSlot(userId, date, start, end);
const schedule = (bookingId: string, first: [string, string], second: [string, string]) =>
  updateBooking(bookingId, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: iso(10), schedules: [complete(iso(10), ...first)] }, { date: iso(11), schedules: [complete(iso(11), ...second)] }] });

/** The private link in an email's text, as the customer would click it. */
async function linkTokenOf(kind: string, to = "mia@example.net"): Promise<string> {
  const email = await db().emailMessage.findFirstOrThrow({ where: { kind, to }, orderBy: { createdAt: "desc" } });
  const match = /\/booking\/([A-Za-z0-9_-]+)/.exec(email.text);
  expect(match, `${kind} email carries a link`).not.toBeNull();
  expect(email.html).toContain(`/booking/${match![1]}`);
  // A request's emails say request; the confirmation, sent once it is a booking, says booking.
  const [said, notSaid] = kind === "booking-confirmation" ? ["booking", "request"] : ["request", "booking"];
  expect(email.text).toContain(`View or cancel your ${said} (private link, please do not share it): `);
  expect(email.html).toContain(`>View or cancel your ${said}</a> — a private link to your ${said}; please do not share it.`);
  expect(email.text + email.html).not.toContain(`View or cancel your ${notSaid}`);
  return match![1];
}

async function icsAttachment(kind: string) {
  const email = await db().emailMessage.findFirstOrThrow({ where: { kind }, orderBy: { createdAt: "desc" } });
  const attachments = email.attachments as { filename: string; content: string }[];
  expect(attachments).toHaveLength(1);
  return parseIcs(Buffer.from(attachments[0].content, "base64").toString("utf8"));
}

beforeEach(async () => {
  await resetDatabase();
  const event = await db().event.create({ data: { eventName: "Ohio Star Ball", city: "Columbus", state: "Ohio", eventStartDate: new Date(`${iso(10)}T00:00:00Z`), eventEndDate: new Date(`${iso(12)}T00:00:00Z`) } });
  eventId = event.id;
  hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
  staffId = (await db().user.create({ data: { firstName: "Daniel", lastName: "Brooks", email: "daniel@example.com", passwordHash: await hashPassword("irrelevant-password"), permissions: ["view_bookings"] } })).id;
});

describe("private booking links", () => {
  it("the receipt carries a 256-bit base64url link; only its SHA-256 is stored, and the link opens the booking", async () => {
    const booking = await createBooking(request());
    const token = await linkTokenOf("booking-receipt");
    expect(token).toMatch(BOOKING_LINK_TOKEN_RE);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);

    const links = await db().bookingAccessLink.findMany();
    expect(links).toHaveLength(1);
    expect(links[0].tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    // Nowhere in the link table (or the booking) is the token itself.
    const stored = JSON.stringify(await db().$queryRawUnsafe(`SELECT l.*, b.* FROM "BookingAccessLink" l JOIN "Booking" b ON b.id = l."bookingId"`));
    expect(stored).not.toContain(token);

    expect((await findBookingByLink(token))?.id).toBe(booking._id);
  });

  it("once the receipt is sent, the outbox row keeps its body without the token (the sent email had it)", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "outbox-"));
    vi.stubEnv("EMAIL_OUTBOX_DIR", dir);
    try {
      const booking = await createBooking(request());
      const token = await linkTokenOf("booking-receipt");
      expect(await deliverDueEmails()).toMatchObject({ sent: 2, failed: 0 });
      const sent = JSON.parse(await readFile(path.join(dir, `booking-receipt_${booking._id}.json`), "utf8")) as { text: string };
      expect(sent.text).toContain(`/booking/${token}`);
      const stored = JSON.stringify(await db().emailMessage.findMany());
      expect(stored).not.toContain(token);
      expect(stored).toContain("/booking/[private link removed after sending]");
      expect((await findBookingByLink(token))?.id).toBe(booking._id);
    } finally {
      vi.unstubAllEnvs();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("1,000 random and malformed tokens open nothing", async () => {
    await createBooking(request());
    let hits = 0;
    const tried: string[] = [];
    for (let i = 0; i < 1000; i += 1) {
      const token = i % 10 === 9 ? `${randomBytes(8).toString("hex")}/../${i}` : randomBytes(32).toString("base64url");
      tried.push(token);
      if (await findBookingByLink(token)) hits += 1;
    }
    expect(tried).toHaveLength(1000);
    expect(new Set(tried).size).toBe(1000);
    expect(hits).toBe(0);
  });

  it("works until 30 days after the booking's last day (midnight, studio zone), then is gone; a revoked link is gone at once", async () => {
    await createBooking(request());
    const token = await linkTokenOf("booking-receipt");
    // Independent computation: last day iso(11) + 31 days at 00:00 in New York (UTC-4 or UTC-5).
    const lastDayPlus31 = iso(11 + 31);
    const link = await db().bookingAccessLink.findFirstOrThrow();
    const offsetHours = (link.expiresAt.getTime() - Date.parse(`${lastDayPlus31}T00:00:00Z`)) / 3_600_000;
    expect([4, 5]).toContain(offsetHours);

    expect(await findBookingByLink(token, new Date(link.expiresAt.getTime() - 1))).not.toBeNull();
    expect(await findBookingByLink(token, link.expiresAt)).toBeNull();
    expect(await findBookingByLink(token, new Date(link.expiresAt.getTime() + 86_400_000))).toBeNull();

    expect(await revokeBookingLinks(link.bookingId)).toBe(1);
    expect(await findBookingByLink(token)).toBeNull();
  });

  it("once confirmed, the reminder and a fresh link say 'View or cancel your booking'; a fresh link of a request still says request", async () => {
    const booking = await createBooking(request());
    expect(bookingNewLinkEmail(await getBooking(booking._id), "https://studio.test/booking/x").text).toContain("View or cancel your request (private link");
    await schedule(booking._id, ["09:00", "09:45"], ["08:00", "08:45"]);
    await queueBookingConfirmation(booking._id);
    const confirmed = await getBooking(booking._id);
    expect(confirmed.status).toBe("confirmed");
    const fresh = bookingNewLinkEmail(confirmed, "https://studio.test/booking/x");
    expect(fresh.text).toContain("The studio has replaced the private link to your booking for ");
    expect(fresh.text).toContain("View or cancel your booking (private link, please do not share it): https://studio.test/booking/x");
    expect(fresh.html).toContain(">View or cancel your booking</a> — a private link to your booking;");
    const row = (await db().booking.findUniqueOrThrow({ where: { id: booking._id }, include: bookingInclude })) as BookingRow;
    const reminder = bookingReminderEmail(row, iso(10), row.days[0].schedules, "https://studio.test/booking/x");
    expect(reminder.text).toContain("View or cancel your booking (private link, please do not share it): https://studio.test/booking/x");
    expect(reminder.text + reminder.html).not.toContain("your request");
  });

  it("the confirmation carries its own link; both links open the same booking; status received → confirmed", async () => {
    const booking = await createBooking(request());
    const receiptToken = await linkTokenOf("booking-receipt");
    expect((await getBooking(booking._id)).status).toBe("received");
    await schedule(booking._id, ["09:00", "09:45"], ["08:00", "08:45"]);
    expect((await getBooking(booking._id)).status).toBe("received");
    await queueBookingConfirmation(booking._id);
    const confirmationToken = await linkTokenOf("booking-confirmation");
    expect(confirmationToken).not.toBe(receiptToken);
    expect((await findBookingByLink(receiptToken))?.id).toBe(booking._id);
    expect((await findBookingByLink(confirmationToken))?.id).toBe(booking._id);
    expect((await getBooking(booking._id)).status).toBe("confirmed");
    // Sending the same confirmation twice queues (and links) nothing new.
    const links = await db().bookingAccessLink.count();
    const emails = await db().emailMessage.count();
    await queueBookingConfirmation(booking._id);
    expect(await db().bookingAccessLink.count()).toBe(links);
    expect(await db().emailMessage.count()).toBe(emails);
  });

  it("a changed time or stylist after the confirmation marks it out of date until it is sent again; an unchanged save does not", async () => {
    const booking = await createBooking(request());
    await schedule(booking._id, ["09:00", "09:45"], ["08:00", "08:45"]);
    expect((await getBooking(booking._id)).confirmationOutdated).toBe(false);
    await queueBookingConfirmation(booking._id);
    await schedule(booking._id, ["09:00", "09:45"], ["08:00", "08:45"]);
    expect((await getBooking(booking._id)).confirmationOutdated).toBe(false);
    await schedule(booking._id, ["09:15", "10:00"], ["08:00", "08:45"]);
    expect((await getBooking(booking._id)).confirmationOutdated).toBe(true);
    expect((await getBooking(booking._id)).status).toBe("confirmed");
    await queueBookingConfirmation(booking._id);
    expect((await getBooking(booking._id)).confirmationOutdated).toBe(false);
    expect(await db().emailMessage.count({ where: { kind: "booking-confirmation" } })).toBe(2);
  });
});

describe("cancellation by the customer", () => {
  it("keeps the booking, queues the studio notice (with the reason) and a METHOD:CANCEL file with the same UIDs and a higher SEQUENCE", async () => {
    const booking = await createBooking(request());
    await schedule(booking._id, ["09:00", "09:45"], ["08:00", "08:45"]);
    await queueBookingConfirmation(booking._id);
    const invite = await icsAttachment("booking-confirmation");
    expect(invite.method).toBe("PUBLISH");
    expect(invite.events).toHaveLength(2);

    const result = await cancelBookingByCustomer(booking._id, "Partner injured");
    expect(result.alreadyCancelled).toBe(false);
    const cancelled = await getBooking(booking._id);
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.cancellationReason).toBe("Partner injured");
    expect(await db().booking.count()).toBe(1);

    const cancel = await icsAttachment("booking-cancelled");
    expect(cancel.method).toBe("CANCEL");
    expect(cancel.events.map((e) => e.UID).sort()).toEqual(invite.events.map((e) => e.UID).sort());
    for (const event of cancel.events) {
      const before = invite.events.find((e) => e.UID === event.UID)!;
      expect(Number(event.SEQUENCE)).toBeGreaterThan(Number(before.SEQUENCE));
      expect(event.STATUS).toBe("CANCELLED");
      expect(event.DTSTART).toBe(before.DTSTART);
    }
    const notice = await db().emailMessage.findFirstOrThrow({ where: { kind: "booking-cancelled-studio-notice" } });
    expect(notice.to).toBe("studio@example.com");
    expect(notice.text).toContain("Reason: Partner injured");

    // Twice: the first answer, nothing new queued.
    const emailsBefore = await db().emailMessage.count();
    expect((await cancelBookingByCustomer(booking._id, "again")).alreadyCancelled).toBe(true);
    expect(await db().emailMessage.count()).toBe(emailsBefore);
    expect((await getBooking(booking._id)).cancellationReason).toBe("Partner injured");
  });

  it("an unconfirmed request's cancellation carries no calendar file", async () => {
    const booking = await createBooking(request());
    await cancelBookingByCustomer(booking._id, "");
    const email = await db().emailMessage.findFirstOrThrow({ where: { kind: "booking-cancelled" } });
    expect(email.attachments).toEqual([]);
  });

  it("moves the booking from its list to Cancelled (newest cancellation first) and makes it read-only", async () => {
    const a = await createBooking(request("a@example.net"));
    const b = await createBooking(request("b@example.net"));
    await schedule(a._id, ["09:00", "09:45"], ["08:00", "08:45"]);
    await cancelBookingByCustomer(a._id, "first", new Date(Date.now() - 60_000));
    await cancelBookingByCustomer(b._id, "second");
    expect((await listBookings({ list: "assigned", page: 1, pageSize: 20 })).total).toBe(0);
    expect((await listBookings({ list: "unassigned", page: 1, pageSize: 20 })).total).toBe(0);
    const list = await listBookings({ list: "cancelled", page: 1, pageSize: 20 });
    expect(list.bookings.map((x) => [x._id, x.cancellationReason])).toEqual([
      [b._id, "second"],
      [a._id, "first"],
    ]);
    await expect(schedule(a._id, ["10:00", "10:45"], ["08:00", "08:45"])).rejects.toMatchObject({ status: 409 });
    await expect(queueBookingConfirmation(a._id)).rejects.toMatchObject({ status: 409 });
  });

  it("a cancelled booking's schedules no longer block the stylist; restoring it then clashes (409) until the times are free", async () => {
    const a = await createBooking(request("a@example.net"));
    const b = await createBooking(request("b@example.net"));
    await schedule(a._id, ["09:00", "10:00"], ["08:00", "08:45"]);
    await expect(schedule(b._id, ["09:30", "10:30"], ["11:00", "11:45"])).rejects.toMatchObject({ status: 409 });
    await cancelBookingByCustomer(a._id, "");
    await schedule(b._id, ["09:30", "10:30"], ["11:00", "11:45"]);
    expect((await getBooking(b._id)).isAssigned).toBe(true);

    await expect(restoreBooking(a._id)).rejects.toMatchObject({ status: 409, message: expect.stringContaining("Daniel Brooks is already booked") });
    expect((await getBooking(a._id)).status).toBe("cancelled");
    await cancelBookingByCustomer(b._id, "");
    await restoreBooking(a._id);
    const restored = await getBooking(a._id);
    expect(restored.status).toBe("received");
    expect(restored.isAssigned).toBe(true);
    expect(restored.cancellationReason).toBe("");
    const token = await linkTokenOf("booking-restored", "a@example.net");
    expect((await findBookingByLink(token))?.id).toBe(a._id);
    await expect(restoreBooking(a._id)).rejects.toMatchObject({ status: 409 });
  });
});
