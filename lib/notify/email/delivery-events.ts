// Delivery reports from Resend (signed webhooks, Svix format): verify, refuse replays, and record
// delivered / delivery_delayed / bounced / complained beside the outbox row's send state.
import "server-only";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { prisma } from "@/lib/db/client";
import type { EmailDelivery } from "@/lib/generated/prisma/client";
import { ConflictError, UnauthorizedError, ValidationError } from "@/lib/errors";
import { INVITATION_KIND } from "./invitation-rules";

export const RESEND_EVENT_DELIVERY: Record<string, EmailDelivery> = {
  "email.delivered": "delivered",
  "email.delivery_delayed": "delivery_delayed",
  "email.bounced": "bounced",
  "email.complained": "complained",
};

export const WEBHOOK_NOT_VERIFIED = "The webhook signature could not be verified.";
export const WEBHOOK_REPLAYED = "This webhook event was already received.";

/** A final outcome is never overwritten by a weaker one arriving late (delivered after bounced). */
const RANK: Record<EmailDelivery, number> = { delivery_delayed: 1, delivered: 2, bounced: 3, complained: 4 };

export interface VerifiedWebhook {
  id: string;
  event: { type: string; created_at?: string; data?: { email_id?: string; bounce?: { type?: string; subType?: string; message?: string } } };
}

/**
 * Checks the Svix signature (svix-id, svix-timestamp, svix-signature) of the raw body with
 * `secret`, including the 5-minute timestamp tolerance. 401 for anything unsigned, wrongly signed
 * or stale; 400 when a correctly signed body is not JSON.
 */
export function verifyResendWebhook(rawBody: string, headers: Headers, secret: string | undefined): VerifiedWebhook {
  const id = headers.get("svix-id");
  const timestamp = headers.get("svix-timestamp");
  const signature = headers.get("svix-signature");
  if (!secret || !id || !timestamp || !signature) throw new UnauthorizedError(WEBHOOK_NOT_VERIFIED);
  try {
    new Webhook(secret).verify(rawBody, { "webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": signature }, { jsonParse: false });
  } catch (error) {
    // Forged, stale, unsigned — or a secret that is not a whsec_ key: fail closed either way.
    if (!(error instanceof WebhookVerificationError)) console.warn(`[webhooks] Resend signature check failed: ${(error as Error).message}`);
    throw new UnauthorizedError(WEBHOOK_NOT_VERIFIED);
  }
  let event: unknown;
  try {
    event = JSON.parse(rawBody);
  } catch {
    throw new ValidationError("The webhook body is not valid JSON.");
  }
  if (!event || typeof event !== "object" || typeof (event as { type?: unknown }).type !== "string") throw new ValidationError("The webhook body is not a Resend event.");
  return { id: id.slice(0, 200), event: event as VerifiedWebhook["event"] };
}

function bounceDetail(bounce: NonNullable<NonNullable<VerifiedWebhook["event"]["data"]>["bounce"]> | undefined): string | null {
  if (!bounce) return null;
  const kind = [bounce.type, bounce.subType && `(${bounce.subType})`].filter(Boolean).join(" ");
  return [kind, bounce.message].filter(Boolean).join(": ").slice(0, 500) || null;
}

export type DeliveryOutcome = "recorded" | "ignored";

/**
 * Records one verified event. A replayed svix-id → 409 with nothing stored. An event type we do not
 * track, or a message id that matches no outbox row, is ignored (the provider gets 202).
 */
export async function recordResendEvent({ id, event }: VerifiedWebhook): Promise<DeliveryOutcome> {
  if (event.type === RESEND_EVENT_OPENED) return recordOpened(id, event);
  const delivery = RESEND_EVENT_DELIVERY[event.type];
  const providerId = event.data?.email_id;
  if (!delivery || typeof providerId !== "string") return "ignored";
  return prisma.$transaction(async (tx) => {
    const message = await tx.emailMessage.findFirst({ where: { providerId }, select: { id: true, deliveryStatus: true } });
    if (!message) return "ignored";
    const { count } = await tx.providerWebhookEvent.createMany({ data: [{ id, provider: "resend", type: event.type }], skipDuplicates: true });
    if (count === 0) throw new ConflictError(WEBHOOK_REPLAYED);
    if (message.deliveryStatus && RANK[message.deliveryStatus] > RANK[delivery]) return "recorded";
    const detail = delivery === "bounced" ? bounceDetail(event.data?.bounce) : delivery === "complained" ? "The recipient marked the email as spam." : null;
    await tx.emailMessage.update({ where: { id: message.id }, data: { deliveryStatus: delivery, deliveryDetail: detail, deliveryUpdatedAt: new Date() } });
    return "recorded";
  });
}

/** Opens are recorded for invitations only (the competition report's "opened"), and only when the provider reports one. */
export const RESEND_EVENT_OPENED = "email.opened";

async function recordOpened(id: string, event: VerifiedWebhook["event"]): Promise<DeliveryOutcome> {
  const providerId = event.data?.email_id;
  if (typeof providerId !== "string") return "ignored";
  return prisma.$transaction(async (tx) => {
    const message = await tx.emailMessage.findFirst({ where: { providerId, kind: INVITATION_KIND }, select: { id: true } });
    if (!message) return "ignored";
    const { count } = await tx.providerWebhookEvent.createMany({ data: [{ id, provider: "resend", type: event.type }], skipDuplicates: true });
    if (count === 0) throw new ConflictError(WEBHOOK_REPLAYED);
    await tx.invitation.updateMany({ where: { emailMessageId: message.id, openedAt: null }, data: { openedAt: new Date() } });
    return "recorded";
  });
}

/**
 * Twilio's inbound texts: their signature carries no time and never expires, so the MessageSid is all that
 * tells a replay (a day-old START after a STOP) from a new text. Their rows are kept for good.
 */
export const TWILIO_INBOUND_EVENT = { provider: "twilio", type: "inbound" } as const;

/**
 * Event ids older than the signature tolerance can no longer be replayed (the timestamp check refuses them).
 * Twilio's inbound ones have no such tolerance and stay (one short row per text the studio receives).
 */
export async function pruneWebhookEvents(now = new Date(), olderThanMs = 24 * 60 * 60 * 1000): Promise<number> {
  const { count } = await prisma.providerWebhookEvent.deleteMany({ where: { receivedAt: { lt: new Date(now.getTime() - olderThanMs) }, NOT: TWILIO_INBOUND_EVENT } });
  return count;
}
