import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DEV_CAPTCHA_TOKEN } from "@/lib/captcha";
import { listContactMessages, setContactMessageHandled, submitContactMessage } from "@/lib/contact";
import { contactMessageSchema } from "@/lib/contact/schema";
import { deliverDueEmails, listOutboxEmails } from "@/lib/email/outbox";
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
    await expect(submitContactMessage(form({ captchaToken: undefined }))).rejects.toMatchObject({ status: 400, message: "Please complete the CAPTCHA." });
    await expect(submitContactMessage(form({ captchaToken: "forged" }))).rejects.toMatchObject({ status: 400 });
    expect(await testPrisma().contactMessage.count()).toBe(0);
    expect(await testPrisma().emailMessage.count()).toBe(0);
  });

  it("with hCaptcha and Resend configured: verified, stored, and delivered; Resend being down loses nothing", async () => {
    vi.stubEnv("HCAPTCHA_SECRET_KEY", "secret");
    vi.stubEnv("NEXT_PUBLIC_HCAPTCHA_SITE_KEY", "site");
    vi.stubEnv("HCAPTCHA_VERIFY_URL", hcaptcha.verifyUrl);
    vi.stubEnv("RESEND_API_KEY", "re_key");
    vi.stubEnv("RESEND_BASE_URL", resend.url);

    resend.failNext(503);
    const { id } = await submitContactMessage(form({ captchaToken: "P1_solved" }), { ip: "198.51.100.9" });
    expect(hcaptcha.forms().at(-1)).toMatchObject({ response: "P1_solved", remoteip: "198.51.100.9" });
    expect(await deliverDueEmails()).toMatchObject({ failed: 1 });
    expect((await listContactMessages())[0]._id).toBe(id);
    expect((await listOutboxEmails())[0]).toMatchObject({ status: "failed", willRetry: true, attempts: 1 });

    expect(await deliverDueEmails({ now: new Date(Date.now() + 60_000) })).toMatchObject({ sent: 1 });
    expect(resend.accepted.at(-1)?.payload).toMatchObject({ to: ["owner@studio.test"], reply_to: "ana@example.org", subject: "New contact message from Ana Lima" });
    // The provider token is single-use.
    await expect(submitContactMessage(form({ captchaToken: "P1_solved" }))).rejects.toMatchObject({ status: 400 });
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
