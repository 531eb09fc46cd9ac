// The evening-before reminder by text (studio setting: email, text or both) and the updated confirmation's
// text, for a dancer who agreed to texts; a dancer who did not gets email only.
import { describe, expect, it } from "vitest";
import { createBooking, queueBookingConfirmation, updateBooking } from "@/lib/bookings";
import { REMINDER_KIND } from "@/lib/bookings/reminders";
import { CONFIRMATION_TEXT_KIND, REMINDER_TEXT_KIND } from "@/lib/notify/templates/bookings/texts";
import { updateReminderSettings } from "@/lib/events";
import { deliverDueEmails } from "@/lib/notify";
import { bookingRequest, completeSlot } from "@/tests/support/booking-requests";
import { testPrisma } from "@/tests/support/db";
import { DANCER_PHONE, textWorld } from "@/tests/support/text-world";

const world = textWorld();
const db = () => testPrisma();
const NOW = new Date("2027-02-01T12:00:00Z");
const DAYS: [string, string] = ["2027-04-10", "2027-04-11"];

async function confirmedBooking(textConsent: boolean, first = "08:00") {
  const staff = await db().user.create({ data: { firstName: "Daniel", lastName: "Brooks", email: `daniel-${Math.random()}@example.com`, passwordHash: "x", permissions: ["view_bookings"] } });
  const event = await db().event.create({ data: { eventName: "Prairie Dancesport", city: "Chicago", state: "Illinois", timeZone: "America/Chicago", eventStartDate: new Date(`${DAYS[0]}T00:00:00Z`), eventEndDate: new Date(`${DAYS[1]}T00:00:00Z`) } });
  const phoneNumber = textConsent ? "(312) 555-0199" : "(312) 555-0142";
  const { _id: id } = await createBooking(bookingRequest({ competition: event.id, service: world.serviceId, days: DAYS, firstName: "Ana", lastName: textConsent ? "Texted" : "Emailed", email: `ana-${textConsent}@example.net`, phoneNumber, textConsent }), NOW);
  const schedule = async (start: string) =>
    updateBooking(id, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: DAYS.map((d) => ({ date: d, schedules: [completeSlot(staff.id, d, start, `${String(Number(start.slice(0, 2)) + 1).padStart(2, "0")}:00`)] })) }, NOW);
  await schedule(first);
  await queueBookingConfirmation(id, NOW);
  return { id, reschedule: schedule };
}

const rowsOf = (bookingId: string, kind: string) => db().emailMessage.findMany({ where: { bookingId, kind }, orderBy: { nextAttemptAt: "asc" } });

describe("the evening-before reminder by text", () => {
  it("both (default): a text beside each day's email for a dancer who agreed, due at the same time, with the time in the competition's zone", async () => {
    const { id } = await confirmedBooking(true);
    const [emails, texts] = [await rowsOf(id, REMINDER_KIND), await rowsOf(id, REMINDER_TEXT_KIND)];
    expect(emails).toHaveLength(2);
    expect(texts.map((t) => [t.channel, t.to, t.nextAttemptAt.toISOString(), t.notAfter?.toISOString()])).toEqual(emails.map((e) => ["sms", DANCER_PHONE, e.nextAttemptAt.toISOString(), e.notAfter?.toISOString()]));
    // 08:00 in Chicago on April 10 (CDT, UTC-5) is 13:00Z; the studio's zone is New York, so the zone is named.
    expect(texts[0].notAfter?.toISOString()).toBe("2027-04-10T13:00:00.000Z");
    expect(texts[0].text).toMatch(/^Velvet & Pins: reminder: your styling for Prairie Dancesport is on Sat, Apr 10, first appointment 8:00 AM Central\. Details: https?:\/\/\S+\/booking\/[A-Za-z0-9_-]{43}$/);
  });

  it("text: the dancer who agreed is texted instead of emailed; one who did not is still emailed", async () => {
    await updateReminderSettings({ sendReminders: true, reminderTime: "18:00", reminderChannels: "text" });
    const texted = await confirmedBooking(true);
    const emailed = await confirmedBooking(false);
    expect([(await rowsOf(texted.id, REMINDER_KIND)).length, (await rowsOf(texted.id, REMINDER_TEXT_KIND)).length]).toEqual([0, 2]);
    expect([(await rowsOf(emailed.id, REMINDER_KIND)).length, (await rowsOf(emailed.id, REMINDER_TEXT_KIND)).length]).toEqual([2, 0]);
  });

  it("email: no text, whatever the dancer agreed to", async () => {
    await updateReminderSettings({ sendReminders: true, reminderTime: "18:00", reminderChannels: "email" });
    const { id } = await confirmedBooking(true);
    expect([(await rowsOf(id, REMINDER_KIND)).length, (await rowsOf(id, REMINDER_TEXT_KIND)).length]).toEqual([2, 0]);
  });

  it("goes out through Twilio when due, not before", async () => {
    const { id } = await confirmedBooking(true);
    const [first] = await rowsOf(id, REMINDER_TEXT_KIND);
    await deliverDueEmails({ now: new Date(first.nextAttemptAt.getTime() - 60_000), limit: 50 });
    expect(world.twilio.accepted).toHaveLength(0);
    await deliverDueEmails({ now: first.nextAttemptAt, limit: 50 });
    expect(world.twilio.accepted.map((t) => t.params.To)).toEqual([DANCER_PHONE]);
    expect(world.twilio.accepted[0].params.Body).toContain("reminder: your styling for Prairie Dancesport");
  });
});

describe("Send updated confirmation", () => {
  it("texts the new times when they changed after a confirmation (the first confirmation is email only)", async () => {
    const { id, reschedule } = await confirmedBooking(true);
    expect(await rowsOf(id, CONFIRMATION_TEXT_KIND)).toHaveLength(0);
    await reschedule("09:00");
    await queueBookingConfirmation(id, NOW);
    await queueBookingConfirmation(id, NOW); // a double click texts once
    const texts = await rowsOf(id, CONFIRMATION_TEXT_KIND);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: "sms", to: DANCER_PHONE });
    expect(texts[0].text).toMatch(/^Velvet & Pins: your times for Prairie Dancesport changed: Sat, Apr 10 9:00 AM Central; Sun, Apr 11 9:00 AM Central\. Details: \S+\/booking\/[A-Za-z0-9_-]{43}$/);
  });

  it("does not text a dancer who did not agree to texts", async () => {
    const { id, reschedule } = await confirmedBooking(false);
    await reschedule("09:00");
    await queueBookingConfirmation(id, NOW);
    expect(await rowsOf(id, CONFIRMATION_TEXT_KIND)).toHaveLength(0);
  });
});
