// An email that ends as failed for good (out of retries, past its notAfter, or
// abandoned mid-send on its last attempt) keeps no working private link in the outbox row.
import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_ATTEMPTS } from "@/lib/notify/dto";
import { deliverDueEmails, enqueueEmail, TOO_LATE_TO_SEND } from "@/lib/notify/outbox";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { startFakeResend, type FakeResend } from "@/tests/support/fakes/resend";

let resend: FakeResend | null = null;
let sequence = 0;

beforeEach(async () => {
  await resetDatabase();
  resend = await startFakeResend();
  vi.stubEnv("RESEND_API_KEY", "re_test_key");
  vi.stubEnv("RESEND_BASE_URL", resend.url);
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await resend?.close();
  resend = null;
});

/** An email carrying a private link, as a receipt or reminder does; returns its row id and the token. */
async function emailWithLink(extra: { notAfter?: Date } = {}) {
  sequence += 1;
  const token = randomBytes(32).toString("base64url");
  const url = `https://studio.test/booking/${token}`;
  const { id } = await enqueueEmail(
    { kind: "booking-reminder", entityId: `b-${sequence}`, to: "mia@example.net", subject: "See you tomorrow", html: `<p><a href="${url}">View or cancel</a></p>`, text: `View or cancel: ${url}`, ...extra },
    testPrisma(),
  );
  return { id, token };
}

const row = (id: string) => testPrisma().emailMessage.findUniqueOrThrow({ where: { id } });

async function expectNoToken(id: string, token: string) {
  const stored = await row(id);
  expect(stored.status).toBe("failed");
  expect(stored.html).not.toContain(token);
  expect(stored.text).not.toContain(token);
  expect(stored.text).toContain("/booking/[private link removed after sending]");
  expect(stored.html).toContain("/booking/[private link removed after sending]");
}

describe("failed for good → the private link is stripped", () => {
  it("out of retries: after the last automatic attempt the row holds no token (earlier failures keep it for the retry)", async () => {
    await resend!.close();
    const { id, token } = await emailWithLink();
    let clock = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await deliverDueEmails({ now: new Date(clock) })).toMatchObject({ claimed: 1, failed: 1 });
      const stored = await row(id);
      if (attempt < MAX_ATTEMPTS) expect(stored.text, `attempt ${attempt}`).toContain(token);
      clock = stored.nextAttemptAt.getTime() + 1;
    }
    expect((await row(id)).attempts).toBe(MAX_ATTEMPTS);
    await expectNoToken(id, token);
  });

  it("past its notAfter (a reminder for a day that has started)", async () => {
    const { id, token } = await emailWithLink({ notAfter: new Date(Date.now() - 60_000) });
    expect(await deliverDueEmails()).toMatchObject({ claimed: 1, sent: 0, failed: 1 });
    expect((await row(id)).lastError).toBe(TOO_LATE_TO_SEND);
    expect(resend!.accepted).toHaveLength(0);
    await expectNoToken(id, token);
  });

  it("abandoned while sending on its last attempt (the server stopped)", async () => {
    const { id, token } = await emailWithLink();
    await testPrisma().emailMessage.update({ where: { id }, data: { status: "sending", attempts: MAX_ATTEMPTS, nextAttemptAt: new Date(Date.now() - 60_000) } });
    await deliverDueEmails();
    expect((await row(id)).lastError).toBe("Delivery was interrupted (the server stopped while sending).");
    await expectNoToken(id, token);
  });
});
