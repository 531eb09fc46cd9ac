// The real route handler of POST /api/webhooks/resend, called with events signed like Resend's.
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/webhooks/resend/route";
import { newWebhookSecret, signResendWebhook } from "@/tests/support/fakes/resend";
import { resetDatabase, testPrisma } from "@/tests/support/db";

const db = () => testPrisma();
const context = { params: Promise.resolve({}) };
let secret: string;

async function deliver(signed: { body: string; headers: Record<string, string> }, ip = "198.51.100.1") {
  const response = await POST(new NextRequest("http://127.0.0.1/api/webhooks/resend", { method: "POST", body: signed.body, headers: { ...signed.headers, "x-forwarded-for": ip } }), context);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const event = (type: string, emailId: string, extra: Record<string, unknown> = {}) => ({ type, created_at: new Date().toISOString(), data: { email_id: emailId, to: ["dancer@example.net"], ...extra } });

async function sentEmail(providerId: string) {
  return db().emailMessage.create({
    data: { kind: "booking-receipt", idempotencyKey: `booking-receipt/${providerId}`, to: "dancer@example.net", subject: "We received your request", html: "<p>x</p>", text: "x", status: "sent", providerId, sentAt: new Date() },
  });
}

const snapshot = async () => ({
  emails: await db().emailMessage.findMany({ orderBy: { id: "asc" }, select: { id: true, deliveryStatus: true, deliveryDetail: true } }),
  events: await db().providerWebhookEvent.count(),
});

beforeEach(async () => {
  await resetDatabase();
  secret = newWebhookSecret();
  vi.stubEnv("RESEND_WEBHOOK_SECRET", secret);
});
afterEach(() => vi.unstubAllEnvs());

describe("POST /api/webhooks/resend", () => {
  it("records delivered, bounced (with the bounce type) and complained on the matching outbox row", async () => {
    const [a, b, c] = [await sentEmail("re_a"), await sentEmail("re_b"), await sentEmail("re_c")];
    expect(await deliver(signResendWebhook(secret, event("email.delivered", "re_a")))).toMatchObject({ status: 200, body: { outcome: "recorded" } });
    expect((await deliver(signResendWebhook(secret, event("email.bounced", "re_b", { bounce: { type: "Permanent", subType: "General", message: "Mailbox does not exist" } })))).status).toBe(200);
    expect((await deliver(signResendWebhook(secret, event("email.complained", "re_c")))).status).toBe(200);
    const rows = Object.fromEntries((await db().emailMessage.findMany()).map((r) => [r.id, [r.deliveryStatus, r.deliveryDetail]]));
    expect(rows[a.id]).toEqual(["delivered", null]);
    expect(rows[b.id]).toEqual(["bounced", "Permanent (General): Mailbox does not exist"]);
    expect(rows[c.id]).toEqual(["complained", "The recipient marked the email as spam."]);
  });

  it("a late 'delivery delayed' or 'delivered' never overwrites a bounce; 'delivered' follows 'delayed'", async () => {
    const row = await sentEmail("re_order");
    await deliver(signResendWebhook(secret, event("email.delivery_delayed", "re_order")));
    expect((await db().emailMessage.findUniqueOrThrow({ where: { id: row.id } })).deliveryStatus).toBe("delivery_delayed");
    await deliver(signResendWebhook(secret, event("email.bounced", "re_order", { bounce: { type: "Permanent" } })));
    await deliver(signResendWebhook(secret, event("email.delivered", "re_order")));
    expect((await db().emailMessage.findUniqueOrThrow({ where: { id: row.id } })).deliveryStatus).toBe("bounced");
  });

  it("refuses unsigned, wrongly signed and stale events with 401, a replayed svix-id with 409, and stores nothing for them", async () => {
    await sentEmail("re_x");
    const valid = signResendWebhook(secret, event("email.bounced", "re_x"));
    const before = await snapshot();

    const unsigned = await deliver({ body: valid.body, headers: { "content-type": "application/json" } });
    const forged = await deliver(signResendWebhook(newWebhookSecret(), event("email.bounced", "re_x")));
    const tampered = await deliver({ body: valid.body.replace("email.bounced", "email.delivered"), headers: valid.headers });
    const stale = await deliver(signResendWebhook(secret, event("email.bounced", "re_x"), { at: new Date(Date.now() - 6 * 60_000) }));
    for (const answer of [unsigned, forged, tampered, stale]) {
      expect(answer.status).toBe(401);
      expect(answer.body.error).toBe("The webhook signature could not be verified.");
    }
    expect(await snapshot()).toEqual(before);

    expect((await deliver(valid)).status).toBe(200);
    const afterFirst = await snapshot();
    const replay = await deliver(valid);
    expect(replay.status).toBe(409);
    expect(await snapshot()).toEqual(afterFirst);
  });

  it("an unknown message id or event type is accepted with 202 and ignored; malformed JSON is 400", async () => {
    await sentEmail("re_known");
    const before = await snapshot();
    expect(await deliver(signResendWebhook(secret, event("email.delivered", "re_unknown")))).toMatchObject({ status: 202, body: { outcome: "ignored" } });
    expect((await deliver(signResendWebhook(secret, event("email.opened", "re_known")))).status).toBe(202);
    const malformed = await deliver(signResendWebhook(secret, null, { body: "{not json" }));
    expect(malformed.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("without RESEND_WEBHOOK_SECRET every call is refused (fails closed)", async () => {
    await sentEmail("re_nosecret");
    vi.stubEnv("RESEND_WEBHOOK_SECRET", "");
    expect((await deliver(signResendWebhook(secret, event("email.delivered", "re_nosecret")))).status).toBe(401);
  });

  it("is rate-limited per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 601; i += 1) statuses.push((await deliver({ body: "{}", headers: { "content-type": "application/json" } }, "198.51.100.77")).status);
    expect(statuses.slice(0, 600).every((s) => s === 401)).toBe(true);
    expect(statuses[600]).toBe(429);
  });
});
