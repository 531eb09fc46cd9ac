// Which bookings' customer emails (receipt, confirmation) bounced: the latest of them the provider
// reported on decides, so a corrected address and a resend clear the mark once delivery is reported.
import "server-only";
import type { EmailBounceDto, TextFailureDto } from "./dto";
import { prisma } from "@/lib/db/client";

/** Outbox keys are `<kind>/<bookingId>[/…]`: the booking id is the second segment. */
export async function emailBouncesFor(bookingIds: readonly string[]): Promise<Map<string, EmailBounceDto>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await prisma.$queryRaw<{ bookingId: string; to: string; kind: EmailBounceDto["kind"]; deliveryStatus: string; deliveryDetail: string | null; at: Date }[]>`
    SELECT DISTINCT ON (split_part("idempotencyKey", '/', 2))
           split_part("idempotencyKey", '/', 2) AS "bookingId", "to", "kind", "deliveryStatus"::text AS "deliveryStatus", "deliveryDetail", "deliveryUpdatedAt" AS "at"
    FROM "EmailMessage"
    WHERE "kind" IN ('booking-receipt', 'booking-confirmation')
      AND split_part("idempotencyKey", '/', 2) = ANY(${[...bookingIds]}::text[])
      AND "deliveryStatus" IN ('delivered', 'bounced')
    ORDER BY split_part("idempotencyKey", '/', 2), "createdAt" DESC, "deliveryUpdatedAt" DESC`;
  return new Map(
    rows.filter((r) => r.deliveryStatus === "bounced").map((r) => [r.bookingId, { to: r.to, kind: r.kind, detail: r.deliveryDetail, at: r.at.toISOString() }]),
  );
}

/**
 * Which bookings' latest reported text did not arrive (Twilio: failed or undelivered, or refused the number):
 * flagged like a bounced email; a later delivered text to the booking clears the mark.
 */
export async function textFailuresFor(bookingIds: readonly string[]): Promise<Map<string, TextFailureDto>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await prisma.$queryRaw<{ bookingId: string; to: string; deliveryStatus: string; deliveryDetail: string | null; at: Date }[]>`
    SELECT DISTINCT ON ("bookingId") "bookingId", "to", "deliveryStatus"::text AS "deliveryStatus", "deliveryDetail", "deliveryUpdatedAt" AS "at"
    FROM "EmailMessage"
    WHERE "channel" = 'sms' AND "bookingId" = ANY(${[...bookingIds]}::text[]) AND "deliveryStatus" IN ('delivered', 'bounced')
    ORDER BY "bookingId", "createdAt" DESC, "deliveryUpdatedAt" DESC`;
  return new Map(rows.filter((r) => r.deliveryStatus === "bounced").map((r) => [r.bookingId, { to: r.to, detail: r.deliveryDetail, at: r.at.toISOString() }]));
}
