// "Your bookings": the sign-in link request, the link and its session, revocation, and what the family reads.
import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { createBooking, familyMarketingChoices, familyReceipt, FAMILY_SIGN_IN_KIND, FAMILY_SIGN_IN_TEXT_KIND, listFamilyBookings, openFamilyBooking, requestFamilySignIn, requireFamilyBooking, updateBooking } from "@/lib/bookings";
import { FAMILY_COOKIE, familySessionContact, familySignInUsable, liveBookingLink, revokeBookingLinks, spendFamilySignIn, type FamilyContact } from "@/lib/auth";
import { NotFoundError, TooManyRequestsError } from "@/lib/errors";
import { POST as requestLinkRoute } from "@/app/api/family/sign-in-link/route";
import { POST as signInRoute } from "@/app/api/family/sign-in/route";
import { GET as openRoute } from "@/app/api/family/bookings/[id]/open/route";
import { POST as balanceRoute } from "@/app/api/family/bookings/[id]/balance/route";
import { PUT as marketingRoute } from "@/app/api/family/bookings/[id]/marketing/route";
import { recordOfflinePayment } from "@/lib/payments";
import { callRoute } from "@/tests/support/api";
import { bookingRequest } from "@/tests/support/booking-requests";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";

const db = () => testPrisma();
const MIA_EMAIL = "parent@example.net";
const FAMILY: FamilyContact = { kind: "email", value: MIA_EMAIL };
let ohio: string;
let windy: string;
let hair: string;
let bookings: { mia: string; zoe: string; miaWindy: string; other: string };

/** The sign-in link in the latest family email (as she would click it). */
async function signInToken(to = MIA_EMAIL): Promise<string> {
  const email = await db().emailMessage.findFirstOrThrow({ where: { kind: FAMILY_SIGN_IN_KIND, to }, orderBy: { createdAt: "desc" } });
  const match = /\/your-bookings\/sign-in\/([A-Za-z0-9_-]{43})/.exec(email.text);
  expect(match, "the email carries a sign-in link").not.toBeNull();
  expect(email.html).toContain(`/your-bookings/sign-in/${match![1]}`);
  return match![1];
}

async function signedIn(): Promise<string> {
  await requestFamilySignIn(MIA_EMAIL, "198.51.100.1");
  const session = await spendFamilySignIn(await signInToken());
  expect(session).not.toBeNull();
  return session!.sessionToken;
}

beforeEach(async () => {
  await resetDatabase();
  ohio = (await db().event.create({ data: { eventName: "Ohio Star Ball", city: "Columbus", state: "Ohio", timeZone: "America/New_York", eventStartDate: new Date(`${iso(10)}T00:00:00Z`), eventEndDate: new Date(`${iso(12)}T00:00:00Z`) } })).id;
  windy = (await db().event.create({ data: { eventName: "Windy City Open", city: "Chicago", state: "Illinois", timeZone: "America/Chicago", eventStartDate: new Date(`${iso(30)}T00:00:00Z`), eventEndDate: new Date(`${iso(31)}T00:00:00Z`) } })).id;
  hair = (await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
  const parent = { isParentOrGuardian: true, parentFirstName: "Anna", parentLastName: "Novak", email: MIA_EMAIL, phoneNumber: "(312) 555-0142" };
  bookings = {
    mia: (await createBooking(bookingRequest({ competition: ohio, service: hair, days: [iso(10)], firstName: "Mia", ...parent })))._id,
    zoe: (await createBooking(bookingRequest({ competition: ohio, service: hair, days: [iso(11)], firstName: "Zoe", ...parent, email: "Parent@Example.net" })))._id,
    miaWindy: (await createBooking(bookingRequest({ competition: windy, service: hair, days: [iso(30)], firstName: "Mia", ...parent })))._id,
    other: (await createBooking(bookingRequest({ competition: ohio, service: hair, days: [iso(10)], firstName: "Lena", lastName: "Other", email: "other@example.net", phoneNumber: "(312) 555-0177" })))._id,
  };
});

describe("asking for a sign-in link", () => {
  it("answers the same for an address without bookings, and sends nothing to it", async () => {
    const known = await callRoute(requestLinkRoute, "POST", "/api/family/sign-in-link", { body: { contact: MIA_EMAIL } });
    const unknown = await callRoute(requestLinkRoute, "POST", "/api/family/sign-in-link", { body: { contact: "nobody@example.net" } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await unknown.json()).toEqual(await known.json());
    expect(unknown.headers.get("cache-control")).toContain("no-store");
    // Outside a request the work runs at once (unawaited): wait for it, then only the known address has a link.
    await expect.poll(() => db().familyLink.count()).toBe(1);
    expect(await db().emailMessage.count({ where: { kind: FAMILY_SIGN_IN_KIND, to: "nobody@example.net" } })).toBe(0);
    expect(await db().emailMessage.count({ where: { kind: FAMILY_SIGN_IN_KIND, to: MIA_EMAIL } })).toBe(1);
  });

  it("a plain form post is sent back to the page with the same notice either way", async () => {
    const post = (contact: string) =>
      requestLinkRoute(new NextRequest("http://localhost:3000/api/family/sign-in-link", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "203.0.113.77" }, body: `contact=${encodeURIComponent(contact)}` }), { params: Promise.resolve({}) });
    for (const contact of [MIA_EMAIL, "nobody@example.net"]) {
      const answer = await post(contact);
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe("/your-bookings?sent=1");
    }
    expect((await post("not an address")).headers.get("location")).toBe("/your-bookings?invalid=1");
  });

  it("is limited per address typed (known or not) and per network", async () => {
    for (const contact of [MIA_EMAIL, "nobody@example.net"]) {
      for (let i = 0; i < 5; i += 1) await requestFamilySignIn(contact, `198.51.100.${10 + i}`);
      await expect(requestFamilySignIn(contact, "198.51.100.99")).rejects.toBeInstanceOf(TooManyRequestsError);
    }
    for (let i = 0; i < 20; i += 1) await requestFamilySignIn(`someone-${i}@example.net`, "192.0.2.1");
    await expect(requestFamilySignIn("someone-else@example.net", "192.0.2.1")).rejects.toBeInstanceOf(TooManyRequestsError);
    const limited = await callRoute(requestLinkRoute, "POST", "/api/family/sign-in-link", { body: { contact: MIA_EMAIL } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });

  it("stores only the link's SHA-256; the link works once, for 30 minutes", async () => {
    const now = new Date();
    await requestFamilySignIn(MIA_EMAIL, "198.51.100.1", { now });
    const token = await signInToken();
    const [row] = await db().familyLink.findMany();
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(await db().$queryRawUnsafe(`SELECT * FROM "FamilyLink"`))).not.toContain(token);
    expect(row.expiresAt.getTime() - now.getTime()).toBe(30 * 60_000);

    // Expired: 30 minutes later it no longer works.
    expect(await familySignInUsable(token, new Date(now.getTime() + 30 * 60_000 + 1))).toBe(false);
    expect(await spendFamilySignIn(token, new Date(now.getTime() + 30 * 60_000 + 1))).toBeNull();

    expect(await familySignInUsable(token)).toBe(true);
    const session = await spendFamilySignIn(token);
    expect(session).not.toBeNull();
    // Single use: the second use (and a second page view) finds it spent.
    expect(await spendFamilySignIn(token)).toBeNull();
    expect(await familySignInUsable(token)).toBe(false);
    // The session's token is stored hashed too.
    const used = await db().familyLink.findUniqueOrThrow({ where: { id: row.id } });
    expect(used.sessionHash).toBe(createHash("sha256").update(session!.sessionToken).digest("hex"));
    expect(await familySessionContact(session!.sessionToken)).toEqual(FAMILY);
    expect(await familySessionContact(session!.sessionToken, new Date(Date.now() + 13 * 3_600_000))).toBeNull();
  });

  it("the sign-in endpoint sets an httpOnly session cookie once, and refuses the link after", async () => {
    await requestFamilySignIn(MIA_EMAIL, "198.51.100.1");
    const token = await signInToken();
    const first = await callRoute(signInRoute, "POST", "/api/family/sign-in", { body: { token } });
    expect(first.status).toBe(200);
    const cookie = first.headers.get("set-cookie")!;
    expect(cookie).toMatch(new RegExp(`^${FAMILY_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax`));
    const again = await callRoute(signInRoute, "POST", "/api/family/sign-in", { body: { token } });
    expect(again.status).toBe(404);
    expect(again.headers.get("set-cookie")).toBeNull();
  });

  it("a number gets a text only where its dancer agreed to texts", async () => {
    await requestFamilySignIn("(312) 555-0142", "198.51.100.1");
    expect(await db().emailMessage.count({ where: { kind: FAMILY_SIGN_IN_TEXT_KIND } })).toBe(0);
    expect(await db().familyLink.count()).toBe(0);

    const consented = await createBooking(bookingRequest({ competition: windy, service: hair, days: [iso(31)], firstName: "Zoe", isParentOrGuardian: true, parentFirstName: "Anna", parentLastName: "Novak", email: MIA_EMAIL, phoneNumber: "(312) 555-0142", textConsent: true }));
    expect(consented._id).toBeTruthy();
    await requestFamilySignIn("312-555-0142", "198.51.100.2");
    const text = await db().emailMessage.findFirstOrThrow({ where: { kind: FAMILY_SIGN_IN_TEXT_KIND } });
    expect(text.channel).toBe("sms");
    expect(text.to).toBe("+13125550142");
    expect(text.text).toMatch(/\/your-bookings\/sign-in\/[A-Za-z0-9_-]{43}/);
    const link = await db().familyLink.findFirstOrThrow();
    expect(link).toMatchObject({ contactKind: "phone", contact: "+13125550142" });
  });
});

describe("the family page's reads", () => {
  it("lists every booking under the address (any case), across competitions, upcoming first, and no one else's", async () => {
    const contact = await familySessionContact(await signedIn());
    const list = await listFamilyBookings(contact!);
    expect(list.map((b) => [b.dancer, b.competition])).toEqual([
      ["Mia Novak", "Ohio Star Ball"],
      ["Zoe Novak", "Ohio Star Ball"],
      ["Mia Novak", "Windy City Open"],
    ]);
    expect(list.every((b) => b.upcoming && b.statusLabel === "Request received")).toBe(true);
    expect(list[0].money).toMatchObject({ estimate: "$85", paid: "$0", balance: "$85", hasPaid: false });
    expect(list.map((b) => b.id)).not.toContain(bookings.other);

    // A past competition goes after the upcoming ones.
    await db().bookingDay.updateMany({ where: { bookingId: bookings.zoe }, data: { date: new Date(`${iso(-20)}T00:00:00Z`) } });
    const again = await listFamilyBookings(contact!);
    expect(again.at(-1)).toMatchObject({ dancer: "Zoe Novak", upcoming: false });
  });

  it("another family's booking id is a 404, through the lib and the open endpoint", async () => {
    const sessionToken = await signedIn();
    const contact = (await familySessionContact(sessionToken))!;
    await expect(requireFamilyBooking(contact, bookings.other)).rejects.toBeInstanceOf(NotFoundError);
    await expect(openFamilyBooking(contact, "no-such-booking")).rejects.toBeInstanceOf(NotFoundError);

    const cookie = { cookie: `${FAMILY_COOKIE}=${sessionToken}` };
    const theirs = await callRoute(openRoute, "GET", `/api/family/bookings/${bookings.other}/open`, { params: { id: bookings.other }, headers: cookie });
    expect(theirs.status).toBe(404);
    const noSession = await callRoute(openRoute, "GET", `/api/family/bookings/${bookings.mia}/open`, { params: { id: bookings.mia } });
    expect(noSession.status).toBe(404);

    // Hers: a fresh private link to the booking's own page.
    const ours = await callRoute(openRoute, "GET", `/api/family/bookings/${bookings.mia}/open`, { params: { id: bookings.mia }, headers: cookie });
    expect(ours.status).toBe(303);
    const token = /^\/booking\/([A-Za-z0-9_-]{43})$/.exec(ours.headers.get("location") ?? "")![1];
    expect((await liveBookingLink(token))?.bookingId).toBe(bookings.mia);
  });
});

describe("new competitions on the family page", () => {
  it("lists each dancer once; a tick records her consent from the family page; another family's booking or no session is a 404", async () => {
    const sessionToken = await signedIn();
    const contact = (await familySessionContact(sessionToken))!;
    expect((await familyMarketingChoices(contact)).map((c) => [c.dancer, c.marketing.on])).toEqual([["Mia Novak", false], ["Zoe Novak", false]]);
    const cookie = { cookie: `${FAMILY_COOKIE}=${sessionToken}` };
    const mia = (await familyMarketingChoices(contact))[0].bookingId;
    const ticked = await callRoute(marketingRoute, "PUT", `/api/family/bookings/${mia}/marketing`, { params: { id: mia }, body: { consent: true }, headers: cookie });
    expect(ticked.status).toBe(200);
    expect(await ticked.json()).toEqual({ marketing: { on: true } });
    expect((await familyMarketingChoices(contact)).map((c) => [c.dancer, c.marketing.on])).toEqual([["Mia Novak", true], ["Zoe Novak", false]]);
    const client = (await db().booking.findUniqueOrThrow({ where: { id: mia } })).clientId;
    expect(await db().marketingConsentEvent.findMany({ where: { clientId: client }, select: { action: true, source: true } })).toEqual([{ action: "consent", source: "family_page" }]);
    const theirs = await callRoute(marketingRoute, "PUT", `/api/family/bookings/${bookings.other}/marketing`, { params: { id: bookings.other }, body: { consent: true }, headers: cookie });
    expect(theirs.status).toBe(404);
    const noSession = await callRoute(marketingRoute, "PUT", `/api/family/bookings/${mia}/marketing`, { params: { id: mia }, body: { consent: false } });
    expect(noSession.status).toBe(404);
  });
});

describe("the family's receipts", () => {
  it("lists each booking's receipts; another family's receipt, or its balance, is a 404", async () => {
    const staff = { id: "staff-1", firstName: "Dana", lastName: "Desk" };
    await recordOfflinePayment(bookings.zoe, { amountCents: 4_000, method: "cash", note: "" }, staff);
    await recordOfflinePayment(bookings.other, { amountCents: 2_000, method: "cash", note: "" }, staff);
    const sessionToken = await signedIn();
    const contact = (await familySessionContact(sessionToken))!;
    const zoe = (await listFamilyBookings(contact)).find((b) => b.id === bookings.zoe)!;
    expect(zoe.receipts).toHaveLength(1);
    expect(zoe.receipts[0]).toMatchObject({ kind: "payment", total: "$40" });
    expect((await familyReceipt(contact, zoe.receipts[0].id)).dancer).toBe("Zoe Novak");

    const theirs = await db().paymentReceipt.findFirstOrThrow({ where: { bookingId: bookings.other } });
    await expect(familyReceipt(contact, theirs.id)).rejects.toBeInstanceOf(NotFoundError);
    const cookie = { cookie: `${FAMILY_COOKIE}=${sessionToken}` };
    const pay = await callRoute(balanceRoute, "POST", `/api/family/bookings/${bookings.other}/balance`, { params: { id: bookings.other }, body: {}, headers: cookie });
    expect(pay.status).toBe(404);
    // Hers, not yet confirmed: nothing to pay online yet (409), never a payment page.
    const notYet = await callRoute(balanceRoute, "POST", `/api/family/bookings/${bookings.zoe}/balance`, { params: { id: bookings.zoe }, body: {}, headers: cookie });
    expect(notYet.status).toBe(409);
  });
});

describe("revocation", () => {
  it("revoking a booking's links ends the family's session and any unused sign-in link of its address", async () => {
    const sessionToken = await signedIn();
    await requestFamilySignIn(MIA_EMAIL, "198.51.100.2");
    const pending = await signInToken();
    const otherFamily = await (async () => {
      await requestFamilySignIn("other@example.net", "198.51.100.3");
      return (await spendFamilySignIn(await signInToken("other@example.net")))!.sessionToken;
    })();

    await revokeBookingLinks(bookings.zoe);
    expect(await familySessionContact(sessionToken)).toBeNull();
    expect(await spendFamilySignIn(pending)).toBeNull();
    // Another address is untouched.
    expect(await familySessionContact(otherFamily)).toEqual({ kind: "email", value: "other@example.net" });
  });

  it("a booking's new address ends the family link of the old one, and the booking leaves its list", async () => {
    const sessionToken = await signedIn();
    await updateBooking(bookings.mia, { additionalNotes: "", danceStartDate: "", danceStartTime: "", email: "new-address@example.net", dayDetails: [{ date: iso(10), schedules: [] }] });
    expect(await familySessionContact(sessionToken)).toBeNull();
    const fresh = await familySessionContact(await signedIn());
    expect((await listFamilyBookings(fresh!)).map((b) => b.id)).not.toContain(bookings.mia);
  });
});
