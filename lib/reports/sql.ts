// The reports' raw statement (docs/decisions/0004): clients' history around each competition, counted in
// the database so a season with tens of thousands of clients never travels to Node. lib/reports/sql.int.test.ts
// runs it against the migrated schema.
import type { TakingsPayment } from "@/lib/takings/figures";
import "server-only";
import { rawRows } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ClientHistory } from "./figures";

/**
 * For each competition: its dancers (clients of its live bookings) who had a live booking at a competition
 * starting earlier (returning) and who have one at a competition starting later (rebooked). Live: the booking
 * neither deleted nor cancelled, the competition not deleted. A booking without a client counts as new.
 */
export async function clientHistory(eventIds: readonly string[]): Promise<Map<string, ClientHistory>> {
  if (eventIds.length === 0) return new Map();
  const rows = await rawRows<{ eventId: string; returning: number; rebooked: number }>(Prisma.sql`
    WITH live AS (
      SELECT DISTINCT b."clientId", b."eventId", e."eventStartDate" AS start
      FROM "Booking" b JOIN "Event" e ON e.id = b."eventId"
      WHERE b."deletedAt" IS NULL AND b."cancelledAt" IS NULL AND e."deletedAt" IS NULL AND b."clientId" IS NOT NULL
    ),
    here AS (SELECT * FROM live WHERE "eventId" = ANY(${[...eventIds]}::text[])),
    span AS (
      SELECT l."clientId", min(l.start) AS first_start, max(l.start) AS last_start
      FROM live l WHERE l."clientId" IN (SELECT "clientId" FROM here)
      GROUP BY l."clientId"
    )
    SELECT h."eventId",
           (count(*) FILTER (WHERE s.first_start < h.start))::int AS "returning",
           (count(*) FILTER (WHERE s.last_start > h.start))::int AS rebooked
    FROM here h JOIN span s ON s."clientId" = h."clientId"
    GROUP BY h."eventId"`);
  return new Map(rows.map((r) => [r.eventId, { returning: r.returning, rebooked: r.rebooked }]));
}

export interface ReportBookingRow {
  id: string;
  eventId: string;
  clientId: string | null;
  channel: "web" | "phone" | "text" | "walk_up";
  cancelled: boolean;
  isAssigned: boolean;
  /** A slot of it was marked no-show on the day. */
  noShow: boolean;
}

/** The competitions' bookings (deleted ones never), each with whether a slot was a no-show. */
export function reportBookingRows(eventIds: readonly string[]): Promise<ReportBookingRow[]> {
  return rawRows<ReportBookingRow>(Prisma.sql`
    SELECT b.id, b."eventId", b."clientId", b.channel::text AS channel, (b."cancelledAt" IS NOT NULL) AS cancelled, b."isAssigned",
           EXISTS (SELECT 1 FROM "Schedule" s WHERE s."bookingId" = b.id AND s."dayStatus" = 'no_show') AS "noShow"
    FROM "Booking" b
    WHERE b."eventId" = ANY(${[...eventIds]}::text[]) AND b."deletedAt" IS NULL`);
}

/** A Payment row as the takings read it, with its competition and the payment a refund reverses. */
export interface ReportPaymentRow extends Omit<TakingsPayment, "takenOn"> {
  eventId: string;
  refundOfId: string | null;
  /** "YYYY-MM-DD" (a date column read as text: no zone can move it). */
  takenOn: string | null;
}

/** Every Payment row in `currency` of the competitions' bookings (deleted bookings never), with its competition. */
export function reportPaymentRows(eventIds: readonly string[], currency: string): Promise<ReportPaymentRow[]> {
  return rawRows<ReportPaymentRow>(Prisma.sql`
    SELECT p.id, p."bookingId", b."eventId", p.kind::text AS kind, p.method::text AS method, p.status::text AS status, p."amountCents", p."tipCents", p.currency,
           p."refundOfId", p."takenById", p."takenByName", to_char(p."takenOn", 'YYYY-MM-DD') AS "takenOn", p."recordedByName", p."createdAt"
    FROM "Payment" p JOIN "Booking" b ON b.id = p."bookingId"
    WHERE b."eventId" = ANY(${[...eventIds]}::text[]) AND b."deletedAt" IS NULL AND lower(p.currency) = lower(${currency})`);
}
