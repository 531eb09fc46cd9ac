// Every email and text is an EmailMessage row first (stored with the booking or message it belongs to), then
// delivered without the caller's help: queueing a row that is due schedules a delivery pass right after the
// response (after(), so after the caller's transaction has committed), and the worker/cron sends later and retried rows. Delivery claims
// due rows with FOR UPDATE SKIP LOCKED, so several instances never send one message twice.
import "server-only";
import { after } from "next/server";
import { prisma } from "@/lib/db/client";
import { studio } from "@/lib/env";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { Prisma, type EmailMessage } from "@/lib/generated/prisma/client";
import { getEmailProvider, getTextProvider, PermanentTextError, type EmailAttachment } from "@/lib/notify/providers";
import { gateDueText } from "@/lib/notify/sms/gate";
import { gateDueInvitation } from "@/lib/notify/email/invitation-gate";
import { INVITATION_KIND } from "@/lib/notify/email/invitation-rules";
import { MAX_ATTEMPTS, OUTBOX_EMAIL_SELECT as DTO_SELECT, toOutboxEmailDto as toDto, type OutboxEmailDto } from "./dto";
import { redactPrivateLinks } from "./redact";
import { CLAIMED_COLUMNS, claimDueEmails, recordSentEmails, type ClaimedEmail, type SentEmail } from "./sql";

const BACKOFF_BASE_MS = 30_000;
const BACKOFF_CAP_MS = 2 * 60 * 60 * 1000;
/** A claimed row is re-claimable after this long (its worker died mid-send). */
const SENDING_LEASE_MS = 2 * 60 * 1000;

export interface EnqueueEmailInput {
  /** email (default) or sms: for a text `to` is the E.164 number, `text` the body, `subject` and `html` "". */
  channel?: "email" | "sms";
  kind: string;
  entityId: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
  /** Extra headers the email is sent with (an invitation's List-Unsubscribe pair). */
  headers?: Record<string, string>;
  /** Scheduled email (reminders): not delivered before this instant (default: at once). */
  dueAt?: Date;
  /** Never delivered at or after this instant; a row still unsent then ends as failed. */
  notAfter?: Date;
  /** The booking the email is about: dropped unsent if the booking is cancelled or deleted first. */
  bookingId?: string;
  /** The client it is for (texts: consent and erasure are per client). */
  clientId?: string;
  /**
   * When the row was queued, by the caller's clock (default: the database's). Pass it whenever a rule
   * later compares the row's createdAt with times the caller wrote from its own `now`. An unscheduled
   * row is then due from it too (the claim compares nextAttemptAt with the sender's `now`).
   */
  createdAt?: Date;
}

type Db = Prisma.TransactionClient;

export const emailIdempotencyKey = (kind: string, entityId: string) => `${kind}/${entityId}`;

/** Delay before retry number `attempts + 1`: 30 s, 1 min, 2 min, … capped at 2 h. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_CAP_MS);
}

/**
 * The stored columns of an email: the one mapping from EnqueueEmailInput to an EmailMessage row, used by
 * enqueueEmail and by createBooking's single-statement insert. `nextAttemptAt` is left out (the column's
 * default, now) unless the email is scheduled or the caller gave its clock (`createdAt`).
 */
export function outboxRow(input: EnqueueEmailInput) {
  const dueAt = input.dueAt ?? input.createdAt;
  return {
    channel: input.channel ?? "email",
    kind: input.kind,
    idempotencyKey: emailIdempotencyKey(input.kind, input.entityId),
    to: input.to,
    replyTo: input.replyTo ?? null,
    subject: input.subject.replace(/[\r\n]+/g, " "),
    html: input.html,
    text: input.text,
    attachments: (input.attachments ?? []) as unknown as Prisma.InputJsonValue,
    ...(input.headers ? { headers: input.headers as Prisma.InputJsonValue } : {}),
    ...(dueAt ? { nextAttemptAt: dueAt } : {}),
    notAfter: input.notAfter ?? null,
    bookingId: input.bookingId ?? null,
    clientId: input.clientId ?? null,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  };
}

/**
 * Stores an email in the outbox, and it is delivered without more from the caller (`deliverOnceQueued`).
 * Pass the transaction client to store it atomically with the row it belongs to. The same kind/entityId
 * twice returns the existing row (created: false).
 */
export async function enqueueEmail(input: EnqueueEmailInput, tx?: Db): Promise<{ id: string; created: boolean }> {
  const db: Db = tx ?? prisma;
  const row = outboxRow(input);
  // ON CONFLICT DO NOTHING: a duplicate neither throws nor aborts the caller's transaction.
  const { count } = await db.emailMessage.createMany({ data: [row], skipDuplicates: true });
  const stored = await db.emailMessage.findUniqueOrThrow({ where: { idempotencyKey: row.idempotencyKey }, select: { id: true } });
  if (count === 1) deliverOnceQueued(db, input.dueAt, stored.id);
  return { id: stored.id, created: count === 1 };
}

/** Transactions that have their delivery pass already: one pass per transaction, however many rows it queues. */
const passScheduledFor = new WeakSet<object>();

/** How long a pass waits for the transaction that queued its row to commit; past it (rolled back) the worker has the rest. */
const COMMIT_WAIT_MS = 10_000;

/** Whether the row is committed (visible outside its transaction), asked until it is or the wait ends. */
async function committed(id: string): Promise<boolean> {
  const until = Date.now() + COMMIT_WAIT_MS;
  for (;;) {
    if (await prisma.emailMessage.findUnique({ where: { id }, select: { id: true } })) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * What makes queueing deliver: a row due now gets a delivery pass right after the response (Next's `after`).
 * Queued in a transaction, the pass first waits for the row to be committed: a route answers only once its
 * transaction is done, but work already running after the response (a password reset's) starts a pass at
 * once. One pass per transaction. A row due later, and every row queued outside a request (jobs, scripts), is the worker's.
 */
function deliverOnceQueued(db: Db, dueAt: Date | null | undefined, id: string): void {
  if (dueAt && dueAt.getTime() > Date.now()) return;
  if (db === prisma) return void scheduleOutboxDelivery();
  if (passScheduledFor.has(db)) return;
  passScheduledFor.add(db);
  scheduleOutboxDelivery(after, () => committed(id));
}

/**
 * Delivers due emails right after the response is sent (Next's `after`); queueing calls it, callers never
 * need to. Returns false outside a request scope (scripts, tests): nothing is scheduled there, and the
 * worker or cron picks the rows up.
 */
export function scheduleOutboxDelivery(schedule: (task: () => Promise<void>) => void = after, ready?: () => Promise<boolean>): boolean {
  try {
    schedule(async () => {
      try {
        if (ready && !(await ready())) return;
        await deliverDueEmails({ limit: 10 });
      } catch (error) {
        console.error(`[outbox] delivery after the response failed: ${(error as Error).message}`);
      }
    });
    return true;
  } catch {
    return false;
  }
}

export const TOO_LATE_TO_SEND = "Not sent: its time had passed (for example a reminder for a day that had already started).";

/** The bodies without their private links, for a row that ends as failed for good (as after a send). */
const redactedBodies = (email: Pick<ClaimedEmail, "html" | "text">) => ({ html: redactPrivateLinks(email.html), text: redactPrivateLinks(email.text) });

/** Hands a claimed row to its channel's provider. */
function sendThroughChannel(email: ClaimedEmail): Promise<{ providerId: string }> {
  const options = { idempotencyKey: email.idempotencyKey };
  if (email.channel === "sms") return getTextProvider().send({ to: email.to, body: email.text }, options);
  const attachments = (email.attachments ?? []) as unknown as EmailAttachment[];
  const headers = (email.headers ?? {}) as Record<string, string>;
  return getEmailProvider().send({ from: studio.emailFrom, to: email.to, replyTo: email.replyTo ?? undefined, subject: email.subject, html: email.html, text: email.text, attachments, headers }, options);
}

/**
 * Sends one claimed row; a refusal is recorded at once, an acceptance is returned for recordSentEmails.
 * A text is first asked again whether it may go now (consent, caps, quiet hours: ./sms/gate.ts).
 */
async function sendClaimed(email: ClaimedEmail, now: Date, clock: () => Date = () => new Date()): Promise<SentEmail | "failed" | "deferred"> {
  const id = email.id;
  if (email.notAfter && now >= email.notAfter) {
    // Failed for good: the private link it carried is never sent, so it is not kept either.
    await prisma.emailMessage.updateMany({ where: { id, status: "sending" }, data: { status: "failed", attempts: MAX_ATTEMPTS, lastError: TOO_LATE_TO_SEND, ...redactedBodies(email) } });
    return "failed";
  }
  if (email.kind === INVITATION_KIND) {
    const gate = await gateDueInvitation(email, now);
    if ("deferUntil" in gate) {
      await prisma.emailMessage.updateMany({ where: { id, status: "sending" }, data: { status: "pending", attempts: Math.max(0, email.attempts - 1), nextAttemptAt: gate.deferUntil } });
      return "deferred";
    }
    if ("refuse" in gate) {
      await prisma.emailMessage.updateMany({ where: { id, status: "sending" }, data: { status: "dropped", lastError: gate.refuse } });
      return "failed";
    }
  }
  if (email.channel === "sms") {
    const gate = await gateDueText(email, now);
    if ("deferUntil" in gate) {
      // Quiet hours: back to pending until 07:00, the claim's attempt not counted.
      await prisma.emailMessage.updateMany({ where: { id, status: "sending" }, data: { status: "pending", attempts: Math.max(0, email.attempts - 1), nextAttemptAt: gate.deferUntil } });
      return "deferred";
    }
    if ("refuse" in gate) {
      await prisma.emailMessage.updateMany({ where: { id, status: "sending" }, data: { status: "failed", attempts: MAX_ATTEMPTS, lastError: gate.refuse, ...redactedBodies(email) } });
      return "failed";
    }
  }
  try {
    const { providerId } = await sendThroughChannel(email);
    // The stored copy keeps no private link; a body without one is not sent back to the database.
    const html = redactPrivateLinks(email.html);
    const text = redactPrivateLinks(email.text);
    const redacted = html !== email.html || text !== email.text;
    return { id, providerId: providerId ?? null, sentAt: clock(), html: redacted ? html : null, text: redacted ? text : null };
  } catch (error) {
    const message = ((error as Error).message || String(error)).slice(0, 1000);
    console.error(`[outbox] ${email.idempotencyKey} attempt ${email.attempts} failed: ${message}`);
    if (error instanceof PermanentTextError) {
      // An invalid or unsubscribed number: no retry can help (Twilio's STOP list is honoured here too).
      if (error.optedOut) await prisma.textOptOut.createMany({ data: [{ phoneE164: email.to, optedOutAt: now }], skipDuplicates: true });
      // Reported like an undelivered text, so the booking is flagged (lib/bookings/email-bounces.ts).
      await prisma.emailMessage.updateMany({ where: { id, status: "sending" }, data: { status: "failed", attempts: MAX_ATTEMPTS, lastError: message, deliveryStatus: "bounced", deliveryDetail: message.slice(0, 500), deliveryUpdatedAt: now, ...redactedBodies(email) } });
      return "failed";
    }
    await prisma.emailMessage.updateMany({
      where: { id, status: "sending" },
      // The last automatic attempt: failed for good, so the private link is not kept (staff's Retry sends the body without it).
      data: { status: "failed", lastError: message, nextAttemptAt: new Date(now.getTime() + backoffMs(email.attempts)), ...(email.attempts >= MAX_ATTEMPTS ? redactedBodies(email) : {}) },
    });
    return "failed";
  }
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  failed: number;
  /** Texts put back until quiet hours end. */
  deferred: number;
}

/** Sends what is due: new emails, and failed ones whose backoff has passed (bounded by MAX_ATTEMPTS). */
export async function deliverDueEmails({ limit = 10, now = new Date() }: { limit?: number; now?: Date } = {}): Promise<DeliveryReport> {
  return deliverClaimed(await claimDueEmails(limit, now, new Date(now.getTime() + SENDING_LEASE_MS)), now);
}

/** An email as the caller stores it already claimed (its id and outboxRow's columns with `claim`'s). */
export type PreclaimedEmail = Omit<ClaimedEmail, "attachments" | "attempts" | "headers"> & { attachments: unknown; headers?: unknown };

/**
 * Delivery right after the response of emails the caller is about to store already claimed by it
 * (status "sending", first attempt, leased as a claim is): no claim statement runs for them. Null
 * outside a request scope (scripts, tests): store them pending for the worker. The caller must call
 * `stored` once, with the rows it stored or with none (a failed insert), so the task ends.
 */
export function claimedForDelivery(schedule: (task: () => Promise<void>) => void = after): {
  /** The columns that store a row claimed: sending, first attempt, leased until the lease ends. */
  claim: { status: "sending"; attempts: 1; nextAttemptAt: Date };
  stored(rows: PreclaimedEmail[]): void;
} | null {
  let settle: (rows: PreclaimedEmail[]) => void = () => undefined;
  const rows = new Promise<PreclaimedEmail[]>((resolve) => (settle = resolve));
  try {
    schedule(async () => {
      try {
        const claimed = (await rows).map((row) => ({ ...row, attachments: row.attachments as ClaimedEmail["attachments"], headers: (row.headers ?? {}) as ClaimedEmail["headers"], attempts: 1 }));
        if (claimed.length) await deliverClaimed(claimed, new Date());
      } catch (error) {
        console.error(`[outbox] delivery after the response failed: ${(error as Error).message}`);
      }
    });
  } catch {
    return null;
  }
  return { claim: { status: "sending", attempts: 1, nextAttemptAt: new Date(Date.now() + SENDING_LEASE_MS) }, stored: settle };
}

async function deliverClaimed(claimed: ClaimedEmail[], now: Date): Promise<DeliveryReport> {
  // sentAt is read on the run's clock (a test's `now` too), moving on as the sends take their time: the
  // daily text caps and the month's count compare it with a caller's `now`, never with the real clock.
  const offset = now.getTime() - Date.now();
  const clock = () => new Date(Date.now() + offset);
  const sent: SentEmail[] = [];
  let deferred = 0;
  for (const email of claimed) {
    const outcome = await sendClaimed(email, now, clock);
    if (outcome === "deferred") deferred++;
    else if (outcome !== "failed") sent.push(outcome);
  }
  // Until this runs the rows stay "sending" under their lease; a server that stops in between sends
  // them again after the lease, with the same provider idempotency key.
  await recordSentEmails(sent);
  return { claimed: claimed.length, sent: sent.length, failed: claimed.length - sent.length - deferred, deferred };
}

export const DROPPED_BOOKING_CANCELLED = "Not sent — booking cancelled";
export const DROPPED_BOOKING_DELETED = "Not sent — booking deleted";

/**
 * Drops the booking's emails that have not gone out (pending, or failed and waiting for a retry) when
 * the booking is cancelled or deleted; they stay in the Inbox as "dropped" with the reason. Call in the
 * transaction that cancels or deletes, before queueing the cancellation's own emails. Race-safe with
 * the sender: a row the sender has claimed is "sending" (it goes out); a row this update has locked
 * is skipped by the claim (SKIP LOCKED) and is no longer claimable once the transaction commits.
 */
export async function dropUnsentBookingEmails(tx: Db, bookingId: string, reason: "cancelled" | "deleted", now = new Date()): Promise<number> {
  const lastError = reason === "cancelled" ? DROPPED_BOOKING_CANCELLED : DROPPED_BOOKING_DELETED;
  // A dropped email never goes out, so it keeps no working private link (as a sent or failed one):
  // each row's body is stored with its tokens removed. A booking has a handful of unsent emails.
  const unsent = await tx.emailMessage.findMany({ where: { bookingId, status: { in: ["pending", "failed"] } }, select: { id: true, html: true, text: true } });
  let dropped = 0;
  for (const email of unsent) {
    // Still unsent when written: a row the sender claimed meanwhile is "sending" and left to it.
    const { count } = await tx.emailMessage.updateMany({
      where: { id: email.id, status: { in: ["pending", "failed"] } },
      data: { status: "dropped", lastError, updatedAt: now, html: redactPrivateLinks(email.html), text: redactPrivateLinks(email.text) },
    });
    dropped += count;
  }
  return dropped;
}

/** A waiting row a transaction holds (holdWaitingEmail) until it rewrites or drops it. */
export interface HeldEmail {
  id: string;
  nextAttemptAt: Date;
}

/**
 * The booking's email of `kind` queued to wait (due later than it was queued: a batch window, or a text held
 * for quiet hours) and still unclaimed, locked for this transaction so the sender's claim (SKIP LOCKED) passes
 * it by until the caller rewrites or drops it. Null when there is none, or when the sender has it already.
 */
export async function holdWaitingEmail(tx: Db, bookingId: string, kind: string, now: Date): Promise<HeldEmail | null> {
  const unclaimed = await tx.emailMessage.findMany({ where: { bookingId, kind, status: "pending", attempts: 0 }, orderBy: { createdAt: "desc" }, select: { id: true, nextAttemptAt: true, createdAt: true } });
  // Both times are the queueing caller's (it passes createdAt with dueAt): an email due at once is never held.
  const waiting = unclaimed.find((e) => e.nextAttemptAt > e.createdAt);
  if (!waiting) return null;
  const { count } = await tx.emailMessage.updateMany({ where: { id: waiting.id, status: "pending", attempts: 0 }, data: { updatedAt: now } });
  return count === 1 ? { id: waiting.id, nextAttemptAt: waiting.nextAttemptAt } : null;
}

/**
 * Rewrites a held email with its newer version (key, recipient, bodies, attachments) instead of queueing a
 * second one; it stays due at its own time unless the newer one is due sooner. Its batch began when it was queued.
 */
export async function rewriteHeldEmail(tx: Db, held: HeldEmail, input: EnqueueEmailInput, now: Date): Promise<{ id: string; created: false }> {
  const row = outboxRow(input);
  const due = input.dueAt ?? now;
  // The newer key names the row from now on, unless another row has it already (that one stays the key's).
  const taken = await tx.emailMessage.findFirst({ where: { idempotencyKey: row.idempotencyKey, id: { not: held.id } }, select: { id: true } });
  await tx.emailMessage.update({
    where: { id: held.id },
    data: {
      ...(taken ? {} : { idempotencyKey: row.idempotencyKey }),
      to: row.to, replyTo: row.replyTo, subject: row.subject, html: row.html, text: row.text, attachments: row.attachments, notAfter: row.notAfter, clientId: row.clientId,
      nextAttemptAt: due < held.nextAttemptAt ? due : held.nextAttemptAt,
      updatedAt: now,
    },
  });
  deliverOnceQueued(tx, due < held.nextAttemptAt ? due : held.nextAttemptAt, held.id);
  return { id: held.id, created: false };
}

/** Makes a booking's held emails of one kind due at once (staff chose to send them now); they go after the response. */
export async function releaseHeldEmails(bookingId: string, kind: string, now = new Date()): Promise<number> {
  const { count } = await prisma.emailMessage.updateMany({ where: { bookingId, kind, status: "pending", sentAt: null }, data: { nextAttemptAt: now } });
  if (count) scheduleOutboxDelivery();
  return count;
}

export const DROPPED_SUPERSEDED = "Not sent — a later change of the booking made it out of date";

/** Drops a held email that a later change made pointless; it stays in the Inbox as "dropped", without its private link. */
export async function dropHeldEmail(tx: Db, held: HeldEmail, now: Date): Promise<void> {
  const email = await tx.emailMessage.findUniqueOrThrow({ where: { id: held.id }, select: { html: true, text: true } });
  await tx.emailMessage.update({
    where: { id: held.id },
    data: { status: "dropped", lastError: DROPPED_SUPERSEDED, updatedAt: now, html: redactPrivateLinks(email.html), text: redactPrivateLinks(email.text) },
  });
}

/** "Not delivered": the send failed, or the provider bounced it or is still holding it. */
export const NOT_DELIVERED: Prisma.EmailMessageWhereInput = { OR: [{ status: "failed" }, { deliveryStatus: { in: ["bounced", "delivery_delayed"] } }] };

/** The outbox for the admin inbox, newest first. */
export async function listOutboxEmails({ limit = 100, status, notDelivered = false }: { limit?: number; status?: EmailMessage["status"]; notDelivered?: boolean } = {}): Promise<OutboxEmailDto[]> {
  return (await pageOutboxEmails({ page: 1, pageSize: limit, status, notDelivered })).emails;
}

/** The Inbox email log a page at a time, newest first, with the total for the paging headers. */
export async function pageOutboxEmails({ page, pageSize, status, notDelivered = false }: { page: number; pageSize: number; status?: EmailMessage["status"]; notDelivered?: boolean }): Promise<{ emails: OutboxEmailDto[]; total: number }> {
  const where: Prisma.EmailMessageWhereInput = { AND: [status ? { status } : {}, notDelivered ? NOT_DELIVERED : {}] };
  const [total, rows] = await Promise.all([
    prisma.emailMessage.count({ where }),
    prisma.emailMessage.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (page - 1) * pageSize, take: pageSize, select: DTO_SELECT }),
  ]);
  return { emails: rows.map(toDto), total };
}

/** For the admin home: emails that gave up or wait for their next try after a failure (texts are counted apart). */
export async function countFailedEmails(): Promise<number> {
  return prisma.emailMessage.count({ where: { status: "failed", channel: "email" } });
}

export async function getOutboxEmail(id: string): Promise<OutboxEmailDto> {
  const row = await prisma.emailMessage.findUnique({ where: { id }, select: DTO_SELECT });
  if (!row) throw new NotFoundError("Email not found");
  return toDto(row);
}

/**
 * A message the caller has just stored (a text staff send): one delivery attempt now. The delivery loop may claim it
 * in the moment between the insert and this attempt; then it is being sent or already was, and nothing is left to
 * do here (the Inbox's Retry, retryEmail, still says so).
 */
export async function sendStoredNow(id: string): Promise<void> {
  try {
    await retryEmail(id);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
  }
}

/** Staff's Retry (and sendStoredNow): one delivery attempt now, whatever the backoff or attempt count says. */
export async function retryEmail(id: string): Promise<OutboxEmailDto> {
  const now = new Date();
  const lease = new Date(now.getTime() + SENDING_LEASE_MS);
  const claimed = await prisma.$queryRaw<ClaimedEmail[]>`
    UPDATE "EmailMessage" SET "status" = 'sending', "attempts" = "attempts" + 1, "nextAttemptAt" = ${lease}, "updatedAt" = ${now}
    WHERE "id" = ${id} AND "status" IN ('failed', 'pending')
    RETURNING ${CLAIMED_COLUMNS}`;
  if (claimed.length === 0) {
    const current = await prisma.emailMessage.findUnique({ where: { id }, select: { status: true } });
    if (!current) throw new NotFoundError("Email not found");
    throw new ConflictError(current.status === "sent" ? "This email has already been sent." : "This email is being sent right now.");
  }
  const outcome = await sendClaimed(claimed[0], now);
  if (outcome !== "failed" && outcome !== "deferred") await recordSentEmails([outcome]);
  return getOutboxEmail(id);
}
