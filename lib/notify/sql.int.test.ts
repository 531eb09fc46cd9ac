// Every raw statement of lib/notify/sql.ts against the migrated schema, each result and effect read back
// by Prisma (an independent reading of the same rows).
import { beforeEach, describe, expect, it } from "vitest";
import type { Prisma } from "@/lib/generated/prisma/client";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { MAX_ATTEMPTS } from "./dto";
import { claimDueEmails, recordSentEmails } from "./sql";

const db = () => testPrisma();
const now = new Date("2027-01-10T15:00:00.000Z");
const minutes = (m: number) => new Date(now.getTime() + m * 60_000);
const lease = minutes(2);
const TOKEN = "A".repeat(43);
const CLAIMED_FIELDS = { id: true, channel: true, kind: true, idempotencyKey: true, to: true, replyTo: true, subject: true, html: true, text: true, attachments: true, headers: true, notAfter: true, attempts: true, bookingId: true, clientId: true } as const;

const email = (id: string, data: Partial<Prisma.EmailMessageCreateManyInput>): Prisma.EmailMessageCreateManyInput => ({
  id,
  kind: "booking-receipt",
  idempotencyKey: `booking-receipt/${id}`,
  to: `${id}@example.org`,
  subject: `Subject ${id}`,
  html: `<p>${id}</p>`,
  text: id,
  createdAt: minutes(-60),
  ...data,
});

beforeEach(async () => {
  await resetDatabase();
  await db().emailMessage.createMany({
    data: [
      email("due-first", { nextAttemptAt: minutes(-3), attachments: [{ filename: "slot.ics", content: "BEGIN:VCALENDAR" }], notAfter: minutes(600), replyTo: "desk@example.org" }),
      email("lease-expired", { status: "sending", attempts: 2, nextAttemptAt: minutes(-2) }),
      email("retry-due", { status: "failed", attempts: 3, nextAttemptAt: minutes(-1) }),
      email("not-yet", { nextAttemptAt: minutes(1) }),
      email("already-sent", { status: "sent", attempts: 1, nextAttemptAt: minutes(-5) }),
      email("dropped", { status: "dropped", nextAttemptAt: minutes(-5) }),
      email("gave-up", { status: "failed", attempts: MAX_ATTEMPTS, nextAttemptAt: minutes(-5) }),
      email("abandoned", { status: "sending", attempts: MAX_ATTEMPTS, nextAttemptAt: minutes(-1), html: `<a href="https://studio.test/booking/${TOKEN}">Your booking</a>`, text: `https://studio.test/booking/${TOKEN}` }),
    ],
  });
});

describe("claimDueEmails (recover an abandoned last attempt, then lease the due rows)", () => {
  it("leases the due rows in nextAttemptAt order up to the limit and returns them as Prisma reads them", async () => {
    const recoveredAt = minutes(-0.5);
    const claimed = await claimDueEmails(2, now, lease, recoveredAt);
    const ids = claimed.map((e) => e.id).sort();
    expect(ids).toEqual(["due-first", "lease-expired"]);
    const stored = await db().emailMessage.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" }, select: CLAIMED_FIELDS });
    expect([...claimed].sort((a, b) => a.id.localeCompare(b.id))).toEqual(stored);
    expect(stored.map((e) => e.attempts)).toEqual([1, 3]);
    expect(stored[0]).toMatchObject({ attachments: [{ filename: "slot.ics", content: "BEGIN:VCALENDAR" }], notAfter: minutes(600), replyTo: "desk@example.org" });
    const leased = await db().emailMessage.findMany({ where: { id: { in: ids } }, select: { status: true, nextAttemptAt: true, updatedAt: true } });
    expect(leased).toEqual([
      { status: "sending", nextAttemptAt: lease, updatedAt: now },
      { status: "sending", nextAttemptAt: lease, updatedAt: now },
    ]);

    // The abandoned last attempt ends as failed, without its private link.
    expect(await db().emailMessage.findUniqueOrThrow({ where: { id: "abandoned" } })).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      lastError: "Delivery was interrupted (the server stopped while sending).",
      updatedAt: recoveredAt,
      html: '<a href="https://studio.test/booking/[private link removed after sending]">Your booking</a>',
      text: "https://studio.test/booking/[private link removed after sending]",
    });

    // The next claim finds only what is left due; the leased rows wait for their lease.
    expect((await claimDueEmails(10, now, lease)).map((e) => e.id)).toEqual(["retry-due"]);
    expect(await claimDueEmails(10, now, lease)).toEqual([]);
    const untouched = await db().emailMessage.findMany({ where: { id: { in: ["not-yet", "already-sent", "dropped", "gave-up"] } }, orderBy: { id: "asc" }, select: { id: true, status: true, attempts: true } });
    expect(untouched).toEqual([
      { id: "already-sent", status: "sent", attempts: 1 },
      { id: "dropped", status: "dropped", attempts: 0 },
      { id: "gave-up", status: "failed", attempts: MAX_ATTEMPTS },
      { id: "not-yet", status: "pending", attempts: 0 },
    ]);
  });
});

describe("recordSentEmails (every accepted email of a run in one statement)", () => {
  it("marks only rows still sending as sent, keeping a stored body where no redacted one is given", async () => {
    await claimDueEmails(2, now, lease);
    const sentAt = minutes(0.25);
    const count = await recordSentEmails([
      { id: "due-first", providerId: "re_1", sentAt, html: "<p>redacted</p>", text: null },
      { id: "lease-expired", providerId: null, sentAt, html: null, text: "plain" },
      { id: "not-yet", providerId: "re_3", sentAt, html: null, text: null },
    ]);
    expect(count).toBe(2);
    const select = { status: true, providerId: true, sentAt: true, updatedAt: true, lastError: true, html: true, text: true } as const;
    expect(await db().emailMessage.findUniqueOrThrow({ where: { id: "due-first" }, select })).toEqual({ status: "sent", providerId: "re_1", sentAt, updatedAt: sentAt, lastError: null, html: "<p>redacted</p>", text: "due-first" });
    expect(await db().emailMessage.findUniqueOrThrow({ where: { id: "lease-expired" }, select })).toEqual({ status: "sent", providerId: null, sentAt, updatedAt: sentAt, lastError: null, html: "<p>lease-expired</p>", text: "plain" });
    expect(await db().emailMessage.findUniqueOrThrow({ where: { id: "not-yet" }, select: { status: true, providerId: true, sentAt: true } })).toEqual({ status: "pending", providerId: null, sentAt: null });
    expect(await recordSentEmails([])).toBe(0);
  });
});
