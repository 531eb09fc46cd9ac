// Inviting an audience: preview (who, who is skipped and why, the message), then queue — one Invitation and
// one outbox email each, in one transaction, due now or at the end of quiet hours. Nothing is sent from the
// request: the outbox worker delivers them, asking the gate again when each is due (lib/notify/email/invitation-gate.ts).
import "server-only";
import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { outboxRow } from "@/lib/notify";
import { MAX_ATTEMPTS } from "@/lib/notify/dto";
import { INVITATION_KIND, unsubscribeHeaders } from "@/lib/notify";
import { quietHoursDeferral } from "@/lib/notify";
import { studio } from "@/lib/env";
import { NotFoundError, ValidationError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatEventDateRange, toDateOnly } from "@/lib/time";
import { actorName, type Actor } from "@/lib/auth/dto";
import { buildAudience, targetCompetition, type Audience, type AudienceClient } from "./audience";
import { SKIP_LABELS, SKIP_REASONS, type InvitationPreviewDto, type InvitationProgressDto, type SkipReason } from "./dto";
import { invitationBookUrl, invitationEmail, type InvitationContent } from "@/lib/notify/templates/invitation";
import type { InvitationAudience } from "./schema";
import { addressHash, newUnsubscribeToken, sha256, unsubscribeUrl } from "./tokens";

const newId = () => `c${Date.now().toString(36).padStart(8, "0")}${randomBytes(8).toString("hex")}`;
const fullName = (c: AudienceClient) => `${c.firstName} ${c.lastName}`.trim();
export const NOTHING_TO_SEND = "No one in this audience can be invited (see who is skipped and why).";

function contentFor(audience: Audience, client: AudienceClient, bookUrl: string, unsubscribe: string): InvitationContent {
  const e = audience.event;
  return {
    greeting: client.parentFirstName.trim() || client.firstName,
    eventName: e.eventName,
    dates: formatEventDateRange(toDateOnly(e.eventStartDate), toDateOnly(e.eventEndDate)),
    place: [e.city, e.state].filter(Boolean).join(", "),
    lastTime: audience.sources.length === 1 ? `at ${audience.sources[0].name}` : null,
    bookUrl,
    unsubscribeUrl: unsubscribe,
  };
}

export async function previewInvitations(eventId: string, choice: InvitationAudience, now = new Date()): Promise<InvitationPreviewDto> {
  const audience = await buildAudience(eventId, choice, now);
  const e = audience.event;
  const sample = audience.invite[0] ?? { id: "", firstName: "Emma", lastName: "", parentFirstName: "", email: "", phoneE164: null };
  const message = invitationEmail(contentFor(audience, sample, `${invitationBookUrl(e.id, "")}…`, `${studio.siteUrl}/api/unsubscribe/…`));
  return {
    event: { id: e.id, name: e.eventName, dates: formatEventDateRange(toDateOnly(e.eventStartDate), toDateOnly(e.eventEndDate)) },
    sources: audience.sources.map(({ id, name, dates }) => ({ id, name, dates })),
    invite: audience.invite.map((c) => ({ clientId: c.id, name: fullName(c) })),
    skipped: audience.skipped.map(({ reason, clients }) => ({ reason, label: SKIP_LABELS[reason], count: clients.length, names: reason === "erased" ? [] : clients.map(fullName) })),
    message: { subject: message.subject, text: message.text },
  };
}

/** Queues the invitations of an audience (one transaction); answers the campaign's progress. */
export async function queueInvitations(eventId: string, choice: InvitationAudience, actor: Actor | null, now = new Date()): Promise<InvitationProgressDto> {
  const campaignId = await prisma.$transaction(
    async (tx) => {
      // One queue at a time per competition: a double click finds the first one's invitations ("already invited").
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`invitations:${eventId}`}))`;
      const audience = await buildAudience(eventId, choice, now);
      if (!audience.invite.length) throw new ValidationError(NOTHING_TO_SEND);
      const dueAt = quietHoursDeferral(now, audience.event.timeZone, null) ?? now;
      const skipped = Object.fromEntries(audience.skipped.map((s) => [s.reason, s.clients.length]));
      const campaign = await tx.invitationCampaign.create({
        data: { eventId, audience: choice as Prisma.InputJsonValue, skipped, createdById: actor?.id ?? null, createdByName: actor ? actorName(actor) : "", createdAt: now },
        select: { id: true },
      });
      const invitations: Prisma.InvitationCreateManyInput[] = [];
      const emails: Prisma.EmailMessageCreateManyInput[] = [];
      for (const client of audience.invite) {
        const id = newId();
        const emailId = newId();
        const token = newUnsubscribeToken();
        const url = unsubscribeUrl(token);
        const content = invitationEmail(contentFor(audience, client, invitationBookUrl(eventId, id), url));
        invitations.push({ id, campaignId: campaign.id, eventId, clientId: client.id, addressHash: addressHash(client.email), phoneHash: client.phoneE164 ? sha256(client.phoneE164) : null, unsubscribeHash: sha256(token), emailMessageId: emailId, createdAt: now });
        emails.push({ id: emailId, ...outboxRow({ kind: INVITATION_KIND, entityId: id, to: client.email, clientId: client.id, dueAt, createdAt: now, headers: unsubscribeHeaders(url), ...content }) });
      }
      await tx.invitation.createMany({ data: invitations });
      await tx.emailMessage.createMany({ data: emails });
      return campaign.id;
    },
    { timeout: 60_000, maxWait: 15_000 },
  );
  return invitationProgress(eventId, campaignId);
}

/** Where a campaign stands: queued, sent, not sent when due, and who was skipped at queue time. */
export async function invitationProgress(eventId: string, campaignId: string): Promise<InvitationProgressDto> {
  const campaign = await prisma.invitationCampaign.findFirst({ where: { id: campaignId, eventId }, select: { id: true, skipped: true } });
  if (!campaign) throw new NotFoundError("Invitations not found");
  const rows = await prisma.$queryRaw<{ status: string; attempts: number; n: bigint }[]>`
    SELECT m."status"::text AS "status", m."attempts", count(*) AS "n"
    FROM "Invitation" i JOIN "EmailMessage" m ON m."id" = i."emailMessageId"
    WHERE i."campaignId" = ${campaignId} GROUP BY 1, 2`;
  let queued = 0, sent = 0, notSent = 0;
  for (const r of rows) {
    const n = Number(r.n);
    if (r.status === "sent") sent += n;
    else if (r.status === "dropped" || (r.status === "failed" && r.attempts >= MAX_ATTEMPTS)) notSent += n;
    else queued += n;
  }
  const counts = campaign.skipped as Partial<Record<SkipReason, number>>;
  const skipped = SKIP_REASONS.filter((r) => (counts[r] ?? 0) > 0).map((reason) => ({ reason, label: SKIP_LABELS[reason], count: counts[reason]! }));
  return { campaignId, total: queued + sent + notSent, queued, sent, notSent, skipped, done: queued === 0 };
}

/** The invitation screen's heading: the competition, its dates, and whether it is published (only then are invitations offered). */
export async function invitationTarget(eventId: string): Promise<{ id: string; name: string; dates: string; published: boolean }> {
  const e = await targetCompetition(eventId);
  return { id: e.id, name: e.eventName, dates: formatEventDateRange(toDateOnly(e.eventStartDate), toDateOnly(e.eventEndDate)), published: e.showEvent };
}
