// The link rule after Edit Booking changes a booking's email (a client is the dancer's
// name and email together). The booking follows its new key: to the client that already has it; or,
// when its own client has no other booking, that client takes the corrected address (its notes and
// photos stay with the dancer); or else to a new client. Every move is audited like a manual one.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { actorName, type Actor } from "@/lib/auth/dto";
import { newClientRowId } from "./client-link";

type Tx = Prisma.TransactionClient;

export type Relinked = "unchanged" | "moved" | "readdressed" | "new-client";

/** Called inside the booking update's transaction, after the booking's new email is stored. */
export async function relinkBookingAfterEmailChange(tx: Tx, bookingId: string, actor: Actor | null, now: Date): Promise<Relinked> {
  const [row] = await tx.$queryRaw<{ clientId: string | null; key: string; firstName: string; lastName: string; email: string; phoneNumber: string; parentFirstName: string; parentLastName: string }[]>`
    SELECT b."clientId", client_match_key(b."email", b."firstName", b."lastName") AS "key", b."firstName", b."lastName", b."email", b."phoneNumber", b."parentFirstName", b."parentLastName"
    FROM "Booking" b WHERE b."id" = ${bookingId}`;
  if (!row) return "unchanged";
  const [owner] = await tx.$queryRaw<{ id: string }[]>`SELECT COALESCE("mergedIntoId", "id") AS "id" FROM "Client" WHERE "matchKey" = ${row.key} FOR UPDATE`;
  if (owner?.id === row.clientId) return "unchanged";
  const audit = async (clientId: string, action: string) =>
    tx.clientAudit.create({ data: { action, clientId, otherClientId: row.clientId, bookingId, actorId: actor?.id ?? null, actorName: actor ? actorName(actor) : "Edit Booking", createdAt: now } });

  if (owner) {
    await tx.booking.update({ where: { id: bookingId }, data: { clientId: owner.id } });
    await audit(owner.id, "move-booking");
    return "moved";
  }
  const others = row.clientId ? await tx.booking.count({ where: { clientId: row.clientId, id: { not: bookingId } } }) : 1;
  if (row.clientId && others === 0) {
    // The same dancer, a corrected address: the card keeps its notes and photos.
    await tx.$executeRaw`
      UPDATE "Client" SET "matchKey" = ${row.key}, "email" = lower(btrim(${row.email}::text)),
        "searchText" = client_search_text("firstName", "lastName", ${row.email}::text, "phoneNumber"), "updatedAt" = ${now}
      WHERE "id" = ${row.clientId} AND "erasedAt" IS NULL`;
    return "readdressed";
  }
  const id = newClientRowId();
  await tx.$executeRaw`
    INSERT INTO "Client" ("id", "matchKey", "firstName", "lastName", "email", "phoneNumber", "parentFirstName", "parentLastName", "searchText", "createdAt", "updatedAt")
    VALUES (${id}, ${row.key}, btrim(regexp_replace(${row.firstName}::text, '\\s+', ' ', 'g')), btrim(regexp_replace(${row.lastName}::text, '\\s+', ' ', 'g')),
      lower(btrim(${row.email}::text)), ${row.phoneNumber}, ${row.parentFirstName}, ${row.parentLastName},
      client_search_text(${row.firstName}::text, ${row.lastName}::text, ${row.email}::text, ${row.phoneNumber}::text), ${now}, ${now})`;
  await tx.booking.update({ where: { id: bookingId }, data: { clientId: id } });
  await audit(id, "move-booking");
  return "new-client";
}
