// Twilio's webhooks through the real route handlers (signature over the public URL and the form params),
// and the day-of texts staff send from a booking (POST /api/bookings/:id/texts).
import { describe, expect, it } from "vitest";
import { POST as bookingTexts } from "@/app/api/bookings/[id]/texts/route";
import { POST as inboundWebhook } from "@/app/api/webhooks/twilio/route";
import { POST as statusWebhook } from "@/app/api/webhooks/twilio/status/route";
import { getBooking, withEmailBounces } from "@/lib/bookings";
import { deliverDueEmails } from "@/lib/notify";
import { STAFF_TEXT_MAX } from "@/lib/notify/sms/dto";
import { callRoute, staffSession } from "@/tests/support/api";
import { testPrisma } from "@/tests/support/db";
import { DANCER_PHONE, inboundParams, postTwilioWebhook, TEST_TWILIO, textWorld } from "@/tests/support/text-world";

const world = textWorld();
const db = () => testPrisma();
const INBOUND = "/api/webhooks/twilio";
const STATUS = "/api/webhooks/twilio/status";
const STRANGER = "+14155550123";

async function deskSends(template: Record<string, unknown>) {
  const desk = await staffSession(`desk-${Math.random()}@studio.test`, ["view_admin_panel", "manage_bookings"]);
  return callRoute(bookingTexts, "POST", `/api/bookings/${world.bookingId}/texts`, { params: { id: world.bookingId }, body: template, headers: desk.headers });
}

describe("inbound texts: STOP, START, HELP and replies", () => {
  it("STOP opts the number out (signed webhook): recorded on the client, and staff's next text is refused with 409", async () => {
    const response = await postTwilioWebhook(inboundWebhook, INBOUND, inboundParams(DANCER_PHONE, " stop "));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/xml");
    expect(await response.text()).toContain("<Response/>");
    expect(await db().textOptOut.findUnique({ where: { phoneE164: DANCER_PHONE } })).not.toBeNull();
    expect(await db().client.findUniqueOrThrow({ where: { id: world.clientId } })).toMatchObject({ textConsentAt: null });
    expect(await db().textConsentEvent.findMany({ where: { action: "stop" }, select: { clientId: true, source: true } })).toEqual([{ clientId: world.clientId, source: "sms_keyword" }]);
    const refused = await deskSends({ template: "ready" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: "This number has opted out of texts" });
    expect(world.twilio.requests).toHaveLength(0);
    expect(await db().emailMessage.count({ where: { channel: "sms" } })).toBe(0);
  });

  it("START after STOP restores texts: the next one goes out", async () => {
    await postTwilioWebhook(inboundWebhook, INBOUND, inboundParams(DANCER_PHONE, "STOP"));
    await postTwilioWebhook(inboundWebhook, INBOUND, inboundParams(DANCER_PHONE, "Start"));
    expect(await db().textOptOut.count()).toBe(0);
    await deliverDueEmails(); // the answer to START
    const sent = await deskSends({ template: "ready" });
    expect(sent.status).toBe(201);
    expect((await sent.json()).message).toMatchObject({ direction: "outbound", phone: DANCER_PHONE, status: "sent", kind: "text-ready" });
    expect(world.twilio.accepted.map((t) => t.params.Body)).toEqual([
      expect.stringContaining("appointment texts again"),
      // No slot with a stylist yet: the dancer by name, the stylist unnamed.
      "Velvet & Pins: Mia, your stylist is ready for you at the chair. Please come now.",
    ]);
  });

  it("HELP is answered with the studio's contact, even from a number the studio does not know", async () => {
    await postTwilioWebhook(inboundWebhook, INBOUND, inboundParams(STRANGER, "HELP"));
    await deliverDueEmails();
    expect(world.twilio.accepted).toHaveLength(1);
    expect(world.twilio.accepted[0].params.To).toBe(STRANGER);
    expect(world.twilio.accepted[0].params.Body).toContain("(312) 555-0100");
    expect(world.twilio.accepted[0].params.Body).toContain("Reply STOP");
    expect(await db().textConsentEvent.findMany({ select: { clientId: true, action: true } })).toContainEqual({ clientId: null, action: "help" });
  });

  it("keeps a reply in the Inbox, linked to the client and her next booking; an unknown number stays unlinked", async () => {
    await postTwilioWebhook(inboundWebhook, INBOUND, inboundParams(DANCER_PHONE, "Stuck in traffic, 10 min"));
    await postTwilioWebhook(inboundWebhook, INBOUND, inboundParams(STRANGER, "Do you have space Saturday?"));
    const stored = await db().inboundText.findMany({ orderBy: { body: "asc" }, select: { fromPhone: true, body: true, clientId: true, bookingId: true, readAt: true } });
    expect(stored).toEqual([
      { fromPhone: STRANGER, body: "Do you have space Saturday?", clientId: null, bookingId: null, readAt: null },
      { fromPhone: DANCER_PHONE, body: "Stuck in traffic, 10 min", clientId: world.clientId, bookingId: world.bookingId, readAt: null },
    ]);
  });

  it("stores a repeated delivery of the same message once", async () => {
    const params = inboundParams(DANCER_PHONE, "On my way");
    expect((await postTwilioWebhook(inboundWebhook, INBOUND, params)).status).toBe(200);
    expect((await postTwilioWebhook(inboundWebhook, INBOUND, params)).status).toBe(200);
    expect(await db().inboundText.count()).toBe(1);
  });

  it("refuses an unsigned webhook (401) and a forged one (403), storing nothing", async () => {
    const unsigned = await postTwilioWebhook(inboundWebhook, INBOUND, inboundParams(DANCER_PHONE, "STOP"), "unsigned");
    const forged = await postTwilioWebhook(inboundWebhook, INBOUND, inboundParams(DANCER_PHONE, "Hello"), "forged");
    expect([unsigned.status, forged.status]).toEqual([401, 403]);
    expect(await forged.json()).toEqual({ error: "The webhook signature does not match." });
    expect(await db().textOptOut.count()).toBe(0);
    expect(await db().inboundText.count()).toBe(0);
    expect(await db().providerWebhookEvent.count()).toBe(0);
  });
});

describe("status callbacks", () => {
  async function sentText(): Promise<{ id: string; sid: string }> {
    const response = await deskSends({ template: "late", minutes: 15 });
    expect(response.status).toBe(201);
    const { message } = await response.json();
    const row = await db().emailMessage.findUniqueOrThrow({ where: { id: message._id } });
    return { id: row.id, sid: row.providerId! };
  }
  const status = (sid: string, MessageStatus: string, extra: Record<string, string> = {}) => ({ MessageSid: sid, MessageStatus, AccountSid: TEST_TWILIO.accountSid, To: DANCER_PHONE, ...extra });

  it("marks a text delivered, and a failed one bounced with Twilio's error code; a replay is refused and recorded once", async () => {
    const first = await sentText();
    const second = await sentText();
    expect((await postTwilioWebhook(statusWebhook, STATUS, status(first.sid, "sent"))).status).toBe(202);
    expect((await postTwilioWebhook(statusWebhook, STATUS, status(first.sid, "delivered"))).status).toBe(200);
    expect((await postTwilioWebhook(statusWebhook, STATUS, status(second.sid, "undelivered", { ErrorCode: "30003" }))).status).toBe(200);
    expect((await postTwilioWebhook(statusWebhook, STATUS, status(second.sid, "undelivered", { ErrorCode: "30003" }))).status).toBe(409);
    expect(await db().emailMessage.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ deliveryStatus: "delivered" });
    expect(await db().emailMessage.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({ deliveryStatus: "bounced", deliveryDetail: "Twilio: undelivered (error 30003)" });
    expect(await db().providerWebhookEvent.count({ where: { provider: "twilio" } })).toBe(2);
    // The booking is flagged like a bounced email: its latest reported text did not arrive.
    const [flagged] = await withEmailBounces([await getBooking(world.bookingId)]);
    expect(flagged.textFailure).toMatchObject({ to: DANCER_PHONE, detail: "Twilio: undelivered (error 30003)" });
  });

  it("refuses unsigned (401) and forged (403) status callbacks and changes nothing", async () => {
    const { id, sid } = await sentText();
    expect((await postTwilioWebhook(statusWebhook, STATUS, status(sid, "failed"), "unsigned")).status).toBe(401);
    expect((await postTwilioWebhook(statusWebhook, STATUS, status(sid, "failed"), "forged")).status).toBe(403);
    expect(await db().emailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ deliveryStatus: null });
    expect(await db().providerWebhookEvent.count()).toBe(0);
  });
});

describe("POST /api/bookings/:id/texts", () => {
  it("texts 'running late' with the slot's time in the competition's zone", async () => {
    const stylist = await db().user.create({ data: { firstName: "Ana", lastName: "Lee", email: "ana@studio.test", passwordHash: "x", permissions: ["view_bookings"] } });
    const day = await db().bookingDay.findFirstOrThrow({ where: { bookingId: world.bookingId } });
    // Any instant works: what is checked is that the text shows it on Chicago's clock.
    const startAt = new Date(Date.now() + 3600_000);
    await db().schedule.create({ data: { bookingId: world.bookingId, bookingDayId: day.id, serviceTitle: "Competition Hair", assignedUserId: stylist.id, startAt, endAt: new Date(startAt.getTime() + 3600_000) } });
    const response = await deskSends({ template: "late", minutes: 15 });
    expect(response.status).toBe(201);
    const clock = new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", hour: "numeric", minute: "2-digit" }).format(startAt).replace(/\s/g, " ");
    expect(world.twilio.accepted[0].params.Body).toBe(`Velvet & Pins: We are running about 15 minutes late for your ${clock} appointment. Sorry for the wait; we will text you when we are ready.`);
  });

  it("'Ready for you' from the desk names the dancer and the stylist of her next slot", async () => {
    const [earlier, next] = await Promise.all(
      ["Cleo", "Bea"].map((firstName) => db().user.create({ data: { firstName, lastName: "Lee", email: `${firstName.toLowerCase()}@studio.test`, passwordHash: "x", permissions: ["view_bookings"] } })),
    );
    const day = await db().bookingDay.findFirstOrThrow({ where: { bookingId: world.bookingId } });
    // Cleo's slot ended long ago (yesterday's hair); Bea's is the one starting now.
    const slot = (userId: string, startAt: Date) => ({ bookingId: world.bookingId, bookingDayId: day.id, serviceTitle: "Competition Hair", assignedUserId: userId, startAt, endAt: new Date(startAt.getTime() + 3600_000) });
    await db().schedule.createMany({ data: [slot(earlier.id, new Date(Date.now() - 20 * 3600_000)), slot(next.id, new Date(Date.now() + 5 * 60_000))] });
    const response = await deskSends({ template: "ready" });
    expect(response.status).toBe(201);
    expect(world.twilio.accepted[0].params.Body).toBe("Velvet & Pins: Mia, your stylist Bea is ready for you at the chair. Please come now.");
  });

  it("lets a stylist text only a dancer she has a slot with (403 otherwise), and refuses bad input with 400", async () => {
    const stylist = await staffSession("stylist@studio.test", ["view_admin_panel", "view_bookings"], { firstName: "Bea" });
    const notHers = await callRoute(bookingTexts, "POST", `/api/bookings/${world.bookingId}/texts`, { params: { id: world.bookingId }, body: { template: "ready" }, headers: stylist.headers });
    expect(notHers.status).toBe(403);
    const day = await db().bookingDay.findFirstOrThrow({ where: { bookingId: world.bookingId } });
    await db().schedule.create({ data: { bookingId: world.bookingId, bookingDayId: day.id, serviceTitle: "Competition Hair", assignedUserId: stylist.userId } });
    const hers = await callRoute(bookingTexts, "POST", `/api/bookings/${world.bookingId}/texts`, { params: { id: world.bookingId }, body: { template: "ready" }, headers: stylist.headers });
    expect(hers.status).toBe(201);
    // She sends it: she is the stylist ready, named with the dancer.
    expect(world.twilio.accepted[0].params.Body).toBe("Velvet & Pins: Mia, your stylist Bea is ready for you at the chair. Please come now.");
    const bad = await callRoute(bookingTexts, "POST", `/api/bookings/${world.bookingId}/texts`, { params: { id: world.bookingId }, body: { template: "late", minutes: 0 }, headers: stylist.headers });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: expect.any(String), fields: { minutes: "At least 1 minute." } });
    // The server's limit is the screens' counter: 320 characters go, 321 are refused with the field's message.
    const long = await callRoute(bookingTexts, "POST", `/api/bookings/${world.bookingId}/texts`, { params: { id: world.bookingId }, body: { template: "free", body: "x".repeat(STAFF_TEXT_MAX + 1) }, headers: stylist.headers });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ fields: { body: `A text is at most ${STAFF_TEXT_MAX} characters.` } });
    expect(world.twilio.accepted).toHaveLength(1);
  });

  it("refuses a client who never agreed to texts with 409, storing nothing", async () => {
    await db().client.update({ where: { id: world.clientId }, data: { textConsentAt: null, textConsentSource: null } });
    const response = await deskSends({ template: "free", body: "Hi!" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: "This client has not agreed to texts" });
    expect(await db().emailMessage.count({ where: { channel: "sms" } })).toBe(0);
  });
});
