// Client records: the list, the card, styling notes, merges and booking moves. Linking a
// new booking happens in createBooking's insert (lib/bookings/client-link.ts); erasure and retention in erase.ts.
import "server-only";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { bookingStatus } from "@/lib/bookings/dto";
import { depositSummariesOf } from "@/lib/payments";
import { toDateOnly } from "@/lib/time";
import { actorName, type Actor } from "@/lib/auth/dto";
import { currentNotes, oneLine, type ChairNotesDto, type ClientCardDto, type ClientNoteDto, type ClientPage, type ReturningDancerDto } from "./dto";
import type { ClientListQuery, ClientNoteInput } from "./schema";
import { clientListPage, countClients, latestChairNotes } from "./sql";
import { assertPhotoRoom, listClientPhotos } from "./photos";
import { pendingProposals } from "./proposals";

export { runClientRetention } from "./erase";

const TX_OPTIONS = { maxWait: 15_000, timeout: 20_000 } as const;

/** Words of a search: each must appear in the name, email or phone digits (a word of digits and - ( ) + . matches the phone). */
function searchWords(q: string): string[] {
  return q
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6)
    .map((w) => (/^[\d\s()+.-]+$/.test(w) && /\d/.test(w) ? w.replace(/\D/g, "") : w));
}

/** The client list: live clients by last name, searchable; booking count and last competition per row. */
export async function listClients(query: ClientListQuery): Promise<ClientPage> {
  const words = searchWords(query.q);
  const [clients, total] = await Promise.all([clientListPage(words, query.pageSize, (query.page - 1) * query.pageSize), countClients(words)]);
  return { clients, total, page: query.page, pageSize: query.pageSize, totalPages: Math.max(1, Math.ceil(total / query.pageSize)) };
}

const noteDto = (n: { id: string; kind: ClientNoteDto["kind"]; body: string; authorName: string; createdAt: Date }): ClientNoteDto => ({
  _id: n.id,
  kind: n.kind,
  body: n.body,
  authorName: n.authorName,
  createdAt: n.createdAt.toISOString(),
});

/** The client's card: contact, guardian, every booking with its payments, and the styling notes. */
export async function getClientCard(id: string, now = new Date()): Promise<ClientCardDto> {
  const client = await prisma.client.findUnique({
    where: { id },
    include: {
      notes: { orderBy: { createdAt: "desc" } },
      bookings: {
        where: { deletedAt: null },
        orderBy: { createdAt: "desc" },
        include: {
          event: { select: { id: true, eventName: true, city: true, eventStartDate: true } },
          days: { orderBy: { position: "asc" }, select: { date: true, serviceId: true, serviceTitle: true, additionalServiceIds: true, additionalServiceTitles: true } },
          schedules: { select: { assignedUser: { select: { firstName: true, lastName: true } } } },
        },
      },
    },
  });
  if (!client) throw new NotFoundError("Client not found");
  if (client.mergedIntoId) throw new NotFoundError("This client was merged into another one");
  const [deposits, proposals] = await Promise.all([depositSummariesOf(client.bookings, now), pendingProposals({ clientId: client.id })]);
  const notes = client.notes.map(noteDto);
  return {
    _id: client.id,
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    phoneNumber: client.phoneNumber,
    guardian: client.parentFirstName || client.parentLastName ? { firstName: client.parentFirstName, lastName: client.parentLastName } : null,
    erased: client.erasedAt !== null,
    createdAt: client.createdAt.toISOString(),
    bookings: client.bookings.map((b) => ({
      _id: b.id,
      competition: { _id: b.event.id, eventName: b.event.eventName, city: b.event.city, eventStartDate: toDateOnly(b.event.eventStartDate) },
      days: b.days.map((d) => ({ date: toDateOnly(d.date), service: d.serviceTitle, additionalServices: d.additionalServiceTitles })),
      stylists: [...new Set(b.schedules.flatMap((s) => (s.assignedUser ? [`${s.assignedUser.firstName} ${s.assignedUser.lastName}`.trim()] : [])))],
      status: bookingStatus(b),
      createdAt: b.createdAt.toISOString(),
      deposit: deposits.get(b.id) ?? null,
    })),
    notes,
    current: currentNotes(notes),
    proposals,
  };
}

async function liveClient(db: Prisma.TransactionClient | typeof prisma, id: string) {
  const client = await db.client.findUnique({ where: { id }, select: { id: true, mergedIntoId: true, erasedAt: true } });
  if (!client || client.mergedIntoId) throw new NotFoundError("Client not found");
  if (client.erasedAt) throw new ConflictError("This client's data was erased.");
  return client;
}

/** Everything stored about one client, as JSON (what a customer may ask for): contact, bookings (with payments' summaries), notes and photos. */
export async function clientDataExport(id: string) {
  const [card, photos] = await Promise.all([getClientCard(id), listClientPhotos(id)]);
  return { exportedAt: new Date().toISOString(), client: card, photos };
}

export async function addClientNote(clientId: string, input: ClientNoteInput, actor: Actor): Promise<ClientNoteDto> {
  await liveClient(prisma, clientId);
  const note = await prisma.clientNote.create({ data: { clientId, kind: input.kind, body: input.body, authorId: actor.id, authorName: actorName(actor) } });
  return noteDto(note);
}

/**
 * Merges `sourceId` into `intoId` in one transaction: its bookings and notes move, it stays as a
 * tombstone pointing at the survivor (so its match key keeps linking there), and the merge is audited.
 * Both rows are locked in id order; a merge that finds either side already merged or erased is 409,
 * so of two merges at once one wins and the other is refused.
 */
export async function mergeClients(sourceId: string, intoId: string, actor: Actor): Promise<{ _id: string }> {
  if (sourceId === intoId) throw new ValidationError("A client cannot be merged into itself.", { intoClientId: "Choose another client" });
  return prisma.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string; mergedIntoId: string | null; erasedAt: Date | null }[]>`
      SELECT "id", "mergedIntoId", "erasedAt" FROM "Client" WHERE "id" IN (${sourceId}, ${intoId}) ORDER BY "id" FOR UPDATE`;
    const source = locked.find((c) => c.id === sourceId);
    const into = locked.find((c) => c.id === intoId);
    if (!source || !into) throw new NotFoundError("Client not found");
    if (source.mergedIntoId || into.mergedIntoId) throw new ConflictError("One of these clients was just merged into another. Reload the client and try again.");
    if (source.erasedAt || into.erasedAt) throw new ConflictError("One of these clients' data was erased.");
    await assertPhotoRoom(tx, [sourceId, intoId], 0);
    await tx.$executeRaw`UPDATE "Booking" SET "clientId" = ${intoId} WHERE "clientId" = ${sourceId}`;
    await tx.$executeRaw`UPDATE "ClientNote" SET "clientId" = ${intoId} WHERE "clientId" = ${sourceId}`;
    await tx.$executeRaw`UPDATE "ClientPhoto" SET "clientId" = ${intoId} WHERE "clientId" = ${sourceId}`;
    await tx.$executeRaw`UPDATE "ClientContactProposal" SET "clientId" = ${intoId} WHERE "clientId" = ${sourceId}`;
    await tx.$executeRaw`UPDATE "Client" SET "mergedIntoId" = ${intoId}, "updatedAt" = now() WHERE "mergedIntoId" = ${sourceId} OR "id" = ${sourceId}`;
    await tx.clientAudit.create({ data: { action: "merge", clientId: intoId, otherClientId: sourceId, actorId: actor.id, actorName: actorName(actor) } });
    return { _id: intoId };
  }, TX_OPTIONS);
}

/** Moves one booking to another (live) client, audited; the booking's previous client is recorded. */
export async function moveBookingToClient(intoId: string, bookingId: string, actor: Actor): Promise<{ _id: string }> {
  return prisma.$transaction(async (tx) => {
    const [target] = await tx.$queryRaw<{ id: string; mergedIntoId: string | null; erasedAt: Date | null }[]>`
      SELECT "id", "mergedIntoId", "erasedAt" FROM "Client" WHERE "id" = ${intoId} FOR UPDATE`;
    if (!target || target.mergedIntoId) throw new NotFoundError("Client not found");
    if (target.erasedAt) throw new ConflictError("This client's data was erased.");
    const [booking] = await tx.$queryRaw<{ clientId: string | null }[]>`
      SELECT "clientId" FROM "Booking" WHERE "id" = ${bookingId} AND "deletedAt" IS NULL FOR UPDATE`;
    if (!booking) throw new NotFoundError("Booking not found");
    if (booking.clientId === intoId) throw new ValidationError("The booking already belongs to this client.", { bookingId: "Already this client's booking" });
    await tx.booking.update({ where: { id: bookingId }, data: { clientId: intoId } });
    await tx.clientContactProposal.updateMany({ where: { bookingId }, data: { clientId: intoId } });
    await tx.clientAudit.create({ data: { action: "move-booking", clientId: intoId, otherClientId: booking.clientId, bookingId, actorId: actor.id, actorName: actorName(actor) } });
    return { _id: intoId };
  }, TX_OPTIONS);
}

/** Edit Booking's panel: the dancer's earlier bookings and current notes (null when this is the first). */
export async function returningDancer(bookingId: string): Promise<ReturningDancerDto | null> {
  const booking = await prisma.booking.findUnique({ where: { id: bookingId }, select: { clientId: true, createdAt: true } });
  if (!booking?.clientId) return null;
  const [earlierBookings, notes, proposals] = await Promise.all([
    prisma.booking.count({ where: { clientId: booking.clientId, deletedAt: null, id: { not: bookingId }, createdAt: { lte: booking.createdAt } } }),
    prisma.clientNote.findMany({ where: { clientId: booking.clientId }, orderBy: { createdAt: "desc" }, take: 50 }),
    pendingProposals({ bookingId }),
  ]);
  return { clientId: booking.clientId, earlierBookings, current: currentNotes(notes.map(noteDto)), proposals };
}

/** The run sheet's and My Calendar's notes per booking: the allergies note in full and one line of hair/makeup styling. */
export async function chairNotesFor(bookingIds: readonly string[]): Promise<Map<string, ChairNotesDto>> {
  if (bookingIds.length === 0) return new Map();
  const byBooking = new Map<string, Partial<Record<string, string>>>();
  for (const r of await latestChairNotes(bookingIds)) byBooking.set(r.bookingId, { ...byBooking.get(r.bookingId), [r.kind]: r.body });
  const result = new Map<string, ChairNotesDto>();
  for (const [id, n] of byBooking) {
    const styling = [n.hair ? `Hair: ${oneLine(n.hair, 60)}` : "", n.makeup ? `Makeup: ${oneLine(n.makeup, 60)}` : ""].filter(Boolean).join(" · ");
    // Allergies in full: a cut allergy note could hide what matters.
    result.set(id, { allergies: n.allergies?.trim() ?? "", styling });
  }
  return result;
}
export { bookAgainForClient, bookAgainPrefill, bookAgainRef } from "./book-again";
export { eraseClient, getClientSettings, updateClientSettings } from "./erase";
export { clientListCsvStream } from "./export";
export { MAX_CLIENT_PHOTOS, addClientPhoto, deleteClientPhoto, listClientPhotos, readClientPhoto } from "./photos";
export { decideProposal } from "./proposals";
