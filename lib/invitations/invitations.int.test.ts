// Invitations against the migrated schema: who is invited (last year's edition, a state; consent only; opted-out,
// bounced and erased left out), the queue through the outbox with its one-click unsubscribe headers, RFC 8058's
// POST and STOP, the per-client cap, quiet hours, a booking attributed to its invitation and the report's counts.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { createBooking } from "@/lib/bookings";
import { eraseClient } from "@/lib/clients";
import { deliverDueEmails, recordResendEvent } from "@/lib/notify";
import { NOT_SENT_UNSUBSCRIBED } from "@/lib/notify/email/invitation-rules";
import { outboxDir, outboxFileName } from "@/lib/notify/providers/local-outbox";
import { receiveInboundText } from "@/lib/notify";
import * as unsubscribeRoute from "@/app/api/unsubscribe/[token]/route";
import { bookingRequest } from "@/tests/support/booking-requests";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { invitationFigures, previewInvitations, queueInvitations, recordMarketingConsent } from "./index";
import { sha256 } from "./tokens";

const DAY = 24 * 60 * 60 * 1000;
const db = () => testPrisma();
/** Noon in New York on a winter day of the competition's season (EST, UTC−5): outside quiet hours. */
const NOON_NY = new Date(`${iso(1)}T17:00:00Z`);
const actor = { id: "staff-1", firstName: "Desk", lastName: "Staff" };

interface World {
  serviceId: string;
  lastYear: string;
  target: string;
  arizona: string;
  clients: Record<string, string>;
}

/** A competition booked while upcoming, then moved into the past (bookings are only taken for upcoming ones). */
async function pastCompetition(w: World, name: string, state: string, daysAgo: number, dancers: { first: string; email: string; phone?: string; consent?: boolean; cancel?: boolean }[]) {
  const event = await db().event.create({ data: { eventName: name, city: "Columbus", state, eventStartDate: new Date(`${iso(5)}T00:00:00Z`), eventEndDate: new Date(`${iso(6)}T00:00:00Z`), showEvent: true } });
  for (const d of dancers) {
    const booking = await createBooking(bookingRequest({ competition: event.id, service: w.serviceId, days: [iso(5)], firstName: d.first, lastName: "Dancer", email: d.email, phoneNumber: d.phone ?? "555-0100", marketingConsent: d.consent ?? false }));
    if (d.cancel) await db().booking.update({ where: { id: booking._id }, data: { cancelledAt: new Date() } });
    w.clients[d.first] = (await db().booking.findUniqueOrThrow({ where: { id: booking._id } })).clientId!;
  }
  await db().event.update({ where: { id: event.id }, data: { eventStartDate: new Date(`${iso(-daysAgo)}T00:00:00Z`), eventEndDate: new Date(`${iso(-daysAgo + 1)}T00:00:00Z`) } });
  return event.id;
}

async function buildWorld(): Promise<World> {
  await resetDatabase();
  const w: World = { serviceId: "", lastYear: "", target: "", arizona: "", clients: {} };
  w.serviceId = (await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
  w.lastYear = await pastCompetition(w, "Ohio Star Ball 2025", "Ohio", 340, [
    { first: "Ana", email: "ana@example.net", phone: "312-555-0101", consent: true },
    { first: "Bea", email: "bea@example.net" },
    { first: "Cleo", email: "cleo@example.net", consent: true },
    { first: "Dana", email: "dana@example.net", consent: true },
    { first: "Eve", email: "eve@example.net", consent: true },
    { first: "Fay", email: "fay@example.net", consent: true, cancel: true },
  ]);
  w.arizona = await pastCompetition(w, "Desert Classic", "Arizona", 200, [{ first: "Gia", email: "gia@example.net", consent: true }]);
  w.target = (await db().event.create({ data: { eventName: "Ohio Star Ball 2026", city: "Columbus", state: "Ohio", timeZone: "America/New_York", eventStartDate: new Date(`${iso(25)}T00:00:00Z`), eventEndDate: new Date(`${iso(27)}T00:00:00Z`), showEvent: true } })).id;
  // Cleo withdrew her consent on her page; Dana's address bounced; Eve was erased.
  await recordMarketingConsent(w.clients.Cleo, false, "private_page");
  await db().emailMessage.create({ data: { kind: "booking-receipt", idempotencyKey: "bounce/dana", to: "Dana@example.net", subject: "s", html: "", text: "", status: "sent", deliveryStatus: "bounced", deliveryUpdatedAt: new Date() } });
  await eraseClient(w.clients.Eve, actor);
  // The bookings' own receipts are sent, so the outbox holds invitations alone from here.
  await deliverDueEmails({ limit: 100 });
  return w;
}

const invitationEmails = () => db().emailMessage.findMany({ where: { kind: "invitation" }, orderBy: { createdAt: "asc" } });

async function postOneClick(token: string): Promise<Response> {
  const request = new NextRequest(`http://localhost:3000/api/unsubscribe/${token}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "203.0.113.7" },
    body: "List-Unsubscribe=One-Click",
  });
  return unsubscribeRoute.POST(request, { params: Promise.resolve({ token }) });
}

/** The token of the one invitation emailed, read from its List-Unsubscribe header as a mail client would. */
async function sentUnsubscribe(): Promise<{ token: string; headers: Record<string, string>; text: string }> {
  const [email] = await invitationEmails();
  const file = JSON.parse(await readFile(path.join(outboxDir(), outboxFileName(email.idempotencyKey)), "utf8")) as { headers: Record<string, string>; text: string };
  const url = /<(https?:[^>]+)>/.exec(file.headers["List-Unsubscribe"])![1];
  return { token: url.split("/").pop()!, headers: file.headers, text: file.text };
}

describe("invitations", () => {
  let w: World;
  beforeEach(async () => {
    w = await buildWorld();
  }, 60_000);

  it("invites last year's dancers who agreed to hear about new competitions, and says who is skipped and why", async () => {
    const preview = await previewInvitations(w.target, { source: "last_year" }, NOON_NY);
    expect(preview.sources.map((s) => s.name)).toEqual(["Ohio Star Ball 2025"]);
    expect(preview.invite.map((c) => c.name)).toEqual(["Ana Dancer"]);
    const skipped = Object.fromEntries(preview.skipped.map((s) => [s.reason, { count: s.count, names: s.names }]));
    expect(skipped).toEqual({
      erased: { count: 1, names: [] },
      unsubscribed: { count: 1, names: ["Cleo Dancer"] },
      no_consent: { count: 1, names: ["Bea Dancer"] },
      bounced: { count: 1, names: ["Dana Dancer"] },
    });
    // Fay cancelled: she did not dance, so she is neither invited nor skipped.
    expect(JSON.stringify(preview)).not.toContain("Fay");
    expect(preview.message.subject).toBe("Ohio Star Ball 2026 is open for booking");
  });

  it("takes the audience of a chosen state instead", async () => {
    const preview = await previewInvitations(w.target, { source: "chosen", state: "arizona" }, NOON_NY);
    expect(preview.sources.map((s) => s.name)).toEqual(["Desert Classic"]);
    expect(preview.invite.map((c) => c.name)).toEqual(["Gia Dancer"]);
  });

  it("queues through the outbox (nothing sent by the request) with one-click unsubscribe headers, and reports progress", async () => {
    const queued = await queueInvitations(w.target, { source: "last_year" }, actor, NOON_NY);
    expect(queued).toMatchObject({ total: 1, queued: 1, sent: 0, notSent: 0, done: false });
    expect(queued.skipped.map((s) => [s.reason, s.count])).toEqual([["erased", 1], ["unsubscribed", 1], ["no_consent", 1], ["bounced", 1]]);
    expect((await invitationEmails()).map((e) => [e.to, e.status])).toEqual([["ana@example.net", "pending"]]);

    expect((await deliverDueEmails({ now: NOON_NY })).sent).toBe(1);
    const { token, headers, text } = await sentUnsubscribe();
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(headers["List-Unsubscribe"]).toMatch(/^<https?:\/\/[^>]+\/api\/unsubscribe\/[A-Za-z0-9_-]{43}>/);
    expect(text).toContain(`/api/unsubscribe/${token}`);
    expect(text).toMatch(/\/bookanappointment\?event=\w+&inv=\w+/);
    // Only the token's hash is stored.
    expect(await db().invitation.count({ where: { unsubscribeHash: sha256(token) } })).toBe(1);

    const again = await previewInvitations(w.target, { source: "last_year" }, NOON_NY);
    expect(again.invite).toEqual([]);
    expect(again.skipped.find((s) => s.reason === "already_invited")?.names).toEqual(["Ana Dancer"]);
    await expect(queueInvitations(w.target, { source: "last_year" }, actor, NOON_NY)).rejects.toThrow(/No one in this audience/);
  });

  it("unsubscribes at once on RFC 8058's one-click POST (no session), drops what is queued, and still honours it after erasure", async () => {
    await queueInvitations(w.target, { source: "last_year" }, actor, NOON_NY);
    await deliverDueEmails({ now: NOON_NY });
    const { token } = await sentUnsubscribe();
    // A second invitation, to another competition after the cap, waits in the outbox.
    const later = new Date(NOON_NY.getTime() + 15 * DAY);
    const other = (await db().event.create({ data: { eventName: "Holiday Dance Classic", city: "Las Vegas", state: "Nevada", eventStartDate: new Date(`${iso(40)}T00:00:00Z`), eventEndDate: new Date(`${iso(41)}T00:00:00Z`), showEvent: true } })).id;
    await queueInvitations(other, { source: "chosen", state: "Ohio" }, actor, later);

    const response = await postOneClick(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unsubscribed: true });
    const ana = await db().client.findUniqueOrThrow({ where: { id: w.clients.Ana } });
    expect(ana.marketingConsentAt).toBeNull();
    expect(ana.marketingOptedOutAt).not.toBeNull();

    await deliverDueEmails({ now: later });
    const second = (await invitationEmails())[1];
    expect([second.status, second.lastError]).toEqual(["dropped", NOT_SENT_UNSUBSCRIBED]);

    await eraseClient(w.clients.Ana, actor);
    expect(await db().marketingOptOut.count({ where: { addressHash: sha256("ana@example.net") } })).toBe(1);
    expect((await postOneClick(token)).status).toBe(200);
    expect((await postOneClick("x".repeat(43))).status).toBe(404);
  });

  it("a GET of the unsubscribe link changes nothing and shows the confirmation page", async () => {
    await queueInvitations(w.target, { source: "last_year" }, actor, NOON_NY);
    await deliverDueEmails({ now: NOON_NY });
    const { token } = await sentUnsubscribe();
    const request = new NextRequest(`http://localhost:3000/api/unsubscribe/${token}`, { headers: { "x-forwarded-for": "203.0.113.8" } });
    const response = await unsubscribeRoute.GET(request, { params: Promise.resolve({ token }) });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(new RegExp(`/unsubscribe/${token}$`));
    expect((await db().client.findUniqueOrThrow({ where: { id: w.clients.Ana } })).marketingConsentAt).not.toBeNull();
  });

  it("a STOP text from her number stops invitations too", async () => {
    await receiveInboundText({ MessageSid: `SM${"1".repeat(32)}`, From: "+13125550101", To: "+13125550000", Body: "STOP" });
    const preview = await previewInvitations(w.target, { source: "last_year" }, NOON_NY);
    expect(preview.invite).toEqual([]);
    expect(preview.skipped.find((s) => s.reason === "unsubscribed")?.names).toEqual(["Ana Dancer", "Cleo Dancer"]);
  });

  it("invites a client at most once in 14 days", async () => {
    await queueInvitations(w.target, { source: "last_year" }, actor, NOON_NY);
    await deliverDueEmails({ now: NOON_NY });
    const other = (await db().event.create({ data: { eventName: "Holiday Dance Classic", city: "Las Vegas", state: "Nevada", eventStartDate: new Date(`${iso(40)}T00:00:00Z`), eventEndDate: new Date(`${iso(41)}T00:00:00Z`), showEvent: true } })).id;
    const soon = await previewInvitations(other, { source: "chosen", state: "Ohio" }, new Date(NOON_NY.getTime() + 13 * DAY));
    expect(soon.skipped.find((s) => s.reason === "recently_invited")?.names).toEqual(["Ana Dancer"]);
    const after = await previewInvitations(other, { source: "chosen", state: "Ohio" }, new Date(NOON_NY.getTime() + 15 * DAY));
    expect(after.invite.map((c) => c.name)).toEqual(["Ana Dancer"]);
  });

  it("keeps quiet hours: queued at 03:00 in the competition's zone, sent at 07:00", async () => {
    const night = new Date(`${iso(1)}T08:00:00Z`); // 03:00 EST
    await queueInvitations(w.target, { source: "last_year" }, actor, night);
    const [email] = await invitationEmails();
    expect(email.nextAttemptAt.toISOString()).toBe(`${iso(1)}T12:00:00.000Z`);
    expect((await deliverDueEmails({ now: night })).claimed).toBe(0);
    expect((await deliverDueEmails({ now: new Date(`${iso(1)}T12:00:01Z`) })).sent).toBe(1);
  });

  it("defers an invitation that falls due in quiet hours to 07:00", async () => {
    await queueInvitations(w.target, { source: "last_year" }, actor, NOON_NY);
    const evening = new Date(`${iso(2)}T03:00:00Z`); // 22:00 EST the day before
    expect(await deliverDueEmails({ now: evening })).toMatchObject({ sent: 0, deferred: 1 });
    const [email] = await invitationEmails();
    expect([email.status, email.nextAttemptAt.toISOString()]).toEqual(["pending", `${iso(2)}T12:00:00.000Z`]);
  });

  it("attributes a booking made through the invitation's link, and the report counts sent, opened and bookings", async () => {
    await queueInvitations(w.target, { source: "last_year" }, actor, NOON_NY);
    await deliverDueEmails({ now: NOON_NY });
    const invitation = await db().invitation.findFirstOrThrow({ where: { eventId: w.target } });
    expect(await invitationFigures(w.target)).toEqual({ sent: 1, opened: 0, bookings: 0 });

    const [email] = await invitationEmails();
    await recordResendEvent({ id: "msg_open_1", event: { type: "email.opened", data: { email_id: email.providerId! } } });
    const booked = await createBooking(bookingRequest({ competition: w.target, service: w.serviceId, days: [iso(25)], firstName: "Ana", lastName: "Dancer", email: "ana@example.net", invitation: invitation.id }));
    expect((await db().booking.findUniqueOrThrow({ where: { id: booked._id } })).invitationId).toBe(invitation.id);
    // A link naming an invitation to another competition attributes nothing.
    const elsewhere = await createBooking(bookingRequest({ competition: w.target, service: w.serviceId, days: [iso(26)], firstName: "Hana", lastName: "New", email: "hana@example.net", invitation: "cnotaninvitation" }));
    expect((await db().booking.findUniqueOrThrow({ where: { id: elsewhere._id } })).invitationId).toBeNull();

    expect(await invitationFigures(w.target)).toEqual({ sent: 1, opened: 1, bookings: 1 });
  });

  it("records the booking form's 'Tell me about new competitions' with its time and source", async () => {
    const consent = await db().marketingConsentEvent.findMany({ where: { clientId: w.clients.Ana } });
    expect(consent.map((e) => [e.action, e.source])).toEqual([["consent", "booking_form"]]);
    const bea = await db().client.findUniqueOrThrow({ where: { id: w.clients.Bea } });
    expect([bea.marketingConsentAt, bea.marketingConsentSource]).toEqual([null, null]);
  });
});
