// The booking path's raw statements (docs/decisions/0004): sent straight to the pg pool, each with a
// typed row mapper; lib/bookings/sql.int.test.ts runs every one against the migrated schema.
import "server-only";
import { rawRows } from "@/lib/db/client";
import { Prisma, type Event } from "@/lib/generated/prisma/client";
import type { BookingRow } from "./dto";
import { listedServices, type ListedServices } from "./slots";
import { clientProposalsCte, textConsentEventCte, LINKED_CLIENT_ID, linkClientCte } from "./client-link";

export type CatalogueService = { id: string; title: string; category: string };

const dateOrNull = (value: unknown) => (value === null || value === undefined ? null : new Date(String(value).length === 10 ? `${value}T00:00:00.000Z` : String(value)));

const EVENT_TEXT = ["id", "eventName", "locationName", "address", "city", "state", "timeZone"] as const;

/** An "Event" row as row_to_json prints it (DATE columns as "YYYY-MM-DD", timestamps as ISO text). */
export function eventFromJson(e: Record<string, unknown>): Event {
  const text = Object.fromEntries(EVENT_TEXT.map((field) => [field, String(e[field])])) as Pick<Event, (typeof EVENT_TEXT)[number]>;
  return {
    ...text,
    eventStartDate: dateOrNull(e.eventStartDate)!,
    eventEndDate: dateOrNull(e.eventEndDate)!,
    showEvent: Boolean(e.showEvent),
    timeZoneSetByStaff: Boolean(e.timeZoneSetByStaff),
    nightStartTime: e.nightStartTime == null ? null : String(e.nightStartTime),
    nightEndTime: e.nightEndTime == null ? null : String(e.nightEndTime),
    deletedAt: dateOrNull(e.deletedAt),
    createdAt: dateOrNull(e.createdAt)!,
    updatedAt: dateOrNull(e.updatedAt)!,
  };
}

export type Catalogue = { event: Event | null; services: CatalogueService[]; listed: ListedServices };
/** The catalogue's row as PostgreSQL answers it (json columns parsed by pg). */
export type CatalogueRow = {
  event: Record<string, unknown> | null;
  services: CatalogueService[];
  listedTitles: string[];
  /** The competition's days that have staffing ("YYYY-MM-DD"): only those can be full. */
  staffedDates: string[];
};

/**
 * The competition (a full Event row) and the named live services as one row: a SELECT that runs for every
 * booking, on its own (readCatalogue) or inside the Idempotency-Key claim's statement (one round trip).
 */
export function catalogueSql(eventId: string, serviceIds: string[]): Prisma.Sql {
  return Prisma.sql`
    SELECT
      (SELECT row_to_json(e) FROM "Event" e WHERE e."id" = ${eventId} AND e."deletedAt" IS NULL) AS "event",
      (SELECT coalesce(json_agg(json_build_object('id', s."id", 'title', s."title", 'category', s."category")), '[]'::json)
         FROM "Service" s WHERE s."id" = ANY(${serviceIds}::text[]) AND s."deletedAt" IS NULL) AS "services",
      (SELECT coalesce(json_agg(s."title"), '[]'::json) FROM "Service" s WHERE s."deletedAt" IS NULL) AS "listedTitles",
      (SELECT coalesce(json_agg(to_char(d."date", 'YYYY-MM-DD')), '[]'::json) FROM "StaffingDay" d
         WHERE d."eventId" = ${eventId} AND EXISTS (SELECT 1 FROM "StaffShift" sh WHERE sh."staffingDayId" = d."id")) AS "staffedDates"`;
}

export function catalogueFromRow(row: CatalogueRow | undefined): Catalogue {
  return { event: row?.event ? eventFromJson(row.event) : null, services: row?.services ?? [], listed: listedServices(row?.listedTitles ?? []) };
}

/** The catalogue's row in a statement of its own (undefined never: the SELECT always answers one row). */
export async function readCatalogueRow(eventId: string, serviceIds: string[]): Promise<CatalogueRow | undefined> {
  const [row] = await rawRows<CatalogueRow>(catalogueSql(eventId, serviceIds));
  return row;
}

/** The catalogue in a statement of its own: two ORM queries cost a round trip and a query compilation each. */
export async function readCatalogue(eventId: string, serviceIds: string[]): Promise<Catalogue> {
  return catalogueFromRow(await readCatalogueRow(eventId, serviceIds));
}

/** What insertBooking writes: the booking's own columns, its days, link and emails. */
export interface NewBooking
  extends Pick<
    BookingRow,
    | "id"
    | "eventId"
    | "isParentOrGuardian"
    | "parentFirstName"
    | "parentLastName"
    | "firstName"
    | "lastName"
    | "email"
    | "phoneNumber"
    | "phoneE164"
    | "textConsent"
    | "stylistPreference"
    | "hairAtNight"
    | "message"
    | "slotCount"
    | "enteredById"
    | "enteredByName"
  > {
  /** web, phone, text or walk_up (the enum's database labels). */
  channel: string;
  /** The API's level ("pro-am"): raw SQL sees the enum's database labels, not Prisma's names. */
  danceLevel: string;
  at: Date;
  days: { id: string; position: number; date: string; serviceId: string | null; serviceTitle: string; danceStyles: string[]; additionalServiceIds: string[]; additionalServiceTitles: string[]; hairEveningBefore?: boolean }[];
  link: { id: string; tokenHash: string; expiresAt: Date };
  /** Rows as lib/notify's outboxRow maps them. */
  outbox: { id: string; channel?: string; clientId?: string | null; kind: string; idempotencyKey: string; to: string; replyTo: string | null; subject: string; html: string; text: string; attachments: unknown; nextAttemptAt?: Date; notAfter: Date | null; status?: "sending"; attempts?: number }[];
}

/**
 * The booking, linked to its client (./client-link.ts: an upsert on the client's match key in the
 * same statement, and the proposed changes to a known client's card), its days, its private link and its outbox emails as one statement (data-modifying CTEs:
 * atomic, one round trip); `alsoCommit` is a further CTE body committed with them (the Idempotency-Key
 * answer). Answers how many days were stored.
 */
export async function insertBooking(b: NewBooking, alsoCommit: Prisma.Sql | null): Promise<number> {
  const [stored] = await rawRows<{ days: number }>(Prisma.sql`
    WITH ${linkClientCte(b, b.at)} b AS (
      INSERT INTO "Booking" ("id", "eventId", "danceLevel", "isParentOrGuardian", "parentFirstName", "parentLastName", "firstName", "lastName",
        "email", "phoneNumber", "stylistPreference", "hairAtNight", "message", "slotCount", "createdAt", "updatedAt", "clientId",
        "channel", "enteredById", "enteredByName", "phoneE164", "textConsent")
      VALUES (${b.id}, ${b.eventId}, ${b.danceLevel}::"DanceLevel", ${b.isParentOrGuardian}, ${b.parentFirstName}, ${b.parentLastName},
        ${b.firstName}, ${b.lastName}, ${b.email}, ${b.phoneNumber}, ${b.stylistPreference}, ${b.hairAtNight}, ${b.message},
        ${b.slotCount}, ${b.at}, ${b.at}, ${LINKED_CLIENT_ID}, ${b.channel}::"BookingChannel", ${b.enteredById}, ${b.enteredByName},
        ${b.phoneE164}::text, ${b.textConsent})
      RETURNING "id"
    )${clientProposalsCte(b, Prisma.raw("b"))}${textConsentEventCte(b, b.at)}, d AS (
      INSERT INTO "BookingDay" ("id", "bookingId", "position", "date", "serviceId", "serviceTitle", "danceStyles", "additionalServiceIds", "additionalServiceTitles", "hairEveningBefore")
      SELECT x."id", b."id", x."position", x."date"::date, x."serviceId", x."serviceTitle",
        ARRAY(SELECT jsonb_array_elements_text(x."danceStyles"))::"DanceStyle"[],
        ARRAY(SELECT jsonb_array_elements_text(x."additionalServiceIds")),
        ARRAY(SELECT jsonb_array_elements_text(x."additionalServiceTitles")),
        COALESCE(x."hairEveningBefore", false)
      FROM b, jsonb_to_recordset(${JSON.stringify(b.days)}::jsonb) AS x("id" text, "position" int, "date" text, "serviceId" text, "serviceTitle" text,
        "danceStyles" jsonb, "additionalServiceIds" jsonb, "additionalServiceTitles" jsonb, "hairEveningBefore" boolean)
      RETURNING "id"
    ), l AS (
      INSERT INTO "BookingAccessLink" ("id", "bookingId", "tokenHash", "expiresAt", "createdAt")
      SELECT ${b.link.id}, b."id", ${b.link.tokenHash}, ${b.link.expiresAt}, ${b.at} FROM b
    ), e AS (
      INSERT INTO "EmailMessage" ("id", "channel", "kind", "idempotencyKey", "to", "replyTo", "subject", "html", "text", "attachments", "notAfter", "bookingId", "clientId", "nextAttemptAt", "createdAt", "updatedAt", "status", "attempts")
      SELECT x."id", COALESCE(x."channel", 'email')::"NotificationChannel", x."kind", x."idempotencyKey", x."to", x."replyTo", x."subject", x."html", x."text", x."attachments", x."notAfter", b."id", x."clientId", COALESCE(x."nextAttemptAt", ${b.at}), ${b.at}, ${b.at},
        COALESCE(x."status", 'pending')::"EmailStatus", COALESCE(x."attempts", 0)
      FROM b, jsonb_to_recordset(${JSON.stringify(b.outbox)}::jsonb) AS x("id" text, "channel" text, "kind" text, "idempotencyKey" text, "to" text, "replyTo" text,
        "subject" text, "html" text, "text" text, "attachments" jsonb, "notAfter" timestamptz, "nextAttemptAt" timestamptz, "clientId" text, "status" text, "attempts" int)
      ON CONFLICT ("idempotencyKey") DO NOTHING
    )${alsoCommit ? Prisma.sql`, i AS (
      ${alsoCommit}
    )` : Prisma.empty}
    SELECT (SELECT count(*) FROM d)::int AS "days"`);
  return stored?.days ?? 0;
}
