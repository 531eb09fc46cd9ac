import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DEV_CAPTCHA_TOKEN } from "@/lib/captcha";
import { listContactMessages, setContactMessageHandled, submitContactMessage } from "@/lib/contact";
import { contactMessageSchema } from "@/lib/contact/schema";
import { deliverDueEmails, listOutboxEmails } from "@/lib/notify/outbox";
import { POST as sendEmailRoute } from "@/app/api/send-email/route";
import { callRoute } from "@/tests/support/api";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { startFakeHcaptcha, type FakeHcaptcha } from "@/tests/support/fakes/hcaptcha";
import { startFakeResend, type FakeResend } from "@/tests/support/fakes/resend";

let hcaptcha: FakeHcaptcha;
let resend: FakeResend;

beforeAll(async () => {
  [hcaptcha, resend] = await Promise.all([startFakeHcaptcha(), startFakeResend()]);
});
afterAll(async () => {
  await Promise.all([hcaptcha.close(), resend.close()]);
});
beforeEach(async () => {
  await resetDatabase();
  vi.stubEnv("STUDIO_EMAIL", "owner@studio.test");
  vi.stubEnv("HCAPTCHA_SECRET_KEY", "");
  vi.stubEnv("NEXT_PUBLIC_HCAPTCHA_SITE_KEY", "");
  vi.stubEnv("RESEND_API_KEY", "");
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const form = (overrides: Record<string, unknown> = {}) =>
  contactMessageSchema.parse({ fullName: "  Ana Lima ", emailAddress: " ana@example.org ", phone: "(555) 123-4567", message: "Hi!\nDo you do youth buns?", captchaToken: DEV_CAPTCHA_TOKEN, ...overrides });

/** The public endpoint: limit, Idempotency-Key, captcha, then submitContactMessage. */
const sendContactForm = (body: Record<string, unknown>, ip = "198.51.100.9") => callRoute(sendEmailRoute, "POST", "/api/send-email", { body, headers: { "x-forwarded-for": ip } });

describe("contact messages", () => {
  it("stores the message and queues one notification to the studio, reply-to the visitor", async () => {
    const { id, emailId } = await submitContactMessage(form(), { ip: "198.51.100.4" });
    const stored = await testPrisma().contactMessage.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ fullName: "Ana Lima", emailAddress: "ana@example.org", phone: "(555) 123-4567", message: "Hi!\nDo you do youth buns?", ip: "198.51.100.4", handledAt: null });

    const email = await testPrisma().emailMessage.findUniqueOrThrow({ where: { id: emailId } });
    expect(email).toMatchObject({ kind: "contact-notification", idempotencyKey: `contact-notification/${id}`, to: "owner@studio.test", replyTo: "ana@example.org", subject: "New contact message from Ana Lima", status: "pending" });
    expect(email.html).toContain("Do you do youth buns?");
    expect(email.text).toContain("Phone: (555) 123-4567");
  });

  it("stores nothing when the captcha is missing or wrong", async () => {
    const missing = await sendContactForm(form({ captchaToken: undefined }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "Please complete the CAPTCHA." });
    expect((await sendContactForm(form({ captchaToken: "forged" }))).status).toBe(400);
    expect(await testPrisma().contactMessage.count()).toBe(0);
    expect(await testPrisma().emailMessage.count()).toBe(0);
  });

  it("follows the public submission flow: a refusal is remembered under its Idempotency-Key, a success answers once", async () => {
    const key = { "idempotency-key": "contact-retry-1" };
    const refused = await callRoute(sendEmailRoute, "POST", "/api/send-email", { body: form({ captchaToken: "forged" }), headers: key });
    const repeated = await callRoute(sendEmailRoute, "POST", "/api/send-email", { body: form({ captchaToken: DEV_CAPTCHA_TOKEN }), headers: key });
    expect([refused.status, repeated.status]).toEqual([400, 400]);
    expect(await repeated.json()).toEqual(await refused.json());
    expect(await testPrisma().contactMessage.count()).toBe(0);

    const next = { "idempotency-key": "contact-retry-2" };
    const answers = await Promise.all([1, 2].map(() => callRoute(sendEmailRoute, "POST", "/api/send-email", { body: form(), headers: next })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await testPrisma().contactMessage.count()).toBe(1);
  });

  it("with hCaptcha and Resend configured: verified, stored, and delivered; Resend being down loses nothing", async () => {
    vi.stubEnv("HCAPTCHA_SECRET_KEY", "secret");
    vi.stubEnv("NEXT_PUBLIC_HCAPTCHA_SITE_KEY", "site");
    vi.stubEnv("HCAPTCHA_VERIFY_URL", hcaptcha.verifyUrl);
    vi.stubEnv("RESEND_API_KEY", "re_key");
    vi.stubEnv("RESEND_BASE_URL", resend.url);

    resend.failNext(503);
    expect((await sendContactForm(form({ captchaToken: "P1_solved" }), "198.51.100.9")).status).toBe(200);
    expect(hcaptcha.forms().at(-1)).toMatchObject({ response: "P1_solved", remoteip: "198.51.100.9" });
    const id = (await testPrisma().contactMessage.findFirstOrThrow()).id;
    expect(await deliverDueEmails()).toMatchObject({ failed: 1 });
    expect((await listContactMessages())[0]._id).toBe(id);
    expect((await listOutboxEmails())[0]).toMatchObject({ status: "failed", willRetry: true, attempts: 1 });

    expect(await deliverDueEmails({ now: new Date(Date.now() + 60_000) })).toMatchObject({ sent: 1 });
    expect(resend.accepted.at(-1)?.payload).toMatchObject({ to: ["owner@studio.test"], reply_to: "ana@example.org", subject: "New contact message from Ana Lima" });
    // The provider token is single-use.
    expect((await sendContactForm(form({ captchaToken: "P1_solved" }))).status).toBe(400);
    expect(await testPrisma().contactMessage.count()).toBe(1);
  });

  it("lists messages newest first and marks them handled or open again", async () => {
    const first = await submitContactMessage(form({ fullName: "First" }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await submitContactMessage(form({ fullName: "Second" }));
    expect((await listContactMessages()).map((m) => m.fullName)).toEqual(["Second", "First"]);

    const handled = await setContactMessageHandled(first.id, true);
    expect(handled).toMatchObject({ _id: first.id, handled: true, handledAt: expect.any(String) });
    expect((await setContactMessageHandled(first.id, true)).handledAt).toBe(handled.handledAt);
    expect((await listContactMessages({ handled: false })).map((m) => m._id)).toEqual([second.id]);
    expect((await setContactMessageHandled(first.id, false)).handled).toBe(false);
    await expect(setContactMessageHandled("nope", true)).rejects.toMatchObject({ status: 404 });
  });
});
