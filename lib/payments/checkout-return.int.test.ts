// The private link never leaves the studio's server on the way to Stripe and back: Checkout is given
// return URLs keyed by the Checkout Session id, the browser that paid returns to its own page through
// an HttpOnly cookie, any other browser to a neutral page; erasure removes the kept sessions.
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as payDeposit } from "@/app/api/booking/link/[token]/deposit/route";
import { GET as checkoutReturn } from "@/app/api/payments/return/route";
import { revokeBookingLinks } from "@/lib/auth";
import { eraseClient } from "@/lib/clients/erase";
import { testPrisma } from "@/tests/support/db";
import { payments, sessionIdOf, depositWorld, type DepositWorld } from "@/tests/support/deposit-world";

const db = () => testPrisma();
const world = depositWorld();
let stripe: DepositWorld["stripe"];
let bookingId: string;
let token: string;
beforeEach(() => {
  ({ stripe, bookingId, token } = world);
});

async function pay() {
  const response = await payDeposit(
    new NextRequest(`http://127.0.0.1/api/booking/link/${token}/deposit`, { method: "POST", body: "{}", headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.77" } }),
    { params: Promise.resolve({ token }) },
  );
  expect(response.status).toBe(200);
  const cookie = response.headers.get("set-cookie") ?? "";
  return { sessionId: sessionIdOf(((await response.json()) as { url: string }).url), cookie };
}

async function returnFromStripe(search: string, cookie?: string) {
  const headers: Record<string, string> = { "x-forwarded-for": "198.51.100.78" };
  if (cookie) headers.cookie = cookie.split(";")[0];
  const response = await checkoutReturn(new NextRequest(`https://studio.example/api/payments/return${search}`, { headers }), { params: Promise.resolve({}) });
  return { status: response.status, location: response.headers.get("location"), setCookie: response.headers.get("set-cookie") };
}

describe("Checkout's way back", () => {
  it("Stripe gets return URLs keyed by {CHECKOUT_SESSION_ID}, no private link and no dancer's name anywhere in what is sent", async () => {
    const { cookie } = await pay();
    const session = [...stripe.sessions.values()][0];
    expect(session.success_url).toBe("https://studio.example/api/payments/return?session_id={CHECKOUT_SESSION_ID}");
    expect(session.cancel_url).toBe("https://studio.example/api/payments/return?deposit=cancelled");
    const sent = stripe.requests.map((r) => decodeURIComponent(r.body.replace(/\+/g, " "))).join("\n");
    expect(sent).toContain("/api/payments/return");
    expect(sent).not.toContain(token);
    expect(sent).not.toContain("Novak");
    // The way back lives in the paying browser only: HttpOnly, scoped to the return route, Secure on https.
    expect(cookie).toBe(`vp_deposit_return=${token}; Path=/api/payments/return; Max-Age=86400; HttpOnly; SameSite=Lax; Secure`);
  });

  it("the paying browser returns to its private page with the payment recorded; another browser to a neutral page", async () => {
    const { sessionId, cookie } = await pay();
    stripe.pay(sessionId);
    const back = await returnFromStripe(`?session_id=${sessionId}`, cookie);
    expect(back).toMatchObject({ status: 303, location: `/booking/${token}?deposit=paid` });
    expect(back.setCookie).toContain("vp_deposit_return=; Path=/api/payments/return; Max-Age=0");
    expect((await payments()).map((p) => [p.providerSessionId, p.amountCents])).toEqual([[sessionId, 8_000]]);
    expect(await returnFromStripe(`?session_id=${sessionId}`)).toMatchObject({ status: 303, location: "/payments/returned?deposit=paid" });
    expect(await returnFromStripe("?deposit=cancelled", cookie)).toMatchObject({ status: 303, location: `/booking/${token}?deposit=cancelled` });
    expect(await payments()).toHaveLength(1);
  });

  it("a revoked link, an unknown session or another booking's cookie never lead to a private page", async () => {
    const { sessionId, cookie } = await pay();
    expect(await returnFromStripe("?session_id=cs_test_unknown", cookie)).toMatchObject({ location: `/booking/${token}?deposit=paid` });
    await db().depositCheckout.update({ where: { id: sessionId }, data: { bookingId: (await db().booking.create({ data: { ...(await db().booking.findUniqueOrThrow({ where: { id: bookingId }, omit: { id: true, clientId: true, createdAt: true, updatedAt: true } })) } })).id } });
    expect(await returnFromStripe(`?session_id=${sessionId}`, cookie)).toMatchObject({ location: "/payments/returned?deposit=paid" });
    await revokeBookingLinks(bookingId);
    expect(await returnFromStripe("?deposit=cancelled", cookie)).toMatchObject({ location: "/payments/returned?deposit=cancelled" });
    expect((await returnFromStripe("?session_id=not-a-session%0d%0a", cookie)).status).toBe(303);
  });
});

describe("erasure", () => {
  it("removes the client's kept Checkout Sessions", async () => {
    await pay();
    expect(await db().depositCheckout.count({ where: { bookingId } })).toBe(1);
    const { clientId } = await db().booking.findUniqueOrThrow({ where: { id: bookingId }, select: { clientId: true } });
    await eraseClient(clientId!, { id: world.staff.id, firstName: "Daniel", lastName: "Brooks" });
    expect(await db().depositCheckout.count({ where: { bookingId } })).toBe(0);
  });
});
