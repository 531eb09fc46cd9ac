// The deposits integration tests' shared world: a loopback fake Stripe reached through the official
// SDK, a confirmed 2-day booking with its private link, a staff member, deposits on ($40 per day),
// and the calls a customer's browser and Stripe make (pay, webhook delivery).
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { POST as payDeposit } from "@/app/api/booking/link/[token]/deposit/route";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { createBooking } from "@/lib/bookings";
import { issueBookingLink } from "@/lib/auth";
import { hashPassword } from "@/lib/auth/password";
import { updateDepositSettings } from "@/lib/payments";
import { DEFAULT_DEPOSIT_SETTINGS } from "@/lib/payments/dto";
import { fromDateOnly } from "@/lib/time";
import { iso } from "@/tests/support/days";
import { bookingRequest } from "@/tests/support/booking-requests";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { newStripeWebhookSecret, signStripeEvent, startFakeStripe, type FakeStripe } from "@/tests/support/fakes/stripe";

export { iso };

export interface DepositWorld {
  stripe: FakeStripe;
  secret: string;
  bookingId: string;
  token: string;
  staff: { id: string; firstName: string; lastName: string };
}

let ipCounter = 0;
const nextIp = () => `198.51.100.${(ipCounter = (ipCounter % 250) + 1)}`;
export const sessionIdOf = (url: unknown) => String(url).split("/").pop()!;
export const payments = () => testPrisma().payment.findMany({ orderBy: { createdAt: "asc" } });

/** Registers the hooks that build the world before each test; its fields are filled by then. */
export function depositWorld(): DepositWorld & {
  pay: (form?: boolean) => Promise<{ status: number; location: string | null; body: Record<string, unknown> }>;
  deliver: (signed: { body: string; headers: Record<string, string> }) => Promise<{ status: number; body: Record<string, unknown> }>;
  paidThroughCheckout: () => Promise<{ sessionId: string; event: ReturnType<FakeStripe["pay"]> }>;
} {
  const world = {} as DepositWorld;
  const db = () => testPrisma();

  async function pay(form = false) {
    const init = form
      ? { method: "POST", body: "", headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextIp() } }
      : { method: "POST", body: "{}", headers: { "content-type": "application/json", "x-forwarded-for": nextIp() } };
    const response = await payDeposit(new NextRequest(`http://127.0.0.1/api/booking/link/${world.token}/deposit`, init), { params: Promise.resolve({ token: world.token }) });
    return { status: response.status, location: response.headers.get("location"), body: response.status === 303 ? {} : ((await response.json()) as Record<string, unknown>) };
  }

  async function deliver(signed: { body: string; headers: Record<string, string> }) {
    const response = await stripeWebhook(new NextRequest("http://127.0.0.1/api/webhooks/stripe", { method: "POST", body: signed.body, headers: { ...signed.headers, "x-forwarded-for": nextIp() } }), { params: Promise.resolve({}) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** The customer pays: Checkout Session created, paid on "Stripe", and the webhook delivered. */
  async function paidThroughCheckout() {
    const started = await pay();
    expect(started.status).toBe(200);
    const sessionId = sessionIdOf(started.body.url);
    const event = world.stripe.pay(sessionId);
    expect((await deliver(signStripeEvent(world.secret, event))).status).toBe(200);
    return { sessionId, event };
  }

  beforeAll(async () => {
    world.stripe = await startFakeStripe();
  });
  afterAll(() => world.stripe.close());

  beforeEach(async () => {
    await resetDatabase();
    const { stripe } = world;
    stripe.sessions.clear();
    stripe.refunds.length = 0;
    stripe.recover();
    stripe.requests.length = 0;
    world.secret = newStripeWebhookSecret();
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_fake_key");
    vi.stubEnv("STRIPE_API_URL", stripe.url);
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", world.secret);
    vi.stubEnv("STRIPE_TIMEOUT_MS", "2000");
    vi.stubEnv("NEXTAUTH_URL", "https://studio.example");
    vi.stubEnv("BOOKING_LINK_RATE_LIMIT", "100000");
    const event = await db().event.create({ data: { eventName: "Ohio Star Ball", city: "Columbus", state: "Ohio", eventStartDate: fromDateOnly(iso(20)), eventEndDate: fromDateOnly(iso(22)) } });
    const hair = await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } });
    const lashes = await db().service.create({ data: { title: "Lashes", price: 12.5, category: "Additional" } });
    const booking = await createBooking(bookingRequest({ competition: event.id, service: hair.id, days: [iso(20), iso(21)], additionalServices: [lashes.id] }));
    world.bookingId = booking._id;
    // Confirmed today (the deposit's due clock starts at the confirmation).
    await db().booking.update({ where: { id: world.bookingId }, data: { confirmedAt: new Date(), isAssigned: true } });
    world.token = await issueBookingLink(db(), { id: world.bookingId, days: [{ date: fromDateOnly(iso(20)) }] });
    const user = await db().user.create({ data: { firstName: "Daniel", lastName: "Brooks", email: "daniel@example.com", passwordHash: await hashPassword("irrelevant-password"), permissions: ["manage_bookings"] } });
    world.staff = { id: user.id, firstName: user.firstName, lastName: user.lastName };
    await updateDepositSettings({ ...DEFAULT_DEPOSIT_SETTINGS, enabled: true, mode: "fixed_per_day", fixedCentsPerDay: 4_000, dueDays: 7 });
  });
  afterEach(() => vi.unstubAllEnvs());

  return Object.assign(world, { pay, deliver, paidThroughCheckout });
}
