// Changes a family asks for: each kind from the private link or the family session, through to the desk's
// accept (Edit Booking's save and its guards) or decline, the family told once each way, and the studio's
// setting that applies a fitting day or extra at once.
import { beforeEach, describe, expect, it } from "vitest";
import { createBooking, requestFamilySignIn } from "@/lib/bookings";
import { FAMILY_COOKIE, issueBookingLink, spendFamilySignIn } from "@/lib/auth";
import { updateCalendarSettings } from "@/lib/events";
import { POST as linkChangeRoute } from "@/app/api/booking/link/[token]/changes/route";
import { POST as familyChangeRoute } from "@/app/api/family/bookings/[id]/changes/route";
import { POST as acceptRoute } from "@/app/api/bookings/[id]/changes/[requestId]/accept/route";
import { POST as declineRoute } from "@/app/api/bookings/[id]/changes/[requestId]/decline/route";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { bookingRequest, completeSlot } from "@/tests/support/booking-requests";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { updateBooking } from "@/lib/bookings";
import { pendingChangeRequests } from "@/lib/change-requests";

const db = () => testPrisma();
const MIA_EMAIL = "anna@example.net";
let eventId: string;
let hair: string;
let lashes: string;
let desk: StaffSession;
let stylistId: string;
let otherStylistId: string;
let mia: { id: string; token: string };

interface Answer {
  request: { _id: string; status: string; sentence: string };
  applied: boolean;
  message: string;
}

const ask = (token: string, body: unknown) => callRoute(linkChangeRoute, "POST", `/api/booking/link/${token}/changes`, { params: { token }, body });
const accept = (bookingId: string, requestId: string, session = desk) => callRoute(acceptRoute, "POST", `/api/bookings/${bookingId}/changes/${requestId}/accept`, { params: { id: bookingId, requestId }, headers: session.headers });
const decline = (bookingId: string, requestId: string, note = "") => callRoute(declineRoute, "POST", `/api/bookings/${bookingId}/changes/${requestId}/decline`, { params: { id: bookingId, requestId }, body: { note }, headers: desk.headers });
const notices = (bookingId: string) => db().emailMessage.findMany({ where: { bookingId, kind: { startsWith: "booking-change-" } }, orderBy: { createdAt: "asc" } });

async function asked(token: string, body: unknown): Promise<Answer> {
  const response = await ask(token, body);
  expect(response.status).toBe(201);
  return (await response.json()) as Answer;
}

async function book(firstName: string, email: string, days: string[], extra: Record<string, unknown> = {}) {
  const booking = await createBooking(bookingRequest({ competition: eventId, service: hair, days, firstName, email, isParentOrGuardian: true, parentFirstName: "Anna", parentLastName: "Novak", ...extra }));
  const row = await db().booking.findUniqueOrThrow({ where: { id: booking._id }, include: { days: true } });
  return { id: booking._id, token: await issueBookingLink(db(), row) };
}

/** Gives the booking's first day a timed slot with `userId` (through Edit Booking's save). */
async function scheduled(bookingId: string, date: string, userId: string, start: string, end: string) {
  const booking = await db().booking.findUniqueOrThrow({ where: { id: bookingId }, include: { days: { orderBy: { position: "asc" } } } });
  await updateBooking(bookingId, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: booking.days.map((d) => ({ date: d.date.toISOString().slice(0, 10), schedules: d.date.toISOString().slice(0, 10) === date ? [completeSlot(userId, date, start, end)] : [] })) });
}

beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Ohio Star Ball", city: "Columbus", state: "Ohio", timeZone: "America/New_York", eventStartDate: new Date(`${iso(10)}T00:00:00Z`), eventEndDate: new Date(`${iso(12)}T00:00:00Z`) } })).id;
  hair = (await db().service.create({ data: { title: "Competition Hair", price: 85, time: "45", category: "Women" } })).id;
  lashes = (await db().service.create({ data: { title: "Lashes", price: 20, category: "Additional" } })).id;
  desk = await staffSession("desk@example.com", ["manage_bookings"], { firstName: "Dana" });
  stylistId = (await db().user.create({ data: { firstName: "Aiko", lastName: "Tanaka", email: "aiko@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
  otherStylistId = (await db().user.create({ data: { firstName: "Bea", lastName: "Lund", email: "bea@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
  mia = await book("Mia", MIA_EMAIL, [iso(10)]);
});

describe("asking for a change", () => {
  it("stores a day to add as waiting, in the sentence the desk reads; the booking is unchanged until accepted", async () => {
    const answer = await asked(mia.token, { kind: "add_day", payload: { date: iso(12), service: hair, danceStyle: ["latin"] }, note: "She made the final" });
    const weekday = new Date(`${iso(12)}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
    expect(answer).toMatchObject({ applied: false, request: { status: "pending", sentence: `Mia asks to add ${weekday}: Competition Hair` } });
    expect(await db().bookingDay.count({ where: { bookingId: mia.id } })).toBe(1);
    expect((await pendingChangeRequests()).oldest.map((r) => r.sentence)).toEqual([`Mia asks to add ${weekday}: Competition Hair`]);
  });

  it("refuses a second waiting request of the same kind (409) but takes another kind", async () => {
    await asked(mia.token, { kind: "other_time", payload: { date: iso(10), time: "07:30" } });
    const again = await ask(mia.token, { kind: "other_time", payload: { date: iso(10), time: "08:00" } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe("You already asked for this kind of change and the studio has not answered yet.");
    expect((await ask(mia.token, { kind: "add_service", payload: { date: iso(10), service: lashes } })).status).toBe(201);
    expect(await db().bookingChangeRequest.count({ where: { bookingId: mia.id } })).toBe(2);
  });

  it("two tabs sending the same kind at once: exactly one is stored, the other is a 409", async () => {
    const body = { kind: "level_styles", payload: { danceLevel: "youth" } };
    const statuses = (await Promise.all([ask(mia.token, body), ask(mia.token, body)])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect(await db().bookingChangeRequest.count({ where: { bookingId: mia.id } })).toBe(1);
  });

  it("refuses what makes no sense for the booking: a day she has, a day outside the competition, a bad link", async () => {
    expect((await ask(mia.token, { kind: "add_day", payload: { date: iso(10), service: hair, danceStyle: ["latin"] } })).status).toBe(409);
    expect((await ask(mia.token, { kind: "add_day", payload: { date: iso(20), service: hair, danceStyle: ["latin"] } })).status).toBe(400);
    expect((await ask(mia.token, { kind: "remove_service", payload: { date: iso(10), service: lashes } })).status).toBe(400);
    expect((await ask("x".repeat(43), { kind: "other_stylist", payload: { date: iso(10), stylist: "Aiko" } })).status).toBe(404);
    expect(await db().bookingChangeRequest.count()).toBe(0);
  });

  it("from the family page: her own booking is taken; another family's booking is a 404 and stores nothing", async () => {
    const other = await book("Lena", "other@example.net", [iso(10)]);
    await requestFamilySignIn(MIA_EMAIL, "198.51.100.1");
    const email = await db().emailMessage.findFirstOrThrow({ where: { kind: "family-sign-in", to: MIA_EMAIL } });
    const session = await spendFamilySignIn(/\/your-bookings\/sign-in\/([A-Za-z0-9_-]{43})/.exec(email.text)![1]);
    const cookie = { cookie: `${FAMILY_COOKIE}=${session!.sessionToken}` };
    const body = { kind: "level_styles", payload: { danceLevel: "professional" } };
    const theirs = await callRoute(familyChangeRoute, "POST", `/api/family/bookings/${other.id}/changes`, { params: { id: other.id }, body, headers: cookie });
    expect(theirs.status).toBe(404);
    const signedOut = await callRoute(familyChangeRoute, "POST", `/api/family/bookings/${mia.id}/changes`, { params: { id: mia.id }, body });
    expect(signedOut.status).toBe(404);
    expect(await db().bookingChangeRequest.count()).toBe(0);
    const ours = await callRoute(familyChangeRoute, "POST", `/api/family/bookings/${mia.id}/changes`, { params: { id: mia.id }, body, headers: cookie });
    expect(ours.status).toBe(201);
    expect(((await ours.json()) as Answer).request.sentence).toBe("Mia asks to change level to Professional");
  });
});

describe("the desk answers", () => {
  it("accepting an added day saves it through Edit Booking's save (slots counted again) and tells the family once", async () => {
    const { request } = await asked(mia.token, { kind: "add_day", payload: { date: iso(11), service: hair, danceStyle: ["standard"] } });
    const response = await accept(mia.id, request._id);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { request: { status: string } }).request.status).toBe("accepted");
    const booking = await db().booking.findUniqueOrThrow({ where: { id: mia.id }, include: { days: { orderBy: { position: "asc" } } } });
    expect(booking.days.map((d) => [d.date.toISOString().slice(0, 10), d.serviceTitle, d.danceStyles])).toEqual([[iso(10), "Competition Hair", ["latin"]], [iso(11), "Competition Hair", ["standard"]]]);
    expect(booking.slotCount).toBe(2);
    const sent = await notices(mia.id);
    expect(sent.map((m) => [m.kind, m.to])).toEqual([["booking-change-accepted", MIA_EMAIL]]);
    expect(sent[0].subject).toBe("The studio accepted your change: Mia, Ohio Star Ball");
    expect(sent[0].text).toContain("Mia asked to add");
    // Answered: a second accept (another tab) is refused and tells no one again.
    expect((await accept(mia.id, request._id)).status).toBe(409);
    expect(await notices(mia.id)).toHaveLength(1);
  });

  it("adding and removing an extra changes that day's extras", async () => {
    const added = await asked(mia.token, { kind: "add_service", payload: { date: iso(10), service: lashes } });
    expect(added.request.sentence).toMatch(/^Mia asks to add Lashes on \w+day$/);
    expect((await accept(mia.id, added.request._id)).status).toBe(200);
    expect((await db().bookingDay.findFirstOrThrow({ where: { bookingId: mia.id } })).additionalServiceTitles).toEqual(["Lashes"]);
    const removed = await asked(mia.token, { kind: "remove_service", payload: { date: iso(10), service: lashes } });
    expect(removed.request.sentence).toMatch(/^Mia asks to remove Lashes on \w+day$/);
    expect((await accept(mia.id, removed.request._id)).status).toBe(200);
    expect((await db().bookingDay.findFirstOrThrow({ where: { bookingId: mia.id } })).additionalServiceTitles).toEqual([]);
  });

  it("another time: moves the day's slots; a clash with another booking is refused with the guard's message and the request keeps waiting", async () => {
    await scheduled(mia.id, iso(10), stylistId, "09:00", "09:45");
    const zoe = await book("Zoe", "zoe@example.net", [iso(10)]);
    await scheduled(zoe.id, iso(10), stylistId, "07:00", "07:45");
    const { request } = await asked(mia.token, { kind: "other_time", payload: { date: iso(10), time: "07:15" } });
    expect(request.sentence).toMatch(/^Mia asks for a different time on \w+day: 7:15 AM$/);
    const refused = await accept(mia.id, request._id);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toContain("Aiko Tanaka is already booked");
    expect((await db().bookingChangeRequest.findUniqueOrThrow({ where: { id: request._id } })).status).toBe("pending");
    expect(await notices(mia.id)).toHaveLength(0);
    // Zoe moves away: the same request is accepted, and Mia's slot starts at 7:15 in the competition's zone.
    await scheduled(zoe.id, iso(10), stylistId, "11:00", "11:45");
    expect((await accept(mia.id, request._id)).status).toBe(200);
    const slot = await db().schedule.findFirstOrThrow({ where: { bookingId: mia.id } });
    expect(slot.startAt!.toLocaleTimeString("en-US", { timeZone: "America/New_York", hour: "numeric", minute: "2-digit" })).toBe("7:15 AM");
    expect(slot.endAt!.getTime() - slot.startAt!.getTime()).toBe(45 * 60_000);
  });

  it("another stylist: refused while she has the day off (availability), then assigned", async () => {
    await scheduled(mia.id, iso(10), stylistId, "09:00", "09:45");
    await db().timeOff.create({ data: { userId: otherStylistId, date: new Date(`${iso(10)}T00:00:00Z`) } });
    const { request } = await asked(mia.token, { kind: "other_stylist", payload: { date: iso(10), stylist: "Bea" } });
    expect(request.sentence).toMatch(/^Mia asks for a different stylist on \w+day: Bea$/);
    const refused = await accept(mia.id, request._id);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Bea Lund has .* off\.$/);
    expect((await db().bookingChangeRequest.findUniqueOrThrow({ where: { id: request._id } })).status).toBe("pending");
    await db().timeOff.deleteMany();
    expect((await accept(mia.id, request._id)).status).toBe(200);
    expect((await db().schedule.findFirstOrThrow({ where: { bookingId: mia.id } })).assignedUserId).toBe(otherStylistId);
  });

  it("level and styles: saved on the booking and each day", async () => {
    const { request } = await asked(mia.token, { kind: "level_styles", payload: { danceLevel: "pro-am", danceStyle: ["smooth", "rhythm"] } });
    expect(request.sentence).toBe("Mia asks to change level to Pro-Am and styles to Smooth, Rhythm");
    expect((await accept(mia.id, request._id)).status).toBe(200);
    const booking = await db().booking.findUniqueOrThrow({ where: { id: mia.id }, include: { days: true } });
    expect(booking.danceLevel).toBe("pro_am");
    expect(booking.days[0].danceStyles).toEqual(["smooth", "rhythm"]);
  });

  it("declining changes nothing, keeps the note, and tells the family once by email and once by text where she agreed", async () => {
    const texting = await book("Tia", "tia@example.net", [iso(10)], { phoneNumber: "(312) 555-0199", textConsent: true });
    const { request } = await asked(texting.token, { kind: "add_day", payload: { date: iso(11), service: hair, danceStyle: ["latin"] } });
    const response = await decline(texting.id, request._id, "Saturday is fully booked");
    expect(response.status).toBe(200);
    expect(await db().bookingDay.count({ where: { bookingId: texting.id } })).toBe(1);
    const sent = await notices(texting.id);
    expect(sent.map((m) => [m.kind, m.channel])).toEqual([
      ["booking-change-declined", "email"],
      ["booking-change-declined-text", "sms"],
    ]);
    expect(sent[0].text).toContain("Note from the studio: Saturday is fully booked");
    expect(sent[1].text).toMatch(/Tia asked to add \w+day: Competition Hair at Ohio Star Ball: the studio could not make this change/);
    // Mia did not agree to texts: an email only.
    const own = await asked(mia.token, { kind: "other_stylist", payload: { date: iso(10), stylist: "Bea" } });
    expect((await decline(mia.id, own.request._id)).status).toBe(200);
    expect((await notices(mia.id)).map((m) => m.channel)).toEqual(["email"]);
  });

  it("needs manage_bookings, and the request must belong to the booking", async () => {
    const { request } = await asked(mia.token, { kind: "level_styles", payload: { danceLevel: "youth" } });
    const stylist = await staffSession("stylist@example.com", ["view_bookings"]);
    expect((await accept(mia.id, request._id, stylist)).status).toBe(403);
    const other = await book("Lena", "other@example.net", [iso(10)]);
    expect((await accept(other.id, request._id)).status).toBe(404);
    expect((await db().bookingChangeRequest.findUniqueOrThrow({ where: { id: request._id } })).status).toBe("pending");
  });
});

describe("the studio's setting: a fitting change applied at once", () => {
  it("off (the default): an added day waits for the desk", async () => {
    const answer = await asked(mia.token, { kind: "add_day", payload: { date: iso(11), service: hair, danceStyle: ["latin"] } });
    expect(answer.applied).toBe(false);
    expect(await notices(mia.id)).toHaveLength(0);
  });

  it("on: an added day or extra is done at once and the family is told it is done, once; another time still waits", async () => {
    await updateCalendarSettings({ applyFittingChangesAtOnce: true });
    const day = await asked(mia.token, { kind: "add_day", payload: { date: iso(11), service: hair, danceStyle: ["latin"] } });
    expect(day).toMatchObject({ applied: true, request: { status: "applied" }, message: "Done: your booking now includes it. We sent you the details by email." });
    expect(await db().bookingDay.count({ where: { bookingId: mia.id } })).toBe(2);
    const extra = await asked(mia.token, { kind: "add_service", payload: { date: iso(10), service: lashes } });
    expect(extra.applied).toBe(true);
    expect((await notices(mia.id)).map((m) => m.kind)).toEqual(["booking-change-applied", "booking-change-applied"]);
    const time = await asked(mia.token, { kind: "other_time", payload: { date: iso(10), time: "08:00" } });
    expect(time.applied).toBe(false);
    expect(await notices(mia.id)).toHaveLength(2);
  });
});
