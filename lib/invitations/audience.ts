// Who an invitation to a competition goes to: the clients who danced (a live booking) at the chosen
// competitions, each either invited or skipped with one reason (the first that applies, in SKIP_REASONS order).
import "server-only";
import { prisma } from "@/lib/db/client";
import { INVITATION_CAP_MS, marketingConsentStands } from "@/lib/notify";
import { addressesBounced } from "@/lib/notify";
import { NotFoundError } from "@/lib/errors";
import type { Event } from "@/lib/generated/prisma/client";
import { formatEventDateRange, toDateOnly } from "@/lib/time";
import { SKIP_REASONS, type InvitationSourceDto, type SkipReason } from "./dto";
import type { InvitationAudience } from "./schema";
import { addressHash, sha256 } from "./tokens";

/** A previous edition is the same name without its year, started within this long before. */
const LAST_EDITION_WINDOW_MS = 548 * 24 * 60 * 60 * 1000;

export const competitionNameKey = (name: string) => name.toLowerCase().replace(/\b(19|20)\d{2}\b/g, " ").replace(/[^a-z0-9]+/g, " ").trim();

export interface AudienceClient {
  id: string;
  firstName: string;
  lastName: string;
  parentFirstName: string;
  email: string;
  phoneE164: string | null;
}

export interface Audience {
  event: Event;
  sources: (Pick<Event, "id" | "eventName"> & InvitationSourceDto)[];
  invite: AudienceClient[];
  skipped: { reason: SkipReason; clients: AudienceClient[] }[];
}

export async function targetCompetition(eventId: string): Promise<Event> {
  const event = await prisma.event.findFirst({ where: { id: eventId, deletedAt: null } });
  if (!event) throw new NotFoundError("Competition not found");
  return event;
}

async function sourceCompetitions(event: Event, audience: InvitationAudience): Promise<Event[]> {
  if (audience.source === "last_year") {
    const earlier = await prisma.event.findMany({
      where: { deletedAt: null, id: { not: event.id }, eventStartDate: { lt: event.eventStartDate, gte: new Date(event.eventStartDate.getTime() - LAST_EDITION_WINDOW_MS) } },
      orderBy: { eventStartDate: "desc" },
    });
    const key = competitionNameKey(event.eventName);
    return earlier.filter((e) => competitionNameKey(e.eventName) === key).slice(0, 1);
  }
  return prisma.event.findMany({
    where: {
      deletedAt: null,
      id: { not: event.id },
      ...(audience.state ? { state: { equals: audience.state, mode: "insensitive" } } : {}),
      eventStartDate: { ...(audience.from ? { gte: new Date(`${audience.from}T00:00:00Z`) } : {}), ...(audience.to ? { lte: new Date(`${audience.to}T00:00:00Z`) } : {}) },
    },
    orderBy: { eventStartDate: "asc" },
  });
}

const byName = (a: AudienceClient, b: AudienceClient) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

export async function buildAudience(eventId: string, audience: InvitationAudience, now = new Date()): Promise<Audience> {
  const event = await targetCompetition(eventId);
  const sources = await sourceCompetitions(event, audience);
  const danced = sources.length
    ? await prisma.booking.findMany({ where: { eventId: { in: sources.map((s) => s.id) }, deletedAt: null, cancelledAt: null, clientId: { not: null } }, select: { clientId: true }, distinct: ["clientId"] })
    : [];
  const linked = await prisma.client.findMany({ where: { id: { in: danced.map((b) => b.clientId!) } }, select: { id: true, mergedIntoId: true } });
  const ids = [...new Set(linked.map((c) => c.mergedIntoId ?? c.id))];
  const clients = await prisma.client.findMany({
    where: { id: { in: ids } },
    select: { id: true, firstName: true, lastName: true, parentFirstName: true, email: true, phoneE164: true, erasedAt: true, marketingConsentAt: true, marketingOptedOutAt: true },
  });
  const hashes = clients.flatMap((c) => [c.email ? addressHash(c.email) : "", c.phoneE164 ? sha256(c.phoneE164) : ""]).filter(Boolean);
  const [optOuts, booked, invited, bounced] = await Promise.all([
    prisma.marketingOptOut.findMany({ where: { addressHash: { in: hashes } }, select: { addressHash: true } }),
    prisma.booking.findMany({ where: { eventId: event.id, clientId: { in: ids }, deletedAt: null, cancelledAt: null }, select: { clientId: true } }),
    prisma.invitation.findMany({ where: { clientId: { in: ids }, OR: [{ eventId: event.id }, { createdAt: { gte: new Date(now.getTime() - INVITATION_CAP_MS) } }] }, select: { clientId: true, eventId: true } }),
    addressesBounced(clients.map((c) => c.email).filter(Boolean)),
  ]);
  const optedOut = new Set(optOuts.map((o) => o.addressHash));
  const bookedIds = new Set(booked.map((b) => b.clientId));
  const reasonOf = (c: (typeof clients)[number]): SkipReason | null => {
    if (c.erasedAt) return "erased";
    if (bookedIds.has(c.id)) return "already_booked";
    if ((c.email && optedOut.has(addressHash(c.email))) || (c.phoneE164 && optedOut.has(sha256(c.phoneE164)))) return "unsubscribed";
    if (!marketingConsentStands(c)) return c.marketingOptedOutAt ? "unsubscribed" : "no_consent";
    if (!c.email) return "no_email";
    if (bounced.has(c.email.toLowerCase())) return "bounced";
    if (invited.some((i) => i.clientId === c.id && i.eventId === event.id)) return "already_invited";
    if (invited.some((i) => i.clientId === c.id)) return "recently_invited";
    return null;
  };
  const invite: AudienceClient[] = [];
  const skipped = new Map<SkipReason, AudienceClient[]>();
  for (const c of clients) {
    const reason = reasonOf(c);
    const client = { id: c.id, firstName: c.firstName, lastName: c.lastName, parentFirstName: c.parentFirstName, email: c.email, phoneE164: c.phoneE164 };
    if (reason) skipped.set(reason, [...(skipped.get(reason) ?? []), client]);
    else invite.push(client);
  }
  return {
    event,
    sources: sources.map((s) => ({ id: s.id, eventName: s.eventName, name: s.eventName, dates: formatEventDateRange(toDateOnly(s.eventStartDate), toDateOnly(s.eventEndDate)) })),
    invite: invite.sort(byName),
    skipped: SKIP_REASONS.filter((r) => skipped.has(r)).map((reason) => ({ reason, clients: skipped.get(reason)!.sort(byName) })),
  };
}
