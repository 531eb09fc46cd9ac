// What follows from an invitation: a booking made through its link is attributed to it (when the invitation
// is for that competition), and the competition's report counts invitations sent, opened and the bookings.
import "server-only";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { InvitationFiguresDto } from "./dto";

type Db = Prisma.TransactionClient;

/** Attributes a new booking to the invitation named in its link; an invitation to another competition, or none, is ignored. */
export async function attributeBookingToInvitation(bookingId: string, invitationId: string, db: Db = prisma): Promise<boolean> {
  const { count } = await db.booking.updateMany({
    where: { id: bookingId, invitationId: null, event: { invitationCampaigns: { some: { invitations: { some: { id: invitationId } } } } } },
    data: { invitationId },
  });
  return count === 1;
}

/** The competition report's invitation figures: sent (the provider accepted), opened (only where it reported an open), bookings that followed. */
export async function invitationFigures(eventId: string): Promise<InvitationFiguresDto> {
  const [row] = await prisma.$queryRaw<{ sent: bigint; opened: bigint; bookings: bigint }[]>`
    SELECT
      (SELECT count(*) FROM "Invitation" i JOIN "EmailMessage" m ON m."id" = i."emailMessageId" WHERE i."eventId" = ${eventId} AND m."status" = 'sent') AS "sent",
      (SELECT count(*) FROM "Invitation" i WHERE i."eventId" = ${eventId} AND i."openedAt" IS NOT NULL) AS "opened",
      (SELECT count(*) FROM "Booking" b WHERE b."eventId" = ${eventId} AND b."invitationId" IS NOT NULL AND b."deletedAt" IS NULL) AS "bookings"`;
  return { sent: Number(row.sent), opened: Number(row.opened), bookings: Number(row.bookings) };
}
