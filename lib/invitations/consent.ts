// Consent to invitations, apart from texts' consent: the client carries the current state, each change is a
// MarketingConsentEvent, and an unsubscribe (the email's one-click link, a STOP text, unticking on a page) puts
// the address's SHA-256 on MarketingOptOut, which an erasure leaves in place. Ticking the box again later is a
// fresh consent: it lifts her own addresses from the list.
import "server-only";
import { prisma } from "@/lib/db/client";
import type { MarketingConsentSource, Prisma } from "@/lib/generated/prisma/client";
import { NotFoundError } from "@/lib/errors";
import { marketingConsentStands } from "@/lib/notify";
import type { CustomerMarketingDto } from "./dto";
import { addressHash, INVITATION_TOKEN_PATTERN, sha256 } from "./tokens";

type Db = Prisma.TransactionClient;

const hashesOf = (c: { email: string; phoneE164: string | null }) => [c.email ? addressHash(c.email) : null, c.phoneE164 ? sha256(c.phoneE164) : null].filter((h): h is string => Boolean(h));

/** Records her choice (tick: consent, untick: withdraw) from a form or page, with its time and source. */
export async function recordMarketingConsent(clientId: string, consent: boolean, source: MarketingConsentSource, now = new Date(), tx?: Db): Promise<void> {
  const run = async (db: Db) => {
    const client = await db.client.findUnique({ where: { id: clientId }, select: { email: true, phoneE164: true, erasedAt: true } });
    if (!client || client.erasedAt) return;
    if (consent) {
      await db.client.update({ where: { id: clientId }, data: { marketingConsentAt: now, marketingConsentSource: source } });
      await db.marketingOptOut.deleteMany({ where: { addressHash: { in: hashesOf(client) } } });
    } else {
      await db.client.update({ where: { id: clientId }, data: { marketingConsentAt: null, marketingConsentSource: null, marketingOptedOutAt: now } });
      await db.marketingOptOut.createMany({ data: hashesOf(client).map((h) => ({ addressHash: h, optedOutAt: now })), skipDuplicates: true });
    }
    await db.marketingConsentEvent.create({ data: { clientId, action: consent ? "consent" : "withdraw", source, createdAt: now } });
  };
  if (tx) return run(tx);
  await prisma.$transaction(run);
}

/**
 * One-click unsubscribe (RFC 8058) by the token of the email's link: at once, with no other credential, and
 * again harmlessly. Works after the client was erased (the invitation keeps the address's hash).
 */
export async function unsubscribeByToken(token: string, now = new Date()): Promise<{ unsubscribed: true }> {
  if (!INVITATION_TOKEN_PATTERN.test(token)) throw new NotFoundError("This unsubscribe link is not valid.");
  await prisma.$transaction(async (tx) => {
    const invitation = await tx.invitation.findUnique({ where: { unsubscribeHash: sha256(token) }, select: { id: true, clientId: true, addressHash: true, unsubscribedAt: true } });
    if (!invitation) throw new NotFoundError("This unsubscribe link is not valid.");
    await tx.marketingOptOut.upsert({ where: { addressHash: invitation.addressHash }, create: { addressHash: invitation.addressHash, optedOutAt: now }, update: {} });
    if (!invitation.unsubscribedAt) await tx.invitation.update({ where: { id: invitation.id }, data: { unsubscribedAt: now } });
    const client = invitation.clientId ? await tx.client.findUnique({ where: { id: invitation.clientId }, select: { id: true, erasedAt: true, mergedIntoId: true } }) : null;
    const clientId = client && !client.erasedAt ? (client.mergedIntoId ?? client.id) : null;
    if (clientId) {
      await tx.client.update({ where: { id: clientId }, data: { marketingConsentAt: null, marketingConsentSource: null, marketingOptedOutAt: now } });
      await tx.marketingConsentEvent.create({ data: { clientId, action: "unsubscribe", source: "unsubscribe_link", createdAt: now } });
    }
  });
  return { unsubscribed: true };
}

/** Whether an unsubscribe token names an invitation (the confirmation page's question; nothing changes). */
export async function unsubscribeTokenIsKnown(token: string): Promise<boolean> {
  if (!INVITATION_TOKEN_PATTERN.test(token)) return false;
  return Boolean(await prisma.invitation.findUnique({ where: { unsubscribeHash: sha256(token) }, select: { id: true } }));
}

/** Whether her consent to invitations stands now (the private and family pages' checkbox). */
export async function customerMarketing(clientId: string | null): Promise<CustomerMarketingDto> {
  const client = clientId ? await prisma.client.findUnique({ where: { id: clientId }, select: { marketingConsentAt: true, marketingOptedOutAt: true, erasedAt: true } }) : null;
  return { on: Boolean(client && !client.erasedAt && marketingConsentStands(client)) };
}

/** The page's checkbox for the booking's client: tick consents, untick withdraws (with the page as source). */
export async function setMarketingConsentForBooking(booking: { clientId: string | null }, consent: boolean, source: "private_page" | "family_page", now = new Date()): Promise<CustomerMarketingDto> {
  if (!booking.clientId) throw new NotFoundError("This booking is not linked to a client.");
  await recordMarketingConsent(booking.clientId, consent, source, now);
  return customerMarketing(booking.clientId);
}
