-- Issue 35: client records (the dancer), styling notes, the audit of merges/moves/erasures, the
-- retention setting, and the link of every existing booking by the same rule as new bookings.

-- The one matching rule, used by createBooking's insert, this migration and the tests: the email
-- trimmed and lower-cased, and the dancer's name trimmed, inner spaces collapsed, lower-cased.
-- Siblings who share a parent's email get different keys.
CREATE FUNCTION client_match_key(email TEXT, first_name TEXT, last_name TEXT) RETURNS TEXT
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(btrim(email)) || E'\n' || lower(btrim(regexp_replace(coalesce(first_name, '') || ' ' || coalesce(last_name, ''), '\s+', ' ', 'g')))
$$;

-- What the client list's search looks in: names and email lower-cased, phone as digits.
CREATE FUNCTION client_search_text(first_name TEXT, last_name TEXT, email TEXT, phone TEXT) RETURNS TEXT
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(btrim(regexp_replace(coalesce(first_name, '') || ' ' || coalesce(last_name, ''), '\s+', ' ', 'g'))) || ' ' || lower(btrim(coalesce(email, ''))) || ' ' || regexp_replace(coalesce(phone, ''), '\D', '', 'g')
$$;

CREATE TYPE "ClientNoteKind" AS ENUM ('hair', 'makeup', 'allergies', 'notes');

CREATE TABLE "Client" (
    "id" TEXT NOT NULL,
    "matchKey" TEXT,
    "mergedIntoId" TEXT,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phoneNumber" TEXT NOT NULL DEFAULT '',
    "parentFirstName" TEXT NOT NULL DEFAULT '',
    "parentLastName" TEXT NOT NULL DEFAULT '',
    "searchText" TEXT NOT NULL DEFAULT '',
    "erasedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Client_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Client_matchKey_key" ON "Client"("matchKey");
CREATE INDEX "Client_lastName_firstName_idx" ON "Client"("lastName", "firstName");
CREATE INDEX "Client_mergedIntoId_idx" ON "Client"("mergedIntoId");

CREATE TABLE "ClientNote" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "kind" "ClientNoteKind" NOT NULL,
    "body" TEXT NOT NULL,
    "authorId" TEXT,
    "authorName" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClientNote_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ClientNote_clientId_createdAt_idx" ON "ClientNote"("clientId", "createdAt");
ALTER TABLE "ClientNote" ADD CONSTRAINT "ClientNote_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ClientAudit" (
    "id" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "clientId" TEXT,
    "otherClientId" TEXT,
    "bookingId" TEXT,
    "actorId" TEXT,
    "actorName" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClientAudit_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ClientAudit_clientId_createdAt_idx" ON "ClientAudit"("clientId", "createdAt");
CREATE INDEX "ClientAudit_createdAt_idx" ON "ClientAudit"("createdAt");

CREATE TABLE "ClientSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "retentionYears" INTEGER,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ClientSettings_pkey" PRIMARY KEY ("id")
);

ALTER TABLE "Booking" ADD COLUMN "clientId" TEXT;
CREATE INDEX "Booking_clientId_createdAt_idx" ON "Booking"("clientId", "createdAt");
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Existing bookings: one client per match key, named as in its first booking (spaces tidied), with the
-- phone and guardian of its newest booking — as createBooking does for new bookings.
INSERT INTO "Client" ("id", "matchKey", "firstName", "lastName", "email", "phoneNumber", "parentFirstName", "parentLastName", "searchText", "createdAt", "updatedAt")
SELECT 'c' || substr(md5(k."key"), 1, 24), k."key", k."firstName", k."lastName", lower(btrim(k."email")), k."phoneNumber", k."parentFirstName", k."parentLastName",
       client_search_text(k."firstName", k."lastName", k."email", k."phoneNumber"), k."firstAt", CURRENT_TIMESTAMP
FROM (
    SELECT DISTINCT ON (x."key") x."key",
           btrim(regexp_replace(x."firstName", '\s+', ' ', 'g')) AS "firstName", btrim(regexp_replace(x."lastName", '\s+', ' ', 'g')) AS "lastName", x."email",
           first_value(x."phoneNumber") OVER newest AS "phoneNumber",
           first_value(x."parentFirstName") OVER newest AS "parentFirstName",
           first_value(x."parentLastName") OVER newest AS "parentLastName",
           x."createdAt" AS "firstAt"
    FROM (SELECT client_match_key(b."email", b."firstName", b."lastName") AS "key", b.* FROM "Booking" b) x
    WINDOW newest AS (PARTITION BY x."key" ORDER BY x."createdAt" DESC)
    ORDER BY x."key", x."createdAt" ASC
) k;

UPDATE "Booking" b SET "clientId" = c."id"
FROM "Client" c WHERE c."matchKey" = client_match_key(b."email", b."firstName", b."lastName");
