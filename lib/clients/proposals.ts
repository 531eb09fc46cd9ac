// Proposed changes to a client card: a public booking request never rewrites what staff keep on a
// known client's card (lib/bookings/client-link.ts stores the difference instead); staff accept one, which
// updates the card and is audited in ClientAudit, or ignore it (audited too).
import "server-only";
import { formatInTimeZone } from "date-fns-tz";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { studioTimeZone } from "@/lib/time";
import { actorName, type Actor } from "@/lib/auth/dto";
import type { ClientProposalDto } from "./dto";
import type { ProposalDecision } from "./schema";

const TX_OPTIONS = { maxWait: 15_000, timeout: 20_000 } as const;
const LABELS = { phone: "New phone", guardian: "New parent or guardian" } as const;

type ProposalRow = Prisma.ClientContactProposalGetPayload<{ include: { client: { select: { phoneNumber: true; parentFirstName: true; parentLastName: true } } } }>;
type Card = ProposalRow["client"];

const guardianOf = (p: { parentFirstName: string; parentLastName: string }) => `${p.parentFirstName} ${p.parentLastName}`.replace(/\s+/g, " ").trim();
const digits = (phone: string) => phone.replace(/\D/g, "");

/** The card's value of the proposal's field, and whether the proposal would change it (the link rule: phone by digits, guardian by words, any case). */
function compare(row: Pick<ProposalRow, "field" | "phoneNumber" | "parentFirstName" | "parentLastName">, card: Card): { value: string; current: string; differs: boolean } {
  if (row.field === "phone") return { value: row.phoneNumber, current: card.phoneNumber, differs: digits(row.phoneNumber) !== digits(card.phoneNumber) };
  const value = guardianOf(row);
  const current = guardianOf(card);
  return { value, current, differs: value.toLowerCase() !== current.toLowerCase() };
}

function toDto(row: ProposalRow, timeZone: string): ClientProposalDto {
  const field = row.field === "phone" ? "phone" : "guardian";
  const { value, current } = compare(row, row.client);
  return { _id: row.id, clientId: row.clientId, bookingId: row.bookingId, field, label: LABELS[field], value, current, requestedAt: row.createdAt.toISOString(), requestedOn: formatInTimeZone(row.createdAt, timeZone, "MMM d") };
}

/** Undecided proposals (of a client, or of one booking) that would still change the card, oldest first (phone before guardian). */
export async function pendingProposals(where: { clientId: string } | { bookingId: string }, timeZone = studioTimeZone()): Promise<ClientProposalDto[]> {
  const rows = await prisma.clientContactProposal.findMany({
    where: { ...where, resolution: null, client: { mergedIntoId: null, erasedAt: null } },
    include: { client: { select: { phoneNumber: true, parentFirstName: true, parentLastName: true } } },
    orderBy: [{ createdAt: "asc" }, { field: "desc" }, { id: "asc" }],
  });
  return rows.filter((row) => compare(row, row.client).differs).map((row) => toDto(row, timeZone));
}

/**
 * Staff accept (the card takes the request's phone or guardian) or ignore one proposal, audited with
 * who, when and which booking it came from. The client row is locked, so a decision and a merge or
 * erasure do not cross; a proposal already decided is 409.
 */
export async function decideProposal(clientId: string, proposalId: string, decision: ProposalDecision, actor: Actor, now = new Date()): Promise<{ _id: string; resolution: "accepted" | "ignored" }> {
  return prisma.$transaction(async (tx) => {
    const [client] = await tx.$queryRaw<{ id: string; mergedIntoId: string | null; erasedAt: Date | null }[]>`
      SELECT "id", "mergedIntoId", "erasedAt" FROM "Client" WHERE "id" = ${clientId} FOR UPDATE`;
    if (!client || client.mergedIntoId) throw new NotFoundError("Client not found");
    if (client.erasedAt) throw new ConflictError("This client's data was erased.");
    const proposal = await tx.clientContactProposal.findFirst({ where: { id: proposalId, clientId } });
    if (!proposal) throw new NotFoundError("Proposed change not found");
    if (proposal.resolution) throw new ConflictError(`This change was already ${proposal.resolution}. Reload the page.`);
    const resolution = decision === "accept" ? "accepted" : "ignored";
    if (decision === "accept") {
      if (proposal.field === "phone") {
        await tx.$executeRaw`UPDATE "Client" SET "phoneNumber" = ${proposal.phoneNumber},
          "searchText" = client_search_text("firstName", "lastName", "email", ${proposal.phoneNumber}), "updatedAt" = ${now} WHERE "id" = ${clientId}`;
      } else {
        await tx.client.update({ where: { id: clientId }, data: { parentFirstName: proposal.parentFirstName, parentLastName: proposal.parentLastName, updatedAt: now } });
      }
    }
    await tx.clientContactProposal.update({ where: { id: proposalId }, data: { resolution, resolvedAt: now, resolvedById: actor.id, resolvedByName: actorName(actor) } });
    await tx.clientAudit.create({ data: { action: `${decision}-${proposal.field}`, clientId, bookingId: proposal.bookingId, actorId: actor.id, actorName: actorName(actor), createdAt: now } });
    return { _id: proposalId, resolution };
  }, TX_OPTIONS);
}
