// Whether an invitation may go, asked again when it is due (an unsubscribe, a STOP, a bounce or another
// invitation can arrive after it was queued): refused for good (dropped, with the reason), or deferred
// past the texts' quiet hours in the competition's zone.
import "server-only";
import { prisma } from "@/lib/db/client";
import { studio } from "@/lib/env";
import { quietHoursDeferral } from "@/lib/notify/sms/rules";
import {
  INVITATION_CAP_MS, INVITATION_KIND, NOT_SENT_BOUNCED, NOT_SENT_ERASED, NOT_SENT_INVITATION_CAP, NOT_SENT_NO_MARKETING_CONSENT, NOT_SENT_UNSUBSCRIBED, marketingConsentStands,
} from "./invitation-rules";

export type InvitationGateOutcome = { send: true } | { refuse: string } | { deferUntil: Date };

/** Whether the last delivery report for an address was a bounce or a complaint (one that was delivered since clears it). */
export async function addressesBounced(addresses: readonly string[]): Promise<Set<string>> {
  if (!addresses.length) return new Set();
  const rows = await prisma.emailMessage.findMany({
    where: { channel: "email", to: { in: [...addresses], mode: "insensitive" }, deliveryStatus: { in: ["bounced", "complained", "delivered"] } },
    orderBy: { deliveryUpdatedAt: "desc" },
    select: { to: true, deliveryStatus: true },
  });
  const latest = new Map<string, string>();
  for (const r of rows) if (!latest.has(r.to.toLowerCase())) latest.set(r.to.toLowerCase(), r.deliveryStatus!);
  return new Set([...latest].filter(([, status]) => status !== "delivered").map(([address]) => address));
}

export async function gateDueInvitation(email: { id: string; idempotencyKey: string; to: string }, now = new Date()): Promise<InvitationGateOutcome> {
  const invitationId = email.idempotencyKey.slice(INVITATION_KIND.length + 1);
  const invitation = await prisma.invitation.findUnique({ where: { id: invitationId }, select: { id: true, clientId: true, addressHash: true, phoneHash: true, eventId: true } });
  if (!invitation?.clientId) return { refuse: NOT_SENT_ERASED };
  const [client, optOuts, event, sentLately] = await Promise.all([
    prisma.client.findUnique({ where: { id: invitation.clientId }, select: { erasedAt: true, marketingConsentAt: true, marketingOptedOutAt: true } }),
    prisma.marketingOptOut.count({ where: { addressHash: { in: [invitation.addressHash, ...(invitation.phoneHash ? [invitation.phoneHash] : [])] } } }),
    prisma.event.findUnique({ where: { id: invitation.eventId }, select: { timeZone: true } }),
    prisma.emailMessage.count({
      where: { kind: INVITATION_KIND, clientId: invitation.clientId, id: { not: email.id }, OR: [{ status: "sent", sentAt: { gte: new Date(now.getTime() - INVITATION_CAP_MS) } }, { status: "sending" }] },
    }),
  ]);
  if (!client || client.erasedAt) return { refuse: NOT_SENT_ERASED };
  if (optOuts > 0) return { refuse: NOT_SENT_UNSUBSCRIBED };
  if (!marketingConsentStands(client)) return { refuse: client.marketingOptedOutAt ? NOT_SENT_UNSUBSCRIBED : NOT_SENT_NO_MARKETING_CONSENT };
  if ((await addressesBounced([email.to])).size) return { refuse: NOT_SENT_BOUNCED };
  if (sentLately > 0) return { refuse: NOT_SENT_INVITATION_CAP };
  const until = quietHoursDeferral(now, event?.timeZone ?? studio.timeZone, null);
  return until ? { deferUntil: until } : { send: true };
}
