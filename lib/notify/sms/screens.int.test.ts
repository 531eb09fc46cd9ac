// Texts on the screens, through the real route handlers against PostgreSQL: the private page's consent
// checkbox, a booking's texts and why its dancer cannot be texted, the run sheet's states, and the
// Inbox's conversations (unknown numbers, marked read by a POST — never by the GET —, replies through the outbox),
// and what a stylist reads of her dancer's texts (no number, no replies, no private link).
import { beforeEach, describe, expect, it } from "vitest";
import { PUT as consentRoute } from "@/app/api/booking/link/[token]/texts/route";
import { GET as bookingTextsGet, POST as bookingTextsPost } from "@/app/api/bookings/[id]/texts/route";
import { GET as conversationsGet } from "@/app/api/inbox/texts/route";
import { GET as threadGet, POST as threadPost } from "@/app/api/inbox/texts/[phone]/route";
import { POST as threadReadPost } from "@/app/api/inbox/texts/[phone]/read/route";
import { createBooking } from "@/lib/bookings";
import { clientTexting, enqueueText, recordConsent, REPLY_FOR_THE_DESK, textingStatesForBookings } from "@/lib/notify";
import type { CustomerTextingDto, TextConversationDto, TextMessageDto, TextingState } from "@/lib/notify/sms/dto";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { bookingRequest } from "@/tests/support/booking-requests";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";

const db = () => testPrisma();
const MIA = "+13125550100";
const STRANGER = "+13125550177";
/**
 * Mia's number and the one in her reply, in any form a screen or a body could show them ("+13125550100",
 * "(312) 555-0100", "+1 312 555 0100", "312 555 0199"). Not the bare "555": an id or a timestamp's milliseconds
 * can hold it.
 */
const HER_NUMBERS = /555[\s-]?01\d\d/;
let eventId: string;
let hairId: string;
let desk: StaffSession;

beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Ohio Star Ball", city: "Columbus", state: "Ohio", eventStartDate: new Date(`${iso(10)}T00:00:00Z`), eventEndDate: new Date(`${iso(11)}T00:00:00Z`) } })).id;
  hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
  desk = await staffSession("desk@example.com", ["manage_bookings"], { firstName: "Dana" });
});

/** A booking of Mia's (phone as typed), with the private link from its receipt. */
async function miasBooking(phoneNumber = "(312) 555-0100", textConsent = false) {
  const booking = await createBooking(bookingRequest({ competition: eventId, service: hairId, days: [iso(10)], phoneNumber, textConsent }));
  const receipt = await db().emailMessage.findFirstOrThrow({ where: { kind: "booking-receipt", bookingId: booking._id } });
  const token = /\/booking\/([A-Za-z0-9_-]{43})/.exec(receipt.text)![1];
  const { clientId } = await db().booking.findUniqueOrThrow({ where: { id: booking._id } });
  return { bookingId: booking._id, token, clientId: clientId! };
}

const tick = (token: string, body: unknown) => callRoute(consentRoute, "PUT", `/api/booking/link/${token}/texts`, { params: { token }, body });

describe("the private page's 'Text me about my appointments'", () => {
  it("ticking records consent (private page) and reads 'on' with the number; unticking withdraws; the client card lists both, newest first", async () => {
    const { token, clientId } = await miasBooking();
    const on = await tick(token, { consent: true });
    expect(on.status, await on.clone().text()).toBe(200);
    expect(((await on.json()) as { texting: CustomerTextingDto }).texting).toEqual({ on: true, display: "+1 312 555 0100", optedOut: false });
    const off = await tick(token, { consent: false });
    expect(((await off.json()) as { texting: CustomerTextingDto }).texting).toEqual({ on: false, display: "+1 312 555 0100", optedOut: false });

    const events = await db().textConsentEvent.findMany({ where: { clientId }, orderBy: { createdAt: "asc" }, select: { action: true, source: true, phoneE164: true } });
    expect(events).toEqual([
      { action: "consent", source: "private_page", phoneE164: MIA },
      { action: "withdraw", source: "private_page", phoneE164: MIA },
    ]);
    const card = await clientTexting(clientId);
    expect(card.phoneE164).toBe(MIA);
    expect(card.consent.consented).toBe(false);
    expect(card.consent.history.map((h) => `${h.action}/${h.source}`)).toEqual(["withdraw/private_page", "consent/private_page"]);
  });

  it("a number that cannot receive texts → 400 with the reason and nothing recorded; a body without the choice → 400; an unknown link → 404", async () => {
    const { token, clientId } = await miasBooking("555-0100");
    const refused = await tick(token, { consent: true });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/cannot receive texts/);
    expect(await db().textConsentEvent.count({ where: { clientId } })).toBe(0);

    const { token: good } = await miasBooking();
    const bad = await tick(good, { consent: "yes" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.consent).toBe("consent must be true or false");
    expect((await tick("A".repeat(43), { consent: true })).status).toBe(404);
  });
});

describe("a booking's texts and the day-of buttons' state", () => {
  const read = (id: string, session: StaffSession) => callRoute(bookingTextsGet, "GET", `/api/bookings/${id}/texts`, { params: { id }, headers: session.headers });

  it("without consent the buttons say why; with it a 'ready' text and the dancer's reply are listed, both directions, oldest first", async () => {
    const { bookingId, clientId } = await miasBooking();
    const before = (await (await read(bookingId, desk)).json()) as { texting: TextingState; messages: TextMessageDto[] };
    expect(before).toEqual({ texting: { canText: false, reason: "No consent to texts: the dancer has not ticked “Text me about my appointments”." }, messages: [] });

    await recordConsent({ clientId, phoneE164: MIA, action: "consent", source: "staff" });
    const sent = await callRoute(bookingTextsPost, "POST", `/api/bookings/${bookingId}/texts`, { params: { id: bookingId }, body: { template: "ready" }, headers: desk.headers });
    expect(sent.status, await sent.clone().text()).toBe(201);
    // The reply comes a minute after the text's own time: now by day; 07:00 when the test runs in quiet hours
    // (21:00–07:00 in the competition's zone, not one of its days), when the text waits for the morning.
    const { message } = (await sent.json()) as { message: TextMessageDto };
    await db().inboundText.create({ data: { providerSid: "SM-reply-1", fromPhone: MIA, toPhone: "+13125550000", body: "On my way, 5 min", clientId, bookingId, receivedAt: new Date(Date.parse(message.at) + 60_000) } });

    const after = (await (await read(bookingId, desk)).json()) as { texting: TextingState; messages: TextMessageDto[] };
    expect(after.texting).toEqual({ canText: true, reason: null });
    expect(after.messages.map((m) => [m.direction, m.body])).toEqual([
      ["outbound", expect.stringMatching(/: Mia, your stylist is ready for you at the chair\. Please come now\.$/)],
      ["inbound", "On my way, 5 min"],
    ]);
  });

  it("a stylist reads the texts of a booking she has a slot on, not another's (403); on the run sheet another's dancer has her buttons off with the reason", async () => {
    const { bookingId } = await miasBooking("(312) 555-0100", true);
    const ana = await staffSession("ana@example.com", ["view_bookings"], { firstName: "Ana" });
    const anaUser = await db().user.findUniqueOrThrow({ where: { id: ana.userId } });
    expect((await read(bookingId, ana)).status).toBe(403);
    expect(await textingStatesForBookings([bookingId], anaUser)).toEqual({ [bookingId]: { canText: false, reason: "Only the desk or the dancer's stylist texts her." } });
    const day = await db().bookingDay.findFirstOrThrow({ where: { bookingId } });
    await db().schedule.create({ data: { bookingId, bookingDayId: day.id, serviceTitle: "Competition Hair", assignedUserId: ana.userId, startAt: new Date(`${iso(10)}T14:00:00Z`), endAt: new Date(`${iso(10)}T14:45:00Z`) } });
    expect((await read(bookingId, ana)).status).toBe(200);
    expect(await textingStatesForBookings([bookingId], anaUser)).toEqual({ [bookingId]: { canText: true, reason: null } });
  });

  it("a stylist with a slot reads that texts went and how they stand — not the number, not the dancer's replies; no staff read holds a live private link", async () => {
    const { bookingId, clientId, token } = await miasBooking("(312) 555-0100", true);
    const ana = await staffSession("ana@example.com", ["view_bookings"], { firstName: "Ana" });
    const day = await db().bookingDay.findFirstOrThrow({ where: { bookingId } });
    await db().schedule.create({ data: { bookingId, bookingDayId: day.id, serviceTitle: "Competition Hair", assignedUserId: ana.userId, startAt: new Date(`${iso(10)}T14:00:00Z`), endAt: new Date(`${iso(10)}T14:45:00Z`) } });
    // A reminder waiting for its day still holds the private link in the outbox (removed when it is sent).
    await enqueueText({ kind: "booking-reminder-text", to: MIA, body: `Your appointment is tomorrow. Details: http://localhost:3000/booking/${token}`, bookingId, clientId, dueAt: new Date(`${iso(9)}T15:00:00Z`), idempotencyKey: `reminder-${bookingId}` });
    await db().inboundText.create({ data: { providerSid: "SM-ana-1", fromPhone: MIA, toPhone: "+13125550000", body: "Call my mum on 312 555 0199", clientId, bookingId, receivedAt: new Date() } });

    const sent = await callRoute(bookingTextsPost, "POST", `/api/bookings/${bookingId}/texts`, { params: { id: bookingId }, body: { template: "ready" }, headers: ana.headers });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const sentText = await sent.text();
    expect(sentText).not.toMatch(HER_NUMBERS);
    expect((JSON.parse(sentText) as { message: Record<string, unknown> }).message).not.toHaveProperty("phone");

    const anas = await (await read(bookingId, ana)).text();
    expect(anas).not.toMatch(HER_NUMBERS);
    expect(anas).not.toContain(token);
    const { messages } = JSON.parse(anas) as { messages: Record<string, unknown>[] };
    expect(messages.map((m) => [m.direction, m.kind, "phone" in m])).toEqual(
      expect.arrayContaining([["outbound", "booking-reminder-text", false], ["outbound", "text-ready", false], ["inbound", "inbound", false]]),
    );
    expect(messages.find((m) => m.direction === "inbound")?.body).toBe(REPLY_FOR_THE_DESK);
    expect(messages.find((m) => m.kind === "booking-reminder-text")?.body).toBe("Your appointment is tomorrow. Details: http://localhost:3000/booking/[the customer's private link]");

    // The desk reads the number and the reply, and not the live link either.
    const desks = await (await read(bookingId, desk)).text();
    expect(desks).toContain(MIA);
    expect(desks).toContain("Call my mum on 312 555 0199");
    expect(desks).not.toContain(token);
  });

  it("the run sheet's states: consent → can text; a number that replied STOP → off with that reason; no textable number → its reason", async () => {
    const mia = await miasBooking("(312) 555-0100", true);
    const stopped = await miasBooking("(312) 555-0101", true);
    await recordConsent({ phoneE164: "+13125550101", action: "stop", source: "sms_keyword" });
    const landline = await miasBooking("555-0100");
    const deskUser = await db().user.findUniqueOrThrow({ where: { id: desk.userId } });
    const states = await textingStatesForBookings([mia.bookingId, stopped.bookingId, landline.bookingId], deskUser);
    expect(states).toEqual({
      [mia.bookingId]: { canText: true, reason: null },
      [stopped.bookingId]: { canText: false, reason: "Texts off: this number replied STOP." },
      [landline.bookingId]: { canText: false, reason: "No mobile number that can receive texts." },
    });
  });
});

describe("the Inbox's texts", () => {
  const path = (phone: string) => `/api/inbox/texts/${encodeURIComponent(phone)}`;

  it("conversations by number: the client's names her and her booking, an unknown number has no client; opening marks read; a reply goes out to the number", async () => {
    const { bookingId, clientId } = await miasBooking("(312) 555-0100", true);
    const at = (s: number) => new Date(Date.now() - 60_000 + s * 1000);
    await db().inboundText.create({ data: { providerSid: "SM-1", fromPhone: MIA, toPhone: "+13125550000", body: "Stuck in traffic, 10 min", clientId, bookingId, receivedAt: at(1) } });
    await db().inboundText.create({ data: { providerSid: "SM-2", fromPhone: STRANGER, toPhone: "+13125550000", body: "Do you do lashes?", receivedAt: at(2) } });

    const listed = (await (await callRoute(conversationsGet, "GET", "/api/inbox/texts", { headers: desk.headers })).json()) as { conversations: TextConversationDto[] };
    expect(listed.conversations.map((c) => ({ phone: c.phone, clientId: c.clientId, clientName: c.clientName, bookingId: c.bookingId, unread: c.unread }))).toEqual([
      { phone: STRANGER, clientId: null, clientName: null, bookingId: null, unread: 1 },
      { phone: MIA, clientId, clientName: "Mia Novak", bookingId, unread: 1 },
    ]);

    const opened = await callRoute(threadGet, "GET", path(MIA), { params: { phone: encodeURIComponent(MIA) }, headers: desk.headers });
    expect(opened.status, await opened.clone().text()).toBe(200);
    const thread = (await opened.json()) as { phone: string; messages: TextMessageDto[]; texting: TextingState };
    expect(thread.phone).toBe(MIA);
    expect(thread.messages.map((m) => m.body)).toEqual(["Stuck in traffic, 10 min"]);
    expect(thread.texting.canText).toBe(true);
    // The GET is a read: a cross-site link to it marks nothing. Marking read is a POST.
    expect(await db().inboundText.count({ where: { fromPhone: MIA, readAt: null } })).toBe(1);
    const marked = await callRoute(threadReadPost, "POST", `${path(MIA)}/read`, { params: { phone: encodeURIComponent(MIA) }, headers: desk.headers });
    expect(marked.status, await marked.clone().text()).toBe(200);
    expect(await marked.json()).toEqual({ marked: 1 });
    expect(await db().inboundText.count({ where: { fromPhone: MIA, readAt: null } })).toBe(0);
    expect(await db().inboundText.count({ where: { fromPhone: STRANGER, readAt: null } })).toBe(1);

    const reply = await callRoute(threadPost, "POST", path(MIA), { params: { phone: MIA }, body: { body: "No problem, see you soon" }, headers: desk.headers });
    expect(reply.status, await reply.clone().text()).toBe(201);
    const outbox = await db().emailMessage.findMany({ where: { channel: "sms", to: MIA }, select: { text: true, clientId: true } });
    expect(outbox).toEqual([{ text: expect.stringContaining("No problem, see you soon"), clientId }]);
  });

  it("refuses a number that is not E.164 (400), a reply to a number that replied STOP (409, nothing queued), and staff without manage_bookings (403)", async () => {
    const bad = await callRoute(threadGet, "GET", "/api/inbox/texts/3125550100", { params: { phone: "3125550100" }, headers: desk.headers });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.phone).toMatch(/E\.164/);

    await recordConsent({ phoneE164: STRANGER, action: "stop", source: "sms_keyword" });
    const refused = await callRoute(threadPost, "POST", path(STRANGER), { params: { phone: STRANGER }, body: { body: "Hello?" }, headers: desk.headers });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe("This number has opted out of texts");
    expect(await db().emailMessage.count({ where: { channel: "sms" } })).toBe(0);

    const stylist = await staffSession("ben@example.com", ["view_bookings"]);
    expect((await callRoute(conversationsGet, "GET", "/api/inbox/texts", { headers: stylist.headers })).status).toBe(403);
    expect((await callRoute(threadPost, "POST", path(MIA), { params: { phone: MIA }, body: { body: "Hi" }, headers: stylist.headers })).status).toBe(403);
  });
});
