// Twilio's signed webhooks: inbound texts (STOP/START/HELP keywords, everything else to the Inbox) and
// status callbacks (delivered / failed / undelivered on the outbox row). The signature (X-Twilio-Signature,
// checked with the SDK's validateRequest over the public URL and the form params) is the credential:
// unsigned → 401, forged → 403, and nothing is stored before it passes.
import "server-only";
import { prisma } from "@/lib/db/client";
import { serverEnv, studio } from "@/lib/env";
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from "@/lib/errors";
import { TWILIO_INBOUND_EVENT } from "../email/delivery-events";
import { KEYWORD_REPLY_KIND } from "@/lib/notify/sms/gate";
import type { Prisma } from "@/lib/generated/prisma/client";
import { E164_RE } from "@/lib/text/phone-number";
import { twilioSdk } from "../providers/twilio";
import { recordConsent } from "./consent";
import { enqueueText } from "./send";
import { helpText, startText } from "@/lib/notify/templates/texts";

export const TWILIO_NOT_SIGNED = "The webhook is not signed (X-Twilio-Signature).";
export const TWILIO_FORGED = "The webhook signature does not match.";
export const TWILIO_REPLAYED = "This status callback was already received.";

/** Twilio's opt-out, opt-in and help keywords (the whole message, any case). */
export const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"]);
export const START_WORDS = new Set(["START", "UNSTOP"]);
export const HELP_WORDS = new Set(["HELP", "INFO"]);

/** Checks the signature of a form-encoded webhook posted to `path` (with its query) and returns its params. */
export async function verifyTwilioWebhook(rawBody: string, headers: Headers, pathWithQuery: string): Promise<Record<string, string>> {
  const signature = headers.get("x-twilio-signature");
  const authToken = serverEnv().TWILIO_AUTH_TOKEN;
  if (!signature || !authToken) throw new UnauthorizedError(TWILIO_NOT_SIGNED);
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawBody)) params[key] = value;
  if (!(await twilioSdk()).validateRequest(authToken, signature, `${studio.publicBaseUrl}${pathWithQuery}`, params)) throw new ForbiddenError(TWILIO_FORGED);
  return params;
}

const required = (params: Record<string, string>, name: string) => {
  const value = params[name]?.trim();
  if (!value) throw new ValidationError(`The webhook has no ${name}.`);
  return value;
};

/** "outdated": a START that reached this server before the number's recorded STOP, so it lifts nothing. */
export type InboundOutcome = "stop" | "start" | "help" | "message" | "replayed" | "outdated";
type KeywordAction = "stop" | "start" | "help";

const keywordOf = (body: string): KeywordAction | null => {
  const keyword = body.trim().toUpperCase();
  return STOP_WORDS.has(keyword) ? "stop" : START_WORDS.has(keyword) ? "start" : HELP_WORDS.has(keyword) ? "help" : null;
};

/** The client a number belongs to and her next booking (or her latest one). */
async function linkByNumber(phone: string, now: Date): Promise<{ clientId: string | null; bookingId: string | null }> {
  const client = await prisma.client.findFirst({ where: { phoneE164: phone, erasedAt: null, mergedIntoId: null }, orderBy: { updatedAt: "desc" }, select: { id: true } });
  const owner = client ? { clientId: client.id } : { phoneE164: phone };
  const live = { ...owner, deletedAt: null, cancelledAt: null };
  const next =
    (await prisma.booking.findFirst({ where: { ...live, event: { eventEndDate: { gte: new Date(now.getTime() - 86_400_000) } } }, orderBy: { event: { eventStartDate: "asc" } }, select: { id: true, clientId: true } })) ??
    (await prisma.booking.findFirst({ where: live, orderBy: { createdAt: "desc" }, select: { id: true, clientId: true } }));
  return { clientId: client?.id ?? next?.clientId ?? null, bookingId: next?.id ?? null };
}

/** Records the text's MessageSid (kept for good: pruneWebhookEvents spares it); false when it was seen before. */
async function firstDelivery(db: Prisma.TransactionClient, sid: string, now: Date): Promise<boolean> {
  // receivedAt from `now` (not the column default), as the text's own: pruneWebhookEvents compares it with its `now`.
  const { count } = await db.providerWebhookEvent.createMany({ data: [{ id: `twilio:${sid}`, ...TWILIO_INBOUND_EVENT, receivedAt: now }], skipDuplicates: true });
  return count === 1;
}

/**
 * STOP, START or HELP, in one transaction with its MessageSid. The webhook carries no time and sids are not
 * ordered, so a keyword's order is its arrival: an old one can only arrive again as a replay, which its sid
 * (never pruned) refuses however late it comes; and a START that reached this server before the number's
 * recorded STOP (another instance, a slow request) lifts nothing. STOP always holds.
 */
async function receiveKeyword(sid: string, from: string, action: KeywordAction, now: Date): Promise<InboundOutcome> {
  return prisma.$transaction(async (tx) => {
    if (!(await firstDelivery(tx, sid, now))) return "replayed";
    if (action === "start") {
      const optOut = await tx.textOptOut.findUnique({ where: { phoneE164: from }, select: { optedOutAt: true } });
      if (optOut && optOut.optedOutAt > now) return "outdated";
    }
    await recordConsent({ phoneE164: from, action, source: "sms_keyword" }, tx, now);
    // Twilio answers STOP itself; HELP and START get the studio's own words.
    if (action !== "stop") await enqueueText({ kind: KEYWORD_REPLY_KIND, to: from, body: action === "help" ? helpText() : startText(), idempotencyKey: sid }, tx);
    return action;
  });
}

/** One inbound text, verified. A repeated MessageSid stores nothing more, however late it comes. */
export async function receiveInboundText(params: Record<string, string>, now = new Date()): Promise<InboundOutcome> {
  const sid = required(params, "MessageSid");
  const from = required(params, "From");
  const body = params.Body ?? "";
  if (!E164_RE.test(from)) throw new ValidationError("The webhook's From is not a phone number.");
  const action = keywordOf(body);
  if (action) return receiveKeyword(sid, from, action, now);
  if (!(await firstDelivery(prisma, sid, now))) return "replayed";
  const link = await linkByNumber(from, now);
  await prisma.inboundText.createMany({
    data: [{ providerSid: sid, fromPhone: from, toPhone: params.To ?? "", body: body.slice(0, 2000), receivedAt: now, ...link }],
    skipDuplicates: true,
  });
  return "message";
}

/** Twilio's MessageStatus → the outbox row's delivery state (failed and undelivered count as bounced). */
const STATUS_DELIVERY = { delivered: "delivered", undelivered: "bounced", failed: "bounced" } as const;
const RANK = { delivery_delayed: 1, delivered: 2, bounced: 3, complained: 4 } as const;

/** One verified status callback: recorded once per MessageSid and status (a replay → 409, nothing stored). */
export async function recordTwilioStatus(params: Record<string, string>, now = new Date()): Promise<"recorded" | "ignored"> {
  const sid = required(params, "MessageSid");
  const status = required(params, "MessageStatus").toLowerCase();
  const delivery = STATUS_DELIVERY[status as keyof typeof STATUS_DELIVERY];
  if (!delivery) return "ignored";
  return prisma.$transaction(async (tx) => {
    const message = await tx.emailMessage.findFirst({ where: { providerId: sid, channel: "sms" }, select: { id: true, deliveryStatus: true } });
    if (!message) return "ignored";
    const { count } = await tx.providerWebhookEvent.createMany({ data: [{ id: `twilio:${sid}:${status}`, provider: "twilio", type: status, receivedAt: now }], skipDuplicates: true });
    if (count === 0) throw new ConflictError(TWILIO_REPLAYED);
    if (message.deliveryStatus && RANK[message.deliveryStatus] > RANK[delivery]) return "recorded";
    const detail = delivery === "bounced" ? `Twilio: ${status}${params.ErrorCode ? ` (error ${params.ErrorCode})` : ""}` : null;
    await tx.emailMessage.update({ where: { id: message.id }, data: { deliveryStatus: delivery, deliveryDetail: detail, deliveryUpdatedAt: now } });
    return "recorded";
  });
}

/** The answer to an inbound webhook: empty TwiML (replies go through the outbox, not the answer). */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';
