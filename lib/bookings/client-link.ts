// Linking a new booking to its client, inside createBooking's one insert statement: a
// data-modifying CTE upserts the Client on its unique match key — client_match_key(email, first,
// last), the SQL function of the clients migration, so this path, the migration and the tests share
// one rule — and the booking's "clientId" reads the id it returns. One indexed upsert in the same
// round trip: no extra query, no ORM. A key that belongs to a merged client resolves to the survivor.
// A public request never changes what staff keep on a known client's card: a phone or guardian that
// differs from the card becomes a proposed change (ClientContactProposal) staff accept or ignore.
import { randomBytes } from "node:crypto";
import { Prisma } from "@/lib/generated/prisma/client";

export interface ClientLinkFields {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  parentFirstName: string;
  parentLastName: string;
  /** phoneNumber in E.164, null when it cannot receive texts. */
  phoneE164: string | null;
  /** "Text me about my appointments" was ticked (with a textable number). */
  textConsent: boolean;
  /** web, phone, text or walk_up: consent from the public form, or given to staff. */
  channel: string;
}

const consentSource = (b: ClientLinkFields) => Prisma.sql`${b.channel === "web" ? "booking_form" : "staff"}::"TextConsentSource"`;

/** A cuid-shaped id (as lib/bookings' newRowId). */
export const newClientRowId = () => `c${Date.now().toString(36).padStart(8, "0")}${randomBytes(8).toString("hex")}`;

/**
 * `linked_client AS (…),` — put first in the booking insert's WITH list; then use LINKED_CLIENT_ID as
 * the booking's "clientId". A new client takes the request's contact; a known one keeps its card
 * (the conflict branch rewrites only the key with itself, so RETURNING still names the row).
 */
export function linkClientCte(b: ClientLinkFields, at: Date): Prisma.Sql {
  return Prisma.sql`linked_client AS (
      INSERT INTO "Client" ("id", "matchKey", "firstName", "lastName", "email", "phoneNumber", "parentFirstName", "parentLastName", "searchText", "createdAt", "updatedAt",
        "phoneE164", "textConsentAt", "textConsentSource")
      VALUES (${newClientRowId()}, client_match_key(${b.email}::text, ${b.firstName}::text, ${b.lastName}::text),
        btrim(regexp_replace(${b.firstName}::text, '\\s+', ' ', 'g')), btrim(regexp_replace(${b.lastName}::text, '\\s+', ' ', 'g')),
        lower(btrim(${b.email}::text)), ${b.phoneNumber}::text, ${b.parentFirstName}::text, ${b.parentLastName}::text,
        client_search_text(${b.firstName}::text, ${b.lastName}::text, ${b.email}::text, ${b.phoneNumber}::text), ${at}, ${at},
        ${b.phoneE164}::text, ${b.textConsent ? at : null}::timestamptz, ${b.textConsent ? consentSource(b) : Prisma.sql`NULL::"TextConsentSource"`})
      ON CONFLICT ("matchKey") DO UPDATE SET "matchKey" = "Client"."matchKey",
        -- A known card keeps its phone; its E.164 form is filled in when the request typed the same digits.
        "phoneE164" = COALESCE("Client"."phoneE164", CASE WHEN regexp_replace("Client"."phoneNumber", '\\D', '', 'g') = regexp_replace(EXCLUDED."phoneNumber", '\\D', '', 'g') THEN EXCLUDED."phoneE164" END),
        "textConsentAt" = COALESCE(EXCLUDED."textConsentAt", "Client"."textConsentAt"),
        "textConsentSource" = COALESCE(EXCLUDED."textConsentSource", "Client"."textConsentSource")
      RETURNING COALESCE("mergedIntoId", "id") AS "id"
    ),`;
}

/**
 * `, client_proposals AS (…)` — after the booking's CTE `bookingCte` (a CTE with the booking's "id"):
 * the request's phone and guardian, where they differ from a known live client's card (phone by its
 * digits, guardian by its words, any case), become proposed changes. The statement's snapshot is the
 * one before it, so a client this request creates is not found and gets no proposals.
 */
export function clientProposalsCte(b: ClientLinkFields, bookingCte: Prisma.Sql): Prisma.Sql {
  const guardian = Prisma.sql`lower(btrim(regexp_replace(c."parentFirstName" || ' ' || c."parentLastName", '\\s+', ' ', 'g')))`;
  const requested = Prisma.sql`lower(btrim(regexp_replace(${b.parentFirstName}::text || ' ' || ${b.parentLastName}::text, '\\s+', ' ', 'g')))`;
  return Prisma.sql`, client_proposals AS (
      INSERT INTO "ClientContactProposal" ("id", "clientId", "bookingId", "field", "phoneNumber", "parentFirstName", "parentLastName")
      SELECT ${newClientRowId()}, c."id", bk."id", 'phone', ${b.phoneNumber}::text, '', ''
      FROM "Client" c, ${bookingCte} bk
      WHERE c."id" = (SELECT "id" FROM linked_client) AND c."erasedAt" IS NULL AND regexp_replace(${b.phoneNumber}::text, '\\D', '', 'g') <> ''
        AND regexp_replace(${b.phoneNumber}::text, '\\D', '', 'g') <> regexp_replace(c."phoneNumber", '\\D', '', 'g')
      UNION ALL
      SELECT ${newClientRowId()}, c."id", bk."id", 'guardian', '', btrim(${b.parentFirstName}::text), btrim(${b.parentLastName}::text)
      FROM "Client" c, ${bookingCte} bk
      WHERE c."id" = (SELECT "id" FROM linked_client) AND c."erasedAt" IS NULL AND ${requested} <> '' AND ${requested} <> ${guardian}
    )`;
}

/** `, text_consent AS (…)` — the consent ticked on the request, in the client's consent history. */
export function textConsentEventCte(b: ClientLinkFields, at: Date): Prisma.Sql {
  if (!b.textConsent || !b.phoneE164) return Prisma.empty;
  return Prisma.sql`, text_consent AS (
      INSERT INTO "TextConsentEvent" ("id", "clientId", "phoneE164", "action", "source", "createdAt")
      SELECT ${newClientRowId()}, (SELECT "id" FROM linked_client), ${b.phoneE164}::text, 'consent'::"TextConsentAction", ${consentSource(b)}, ${at}
    )`;
}

/** The booking's "clientId" value in the same statement. */
export const LINKED_CLIENT_ID = Prisma.sql`(SELECT "id" FROM linked_client)`;

interface RawExecutor {
  $executeRaw(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Prisma.PrismaPromise<number>;
}

/**
 * Links bookings that have no client yet (rows written outside createBooking: the demo seed, imports)
 * by the same rule, creating clients as needed; idempotent. Run by every `npm run db:seed`.
 */
export async function linkUnlinkedBookings(db: RawExecutor): Promise<number> {
  await db.$executeRaw`
    INSERT INTO "Client" ("id", "matchKey", "firstName", "lastName", "email", "phoneNumber", "parentFirstName", "parentLastName", "searchText", "createdAt", "updatedAt")
    SELECT 'c' || substr(md5(k."key" || clock_timestamp()::text), 1, 24), k."key", k."firstName", k."lastName", lower(btrim(k."email")), k."phoneNumber",
           k."parentFirstName", k."parentLastName", client_search_text(k."firstName", k."lastName", k."email", k."phoneNumber"), k."createdAt", now()
    FROM (
      SELECT DISTINCT ON (client_match_key(b."email", b."firstName", b."lastName")) client_match_key(b."email", b."firstName", b."lastName") AS "key",
             btrim(regexp_replace(b."firstName", '\\s+', ' ', 'g')) AS "firstName", btrim(regexp_replace(b."lastName", '\\s+', ' ', 'g')) AS "lastName",
             b."email", b."phoneNumber", b."parentFirstName", b."parentLastName", b."createdAt"
      FROM "Booking" b WHERE b."clientId" IS NULL AND b."email" <> ''
      ORDER BY client_match_key(b."email", b."firstName", b."lastName"), b."createdAt" ASC
    ) k
    ON CONFLICT ("matchKey") DO NOTHING`;
  return db.$executeRaw`
    UPDATE "Booking" b SET "clientId" = COALESCE(c."mergedIntoId", c."id")
    FROM "Client" c WHERE b."clientId" IS NULL AND b."email" <> '' AND c."matchKey" = client_match_key(b."email", b."firstName", b."lastName")`;
}
