// Texts go through the notification outbox like emails: the real Twilio SDK talks HTTP to a loopback fake;
// retries with backoff, drop on cancel, notAfter, redaction of private links, consent asked at send time,
// quiet hours in the competition's zone and the daily caps.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { cancelBookingByCustomer, createBooking, PHONE_CANNOT_TEXT } from "@/lib/bookings";
import { bookingRequest } from "@/tests/support/booking-requests";
import { deliverDueEmails, TOO_LATE_TO_SEND } from "@/lib/notify";
import { REDACTED_LINK } from "@/lib/notify/redact";
import { NOT_SENT_BOOKING_CAP, NOT_SENT_NO_CONSENT, NOT_SENT_OPTED_OUT } from "@/lib/notify/sms/rules";
import { enqueueText, recordConsent } from "@/lib/notify";
import { retryEmail, sendStoredNow } from "@/lib/notify/outbox";
import { claimDueEmails } from "@/lib/notify/sql";
import { testPrisma } from "@/tests/support/db";
import { DANCER_PHONE, iso, PUBLIC_BASE, TEST_TWILIO, textWorld } from "@/tests/support/text-world";

const world = textWorld();
const db = () => testPrisma();
let keys = 0;
const text = (overrides: Partial<Parameters<typeof enqueueText>[0]> = {}) =>
  enqueueText({ kind: "text-test", to: DANCER_PHONE, body: "Velvet & Pins: see you soon", bookingId: world.bookingId, clientId: world.clientId, idempotencyKey: `k${++keys}`, ...overrides });
const row = (id: string) => db().emailMessage.findUniqueOrThrow({ where: { id } });
const at = (ms: number) => new Date(Date.now() + ms);

describe("the outbox sends a text through the Twilio SDK to the fake", () => {
  it("posts To, From, Body and the status callback with the account's Basic auth, and records Twilio's SID", async () => {
    const { id } = await text();
    expect(await deliverDueEmails()).toEqual({ claimed: 1, sent: 1, failed: 0, deferred: 0 });
    expect(world.twilio.accepted).toHaveLength(1);
    const [sent] = world.twilio.accepted;
    expect(sent.accountSid).toBe(TEST_TWILIO.accountSid);
    expect(sent.authorization).toBe(`Basic ${Buffer.from(`${TEST_TWILIO.accountSid}:${TEST_TWILIO.authToken}`).toString("base64")}`);
    expect(sent.params).toMatchObject({ To: DANCER_PHONE, From: TEST_TWILIO.from, Body: "Velvet & Pins: see you soon", StatusCallback: `${PUBLIC_BASE}/api/webhooks/twilio/status` });
    expect(await row(id)).toMatchObject({ channel: "sms", status: "sent", providerId: "SM00000000000000000000000000000001", subject: "", html: "" });
  });

  it("uses the Messaging Service instead of a From number when one is set", async () => {
    process.env.TWILIO_MESSAGING_SERVICE_SID = "MG00000000000000000000000000000001";
    try {
      await text();
      await deliverDueEmails();
    } finally {
      delete process.env.TWILIO_MESSAGING_SERVICE_SID;
    }
    expect(world.twilio.accepted[0].params).toMatchObject({ MessagingServiceSid: "MG00000000000000000000000000000001" });
    expect(world.twilio.accepted[0].params.From).toBeUndefined();
  });

  it("retries after a 500 from Twilio with the outbox's backoff, then sends", async () => {
    world.twilio.failNext(500);
    const { id } = await text();
    expect(await deliverDueEmails()).toMatchObject({ claimed: 1, sent: 0, failed: 1 });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed.lastError).toContain("Twilio HTTP 500");
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 25_000);
    expect(await deliverDueEmails({ now: at(10_000) })).toMatchObject({ claimed: 0 });
    expect(await deliverDueEmails({ now: at(31_000) })).toMatchObject({ claimed: 1, sent: 1 });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(world.twilio.requests.filter((r) => r.method === "POST")).toHaveLength(2);
  });

  it("gives up at once on a number Twilio says is unsubscribed (21610) and remembers the opt-out", async () => {
    world.twilio.failNext([400, 21610]);
    const { id } = await text();
    await deliverDueEmails();
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 10 });
    expect(await db().textOptOut.findUnique({ where: { phoneE164: DANCER_PHONE } })).not.toBeNull();
  });

  it("drops an unsent text when the booking is cancelled", async () => {
    const { id } = await text({ dueAt: at(3600_000) });
    await cancelBookingByCustomer(world.bookingId, "Injured");
    expect(await row(id)).toMatchObject({ status: "dropped", lastError: "Not sent — booking cancelled" });
    await deliverDueEmails({ now: at(3601_000) }); // the cancellation's own emails go; the text does not
    expect(await row(id)).toMatchObject({ status: "dropped" });
    expect(world.twilio.requests).toHaveLength(0);
  });

  it("never sends a text after its notAfter", async () => {
    const { id } = await text({ notAfter: at(-1000) });
    await deliverDueEmails();
    expect(await row(id)).toMatchObject({ status: "failed", lastError: TOO_LATE_TO_SEND });
    expect(world.twilio.accepted).toHaveLength(0);
  });

  it("sends the private link but keeps the stored text without it", async () => {
    const token = "A".repeat(43);
    const { id } = await text({ body: `Velvet & Pins: your booking ${PUBLIC_BASE}/booking/${token}` });
    await deliverDueEmails();
    expect(world.twilio.accepted[0].params.Body).toContain(`/booking/${token}`);
    const stored = await row(id);
    expect(stored.text).not.toContain(token);
    expect(stored.text).toContain(`/booking/${REDACTED_LINK}`);
  });
});

describe("a text staff send raced by the delivery loop", () => {
  it("is not refused when the loop claimed the stored text first, and leaves it to the loop (no second send)", async () => {
    const { id } = await text();
    // The loop's claim lands between the staff send's insert and its own attempt (a flaky e2e run showed the
    // run sheet's "Ready for you" answer "This email is being sent right now." for a text that was going out).
    expect(await claimDueEmails(10, new Date(), at(60_000))).toHaveLength(1);
    await expect(sendStoredNow(id)).resolves.toBeUndefined();
    expect(world.twilio.accepted).toHaveLength(0);
    expect(await row(id)).toMatchObject({ status: "sending", attempts: 1 });
    // The Inbox's Retry still names the state.
    await expect(retryEmail(id)).rejects.toThrow("This email is being sent right now.");
  });

  it("is not refused when the loop has already sent it, and is not sent twice", async () => {
    const { id } = await text();
    expect(await deliverDueEmails()).toMatchObject({ claimed: 1, sent: 1 });
    await expect(sendStoredNow(id)).resolves.toBeUndefined();
    expect(world.twilio.accepted).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("sends a stored text at once when nothing else has claimed it", async () => {
    const { id } = await text();
    await sendStoredNow(id);
    expect(world.twilio.accepted).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("still fails loudly for a message that does not exist", async () => {
    await expect(sendStoredNow("00000000-0000-0000-0000-000000000000")).rejects.toThrow("Email not found");
  });
});

describe("without a Twilio account (development)", () => {
  it("writes each text as a JSON file in <EMAIL_OUTBOX_DIR>/texts, named from its outbox key", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "texts-outbox-"));
    try {
      vi.stubEnv("EMAIL_OUTBOX_DIR", dir);
      vi.stubEnv("TWILIO_ACCOUNT_SID", "");
      vi.stubEnv("TWILIO_AUTH_TOKEN", "");
      const { id } = await text({ idempotencyKey: "local-1" });
      expect(await deliverDueEmails()).toMatchObject({ sent: 1 });
      const file = JSON.parse(await readFile(path.join(dir, "texts", "text-test_local-1.json"), "utf8"));
      expect(file).toMatchObject({ to: DANCER_PHONE, body: "Velvet & Pins: see you soon" });
      expect(await row(id)).toMatchObject({ status: "sent", providerId: "local:text-test_local-1.json" });
      expect(world.twilio.requests).toHaveLength(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("consent is asked again when a text is due", () => {
  it("sends nothing to a number that texted STOP: the row fails with the reason", async () => {
    const { id } = await text();
    await db().textOptOut.create({ data: { phoneE164: DANCER_PHONE } });
    await deliverDueEmails();
    expect(await row(id)).toMatchObject({ status: "failed", lastError: NOT_SENT_OPTED_OUT });
    expect(world.twilio.requests).toHaveLength(0);
  });

  it("sends nothing after the client withdrew consent (queued before)", async () => {
    const { id } = await text();
    await recordConsent({ clientId: world.clientId, phoneE164: DANCER_PHONE, action: "withdraw", source: "staff" });
    await deliverDueEmails();
    expect(await row(id)).toMatchObject({ status: "failed", lastError: NOT_SENT_NO_CONSENT });
    expect(world.twilio.requests).toHaveLength(0);
  });

  it("refuses consent with a number that cannot receive texts, naming the phone field; unticked, the same number books", async () => {
    const request = (textConsent: boolean) => bookingRequest({ competition: world.eventId, service: world.serviceId, days: [iso(11)], firstName: "Lia", email: "lia@example.net", phoneNumber: "555-0100", textConsent });
    await expect(createBooking(request(true))).rejects.toMatchObject({ status: 400, fields: { phoneNumber: PHONE_CANNOT_TEXT } });
    const booked = await createBooking(request(false));
    expect(await db().booking.findUniqueOrThrow({ where: { id: booked._id } })).toMatchObject({ phoneNumber: "555-0100", phoneE164: null, textConsent: false });
  });

  it("stores the consent ticked on the booking form on the client, with its history row", async () => {
    const client = await db().client.findUniqueOrThrow({ where: { id: world.clientId } });
    expect(client).toMatchObject({ phoneNumber: "(312) 555-0199", phoneE164: DANCER_PHONE, textConsentSource: "booking_form" });
    expect(client.textConsentAt).not.toBeNull();
    expect(await db().booking.findUniqueOrThrow({ where: { id: world.bookingId } })).toMatchObject({ phoneNumber: "(312) 555-0199", phoneE164: DANCER_PHONE, textConsent: true });
    expect(await db().textConsentEvent.findMany({ select: { clientId: true, phoneE164: true, action: true, source: true } })).toEqual([
      { clientId: world.clientId, phoneE164: DANCER_PHONE, action: "consent", source: "booking_form" },
    ]);
  });
});

describe("quiet hours (21:00–07:00 in the competition's zone) and the daily caps", () => {
  /** A competition three weeks ahead in Chicago, with a booking for its first day. */
  async function laterCompetition() {
    const eventId = (await db().event.create({ data: { eventName: "Spring Classic", city: "Chicago", state: "Illinois", timeZone: "America/Chicago", eventStartDate: new Date(`${iso(20)}T00:00:00Z`), eventEndDate: new Date(`${iso(21)}T00:00:00Z`) } })).id;
    await db().booking.update({ where: { id: world.bookingId }, data: { eventId } });
  }

  it("defers a text due at 22:00 Chicago (not a competition day) to 07:00 Chicago the next morning, then sends it", async () => {
    await laterCompetition();
    const { id } = await text();
    // 22:00 CDT/CST on day 15 is 03:00/04:00 UTC on day 16; compute the expected 07:00 independently.
    const tenPm = new Date(`${iso(15)}T22:00:00-05:00`);
    const chicagoOffset = new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", timeZoneName: "shortOffset" }).formatToParts(tenPm).find((p) => p.type === "timeZoneName")!.value;
    const hours = Number(chicagoOffset.replace("GMT", "")); // -5 or -6
    const due = new Date(`${iso(15)}T22:00:00${hours === -5 ? "-05:00" : "-06:00"}`);
    const sevenAm = new Date(`${iso(16)}T07:00:00${hours === -5 ? "-05:00" : "-06:00"}`);
    expect(await deliverDueEmails({ now: due })).toEqual({ claimed: 1, sent: 0, failed: 0, deferred: 1 });
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: sevenAm });
    expect(world.twilio.requests).toHaveLength(0);
    expect(await deliverDueEmails({ now: new Date(sevenAm.getTime() - 60_000) })).toMatchObject({ claimed: 0 });
    expect(await deliverDueEmails({ now: sevenAm })).toMatchObject({ claimed: 1, sent: 1 });
  });

  it("sends at 05:30 Chicago on a day of the competition", async () => {
    await laterCompetition();
    const { id } = await text();
    const offset = new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", timeZoneName: "shortOffset" }).formatToParts(new Date(`${iso(20)}T12:00:00Z`)).find((p) => p.type === "timeZoneName")!.value;
    const early = new Date(`${iso(20)}T05:30:00${offset === "GMT-5" ? "-05:00" : "-06:00"}`);
    expect(await deliverDueEmails({ now: early })).toMatchObject({ claimed: 1, sent: 1, deferred: 0 });
    expect(await row(id)).toMatchObject({ status: "sent" });
  });

  it("refuses a 7th text to one booking on one day, with the reason", async () => {
    const now = new Date();
    await db().emailMessage.createMany({
      data: Array.from({ length: 6 }, (_, i) => ({ channel: "sms" as const, kind: "text-test", idempotencyKey: `earlier/${i}`, to: DANCER_PHONE, subject: "", html: "", text: "earlier", status: "sent" as const, sentAt: now, bookingId: world.bookingId })),
    });
    const { id } = await text();
    await deliverDueEmails();
    expect(await row(id)).toMatchObject({ status: "failed", lastError: NOT_SENT_BOOKING_CAP });
    expect(world.twilio.requests).toHaveLength(0);
  });
});
