// What the customer reads of her booking: every service of a slot (the day's additional services
// included), the estimate and what is paid, in the confirmation's HTML and text, its calendar file
// and the private page's view; an updated confirmation says so and strikes the old times through.
import { describe, expect, it, beforeEach } from "vitest";
import { createBooking, queueBookingConfirmation, updateBooking } from "@/lib/bookings";
import { toCustomerBookingView } from "@/lib/bookings/dto";
import { loadBooking } from "@/lib/bookings/read";
import { readCustomerMoney } from "@/lib/bookings/customer-money";
import { buildBookingIcs, icsSlotsOf } from "@/lib/bookings/ics";
import { hashPassword } from "@/lib/auth/password";
import { studioTimeZone } from "@/lib/time";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { bookingRequest, completeSlot } from "@/tests/support/booking-requests";

const db = () => testPrisma();
const DAY = "2026-12-05";
let eventId: string;
let hairId: string;
let lashId: string;
let danielId: string;
let priyaId: string;

beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Winter Star Ball", city: "Boston", state: "Massachusetts", timeZone: "America/New_York", eventStartDate: new Date(`${DAY}T00:00:00Z`), eventEndDate: new Date(`${DAY}T00:00:00Z`) } })).id;
  hairId = (await db().service.create({ data: { title: "Competition Hair", price: 150, time: "45 min", category: "Women" } })).id;
  lashId = (await db().service.create({ data: { title: "Lash Upgrade", price: 45, category: "Additional" } })).id;
  const staff = async (firstName: string) => (await db().user.create({ data: { firstName, lastName: "Stylist", email: `${firstName.toLowerCase()}@example.com`, passwordHash: await hashPassword("irrelevant-password"), permissions: ["view_bookings"] } })).id;
  danielId = await staff("Daniel");
  priyaId = await staff("Priya");
});

const now = new Date("2026-11-20T15:00:00Z");

async function bookedWithLashes(): Promise<string> {
  return (await createBooking(bookingRequest({ competition: eventId, service: hairId, days: [DAY], additionalServices: [lashId], firstName: "Sofia", email: "family@example.net" }), now))._id;
}

const schedule = (id: string, userId: string, start: string, end: string) =>
  updateBooking(id, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: DAY, schedules: [completeSlot(userId, DAY, start, end)] }] }, now);

const confirmations = (id: string) => db().emailMessage.findMany({ where: { bookingId: id, kind: "booking-confirmation" }, orderBy: { createdAt: "asc" } });
const icsOf = (email: { attachments: unknown }) => Buffer.from((email.attachments as { content: string }[])[0].content, "base64").toString("utf8").replace(/\r\n[ \t]/g, "");

describe("the customer's booking as she reads it", () => {
  it("the confirmation's HTML, text and calendar file name the additional service and state the estimate, what is paid and the balance", async () => {
    const id = await bookedWithLashes();
    await db().payment.create({ data: { bookingId: id, method: "cash", amountCents: 5_000, recordedByName: "Front Desk" } });
    await schedule(id, danielId, "06:30", "07:15");
    await queueBookingConfirmation(id, now);

    const [email] = await confirmations(id);
    expect(email.subject).toBe("Your appointments are confirmed — Winter Star Ball");
    for (const body of [email.text, email.html]) {
      expect(body).toContain("Competition Hair + Lash Upgrade with Daniel");
      expect(body).toContain("Estimate: $195");
      expect(body).toContain("Paid: $50");
      expect(body).toContain("Balance at the chair: $145");
    }
    const ics = icsOf(email);
    expect(ics).toContain("SUMMARY:Competition Hair + Lash Upgrade");
    expect(ics).toContain("Estimate: $195");
    expect(ics).toContain("Paid: $50");
  });

  it("the private page's appointments name every service, and the money read says what is paid; the customer's own calendar download too", async () => {
    const id = await bookedWithLashes();
    await schedule(id, danielId, "06:30", "07:15");
    await queueBookingConfirmation(id, now);
    const row = await loadBooking(id);
    expect(toCustomerBookingView(row, now, studioTimeZone()).slots.map((s) => `${s.service} with ${s.stylistFirstName}`)).toEqual(["Competition Hair + Lash Upgrade with Daniel"]);
    const money = await readCustomerMoney(id, now);
    expect(money).toEqual({ estimate: "$195", paid: "$0", balance: "$195", hasPaid: false });
    const download = buildBookingIcs(icsSlotsOf(row), "PUBLISH", money).replace(/\r\n[ \t]/g, "");
    expect(download).toContain("Competition Hair + Lash Upgrade with Daniel.");
    expect(download).toContain("Estimate: $195");
    expect(download).toContain("Paid: nothing yet");
  });

  it("an updated confirmation says so in its subject and strikes the old time and stylist through; one sent again unchanged is not an update", async () => {
    const id = await bookedWithLashes();
    await schedule(id, danielId, "06:30", "07:15");
    await queueBookingConfirmation(id, now);
    await schedule(id, priyaId, "06:00", "06:45");
    await queueBookingConfirmation(id, new Date(now.getTime() + 60_000));

    const [, updated] = await confirmations(id);
    expect(updated.subject).toBe("Updated: your appointments — Winter Star Ball");
    expect(updated.html).toContain("Your appointments have changed");
    expect(updated.html).toMatch(/Saturday, December 5th, 2026, <span style="text-decoration:line-through[^"]*"><del>6:30 AM – 7:15 AM<\/del><\/span> <strong>6:00 AM – 6:45 AM<\/strong>/);
    expect(updated.html).toMatch(/<del>Daniel<\/del><\/span> Priya/);
    expect(updated.text).toContain("- Changed: Saturday, December 5th, 2026, 6:00 AM – 6:45 AM: Competition Hair + Lash Upgrade with Priya (was 6:30 AM – 7:15 AM) (was with Daniel)");
    expect(icsOf(updated)).toContain("SEQUENCE:1");

    // The address corrected and the same times sent again: a confirmation, not an update.
    await db().booking.update({ where: { id }, data: { email: "new@example.net" } });
    await queueBookingConfirmation(id, new Date(now.getTime() + 120_000));
    const again = (await confirmations(id)).at(-1)!;
    expect(again.to).toBe("new@example.net");
    expect(again.subject).toBe("Your appointments are confirmed — Winter Star Ball");
    expect(again.html).not.toContain("<del>");
  });
});
