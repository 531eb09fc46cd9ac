// The texts integration tests' shared world: a fresh database before each test, a loopback fake of
// Twilio's Messages API reached by the real SDK, and a competition in Chicago that runs today (so quiet
// hours do not hold texts back unless a test asks for them) with one booking whose dancer agreed to texts.
import { afterEach, beforeEach, vi } from "vitest";
import { NextRequest } from "next/server";
import { createBooking } from "@/lib/bookings";
import { bookingRequest } from "@/tests/support/booking-requests";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { signTwilioWebhook, startFakeTwilio, TEST_TWILIO, type FakeTwilio } from "@/tests/support/fakes/twilio";

export { iso, TEST_TWILIO };

export const PUBLIC_BASE = "https://studio.test";
export const DANCER_PHONE = "+13125550199";

export interface TextWorld {
  twilio: FakeTwilio;
  eventId: string;
  serviceId: string;
  bookingId: string;
  clientId: string;
}

/** Registers the hooks; `world` is filled before each test. */
export function textWorld(): TextWorld {
  const world = {} as TextWorld;
  beforeEach(async () => {
    await resetDatabase();
    world.twilio = await startFakeTwilio();
    vi.stubEnv("TWILIO_ACCOUNT_SID", TEST_TWILIO.accountSid);
    vi.stubEnv("TWILIO_AUTH_TOKEN", TEST_TWILIO.authToken);
    vi.stubEnv("TWILIO_FROM", TEST_TWILIO.from);
    vi.stubEnv("TWILIO_API_BASE", world.twilio.url);
    vi.stubEnv("PUBLIC_BASE_URL", PUBLIC_BASE);
    vi.stubEnv("STUDIO_NAME", "Velvet & Pins");
    vi.stubEnv("STUDIO_PHONE", "(312) 555-0100");
    const db = testPrisma();
    world.eventId = (await db.event.create({ data: { eventName: "Windy City Open", city: "Chicago", state: "Illinois", timeZone: "America/Chicago", eventStartDate: new Date(`${iso(10)}T00:00:00Z`), eventEndDate: new Date(`${iso(12)}T00:00:00Z`) } })).id;
    world.serviceId = (await db.service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
    const booking = await createBooking(bookingRequest({ competition: world.eventId, service: world.serviceId, days: [iso(10)], phoneNumber: "(312) 555-0199", textConsent: true }));
    world.bookingId = booking._id;
    world.clientId = (await db.booking.findUniqueOrThrow({ where: { id: booking._id } })).clientId!;
    // The competition runs from yesterday (its zone): every moment of these tests is a competition day.
    await db.event.update({ where: { id: world.eventId }, data: { eventStartDate: new Date(`${iso(-1)}T00:00:00Z`) } });
    // The booking's own emails (receipt, studio notice) are not what these tests look at.
    await db.emailMessage.deleteMany({ where: { channel: "email" } });
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await world.twilio?.close();
  });
  return world;
}

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Posts a webhook to a route handler as Twilio would: signed over the public URL unless `signature` says otherwise. */
export async function postTwilioWebhook(handler: Handler, path: string, params: Record<string, string>, signature: "signed" | "unsigned" | "forged" = "signed"): Promise<Response> {
  const signed = signTwilioWebhook(`${PUBLIC_BASE}${path}`, params, signature === "forged" ? "not-the-auth-token" : TEST_TWILIO.authToken);
  const headers: Record<string, string> = { "content-type": signed.headers["content-type"], "x-forwarded-for": "203.0.113.77" };
  if (signature !== "unsigned") headers["x-twilio-signature"] = signed.headers["x-twilio-signature"];
  return handler(new NextRequest(`http://localhost:3000${path}`, { method: "POST", headers, body: signed.body }), { params: Promise.resolve({}) });
}

let sids = 0;
/** An inbound text's webhook params. */
export const inboundParams = (from: string, body: string) => ({ MessageSid: `SMin${String(++sids).padStart(30, "0")}`, AccountSid: TEST_TWILIO.accountSid, From: from, To: TEST_TWILIO.from, Body: body, NumMedia: "0" });
