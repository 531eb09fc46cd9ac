import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_ATTEMPTS } from "@/lib/notify/dto";
import { deliverDueEmails, enqueueEmail, listOutboxEmails, retryEmail, scheduleOutboxDelivery } from "@/lib/notify/outbox";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { startFakeResend, type FakeResend } from "@/tests/support/fakes/resend";

// Next's `after()` as a request scope has it (tasks kept to run "after the response"), or as outside one (throws).
const scope = vi.hoisted(() => ({ inRequest: false, tasks: [] as (() => Promise<void>)[] }));
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (task: () => Promise<void>) => {
    if (!scope.inRequest) throw new Error("`after` was called outside a request scope");
    scope.tasks.push(task);
  },
}));

let resend: FakeResend | null = null;

beforeEach(async () => {
  await resetDatabase();
  scope.inRequest = false;
  scope.tasks = [];
  resend = await startFakeResend();
  vi.stubEnv("RESEND_API_KEY", "re_test_key");
  vi.stubEnv("RESEND_BASE_URL", resend.url);
  vi.stubEnv("EMAIL_FROM", "Test Studio <hello@studio.test>");
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await resend?.close();
  resend = null;
});

let sequence = 0;
function email(overrides: Partial<Parameters<typeof enqueueEmail>[0]> = {}) {
  sequence += 1;
  return {
    kind: "test-notice",
    entityId: `entity-${sequence}`,
    to: "studio@example.com",
    replyTo: "visitor@example.org",
    subject: "Hello",
    html: "<p>Hello</p>",
    text: "Hello",
    ...overrides,
  };
}

const later = (ms: number) => new Date(Date.now() + ms);
const row = (id: string) => testPrisma().emailMessage.findUniqueOrThrow({ where: { id } });

describe("enqueueEmail", () => {
  it("stores one row per kind/entity: a second enqueue returns the first", async () => {
    const input = email();
    const first = await enqueueEmail(input);
    const second = await enqueueEmail({ ...input, subject: "Changed" });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    const stored = await row(first.id);
    expect(stored).toMatchObject({ idempotencyKey: `test-notice/${input.entityId}`, status: "pending", attempts: 0, subject: "Hello" });
  });

  it("is part of the caller's transaction, duplicates included", async () => {
    const input = email();
    await enqueueEmail(input);
    await expect(
      testPrisma().$transaction(async (tx) => {
        const again = await enqueueEmail(input, tx);
        expect(again.created).toBe(false);
        await enqueueEmail(email({ entityId: "rolled-back" }), tx);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await testPrisma().emailMessage.count()).toBe(1);
  });

  it("schedules a delivery pass after the response that sends what is due", async () => {
    const { id } = await enqueueEmail(email({ entityId: "after-response" }));
    const scheduled: (() => Promise<void>)[] = [];
    expect(scheduleOutboxDelivery((task) => scheduled.push(task))).toBe(true);
    expect(scheduled).toHaveLength(1);
    expect((await row(id)).status).toBe("pending");
    await scheduled[0]();
    expect((await row(id)).status).toBe("sent");
    expect(resend!.accepted.map((r) => r.idempotencyKey)).toEqual(["test-notice/after-response"]);
  });

  it("outside a request scope schedules nothing and leaves the row for the worker", async () => {
    const { id } = await enqueueEmail(email({ entityId: "no-request" }));
    expect(scheduleOutboxDelivery()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await row(id)).status).toBe("pending");
    expect(resend!.accepted).toHaveLength(0);
  });
});

describe("queueing delivers without the caller's help", () => {
  it("queued in a request, the email is sent by the pass after the response", async () => {
    scope.inRequest = true;
    const { id } = await enqueueEmail(email({ entityId: "no-kick" }));
    expect(scope.tasks).toHaveLength(1);
    expect((await row(id)).status).toBe("pending");
    await scope.tasks[0]();
    expect((await row(id)).status).toBe("sent");
    expect(resend!.accepted.map((r) => r.idempotencyKey)).toEqual(["test-notice/no-kick"]);
  });

  it("queued in a transaction, one pass for all its rows, and it sends them only once the transaction has committed", async () => {
    scope.inRequest = true;
    let pass: Promise<void> | null = null;
    const ids = await testPrisma().$transaction(async (tx) => {
      const first = await enqueueEmail(email({ entityId: "in-tx-1" }), tx);
      const second = await enqueueEmail(email({ entityId: "in-tx-2" }), tx);
      expect(scope.tasks).toHaveLength(1);
      // The pass starts before the commit (as work already running after a response does) and waits for it.
      pass = scope.tasks[0]();
      await new Promise((resolve) => setImmediate(resolve));
      expect(resend!.accepted).toHaveLength(0);
      return [first.id, second.id];
    });
    await pass;
    expect((await Promise.all(ids.map(row))).map((r) => r.status)).toEqual(["sent", "sent"]);
    expect(resend!.accepted.map((r) => r.idempotencyKey).sort()).toEqual(["test-notice/in-tx-1", "test-notice/in-tx-2"]);
  });

  it("schedules no pass for an email due later (the worker sends it when due)", async () => {
    scope.inRequest = true;
    await enqueueEmail(email({ dueAt: later(60 * 60_000) }));
    expect(scope.tasks).toHaveLength(0);
  });
});

describe("delivery through Resend (a fake Resend server on 127.0.0.1)", () => {
  it("records a send abandoned on its last attempt as failed, and claims a send abandoned earlier again, in the same run", async () => {
    const lastTry = await enqueueEmail(email());
    const earlierTry = await enqueueEmail(email());
    const past = new Date(Date.now() - 60_000);
    await testPrisma().emailMessage.update({ where: { id: lastTry.id }, data: { status: "sending", attempts: MAX_ATTEMPTS, nextAttemptAt: past } });
    await testPrisma().emailMessage.update({ where: { id: earlierTry.id }, data: { status: "sending", attempts: 1, nextAttemptAt: past } });
    const report = await deliverDueEmails();
    expect(report).toEqual({ claimed: 1, sent: 1, failed: 0, deferred: 0 });
    expect(await row(lastTry.id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, lastError: "Delivery was interrupted (the server stopped while sending)." });
    expect(await row(earlierTry.id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("sends a due email once, with the idempotency key, and records it as sent", async () => {
    const attachment = { filename: "booking.ics", content: Buffer.from("BEGIN:VCALENDAR").toString("base64"), contentType: "text/calendar" };
    const { id } = await enqueueEmail(email({ entityId: "abc", attachments: [attachment] }));

    expect(await deliverDueEmails()).toEqual({ claimed: 1, sent: 1, failed: 0, deferred: 0 });
    expect(resend!.accepted).toHaveLength(1);
    const sent = resend!.accepted[0];
    expect(sent.idempotencyKey).toBe("test-notice/abc");
    expect(sent.authorization).toBe("Bearer re_test_key");
    expect(sent.payload).toMatchObject({
      from: "Test Studio <hello@studio.test>",
      to: ["studio@example.com"],
      reply_to: "visitor@example.org",
      subject: "Hello",
      html: "<p>Hello</p>",
      text: "Hello",
      attachments: [{ filename: "booking.ics", content: attachment.content, content_type: "text/calendar" }],
    });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, providerId: "fake-email-1", lastError: null, sentAt: expect.any(Date) });

    expect(await deliverDueEmails({ now: later(24 * 3600_000) })).toEqual({ claimed: 0, sent: 0, failed: 0, deferred: 0 });
    expect(resend!.accepted).toHaveLength(1);
  });

  it("retries after a 500 with backoff, then sends", async () => {
    resend!.failNext(500);
    const { id } = await enqueueEmail(email());
    const start = Date.now();

    expect(await deliverDueEmails()).toEqual({ claimed: 1, sent: 0, failed: 1, deferred: 0 });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed.lastError).toMatch(/500/);
    expect(failed.nextAttemptAt.getTime() - start).toBeGreaterThanOrEqual(29_000);

    // Not due yet: nothing happens.
    expect(await deliverDueEmails()).toMatchObject({ claimed: 0 });
    expect(await deliverDueEmails({ now: later(31_000) })).toEqual({ claimed: 1, sent: 1, failed: 0, deferred: 0 });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(resend!.requests.map((r) => r.headers["idempotency-key"])).toEqual([failed.idempotencyKey, failed.idempotencyKey]);
    expect(resend!.accepted).toHaveLength(1);
  });

  it("keeps the email as failed when Resend is down the whole time, shows it to staff, and Retry sends it later", async () => {
    await resend!.close();
    const { id } = await enqueueEmail(email({ subject: "Down the whole run" }));

    let clock = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await deliverDueEmails({ now: new Date(clock) })).toEqual({ claimed: 1, sent: 0, failed: 1, deferred: 0 });
      clock = (await row(id)).nextAttemptAt.getTime() + 1;
    }
    // Bounded: no further automatic attempts, however late.
    expect(await deliverDueEmails({ now: later(30 * 24 * 3600_000) })).toMatchObject({ claimed: 0 });

    const [listed] = await listOutboxEmails();
    expect(listed).toMatchObject({ _id: id, subject: "Down the whole run", status: "failed", attempts: MAX_ATTEMPTS, willRetry: false, nextAttemptAt: null });
    expect(listed.lastError).toMatch(/Resend/);
    expect(listed).not.toHaveProperty("html");

    resend = await startFakeResend();
    vi.stubEnv("RESEND_BASE_URL", resend.url);
    const retried = await retryEmail(id);
    expect(retried).toMatchObject({ _id: id, status: "sent", attempts: MAX_ATTEMPTS + 1, lastError: null });
    expect(resend.accepted.map((e) => e.payload.subject)).toEqual(["Down the whole run"]);

    await expect(retryEmail(id)).rejects.toMatchObject({ status: 409, message: "This email has already been sent." });
    await expect(retryEmail("missing")).rejects.toMatchObject({ status: 404 });
  });

  it("never sends one email twice when several workers run at once", async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => enqueueEmail(email())));
    const reports = await Promise.all([deliverDueEmails({ limit: 4 }), deliverDueEmails({ limit: 4 }), deliverDueEmails({ limit: 4 })]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(6);
    const keys = resend!.accepted.map((e) => e.idempotencyKey);
    expect(new Set(keys).size).toBe(6);
    expect(keys).toHaveLength(6);
    for (const { id } of ids) expect((await row(id)).status).toBe("sent");
  });

  it("takes over an email whose worker died mid-send once its lease has expired", async () => {
    const { id } = await enqueueEmail(email());
    await testPrisma().emailMessage.update({ where: { id }, data: { status: "sending", attempts: 1, nextAttemptAt: new Date(Date.now() + 120_000) } });
    expect(await deliverDueEmails()).toMatchObject({ claimed: 0 });
    expect(await deliverDueEmails({ now: later(121_000) })).toMatchObject({ claimed: 1, sent: 1 });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
  });
});

describe("delivery to the local JSON outbox (no RESEND_API_KEY)", () => {
  it("writes one JSON file per email into EMAIL_OUTBOX_DIR", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "outbox-test-"));
    try {
      vi.stubEnv("RESEND_API_KEY", "");
      vi.stubEnv("EMAIL_OUTBOX_DIR", dir);
      const { id } = await enqueueEmail(email({ kind: "contact-notification", entityId: "m1" }));
      expect(await deliverDueEmails()).toMatchObject({ sent: 1 });
      const files = await readdir(dir);
      expect(files).toEqual(["contact-notification_m1.json"]);
      const written = JSON.parse(await readFile(path.join(dir, files[0]), "utf8"));
      expect(written).toEqual({ to: "studio@example.com", from: "Test Studio <hello@studio.test>", replyTo: "visitor@example.org", subject: "Hello", html: "<p>Hello</p>", text: "Hello", attachments: [] });
      expect(await row(id)).toMatchObject({ status: "sent", providerId: "local:contact-notification_m1.json" });
      expect(resend!.requests).toHaveLength(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
