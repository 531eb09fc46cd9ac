-- A known client's card is what staff keep: a public booking request links to it but no longer
-- overwrites its phone or guardian. A differing phone or guardian is kept here as a proposed change
-- that staff accept (audited in ClientAudit) or ignore.
CREATE TABLE "ClientContactProposal" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "phoneNumber" TEXT NOT NULL DEFAULT '',
    "parentFirstName" TEXT NOT NULL DEFAULT '',
    "parentLastName" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolution" TEXT,
    "resolvedAt" TIMESTAMPTZ(3),
    "resolvedById" TEXT,
    "resolvedByName" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "ClientContactProposal_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ClientContactProposal_clientId_resolvedAt_idx" ON "ClientContactProposal"("clientId", "resolvedAt");
CREATE INDEX "ClientContactProposal_bookingId_idx" ON "ClientContactProposal"("bookingId");
ALTER TABLE "ClientContactProposal" ADD CONSTRAINT "ClientContactProposal_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ClientContactProposal" ADD CONSTRAINT "ClientContactProposal_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The client search ignores accents ("sofia" finds "Sofía", "sofía" finds "Sofia"): the search text and
-- the typed words both go through client_fold, an immutable translate() of the Latin letters with
-- diacritics to their base letter, lower-cased. Plain SQL rather than the unaccent extension, so that
-- the same rule runs on Debian's server and on the embedded PGlite of `npm run dev`, and so it can be
-- IMMUTABLE (unaccent() is only STABLE) for the stored search text.
CREATE FUNCTION client_fold(value TEXT) RETURNS TEXT
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(replace(replace(replace(replace(replace(translate(coalesce(value, ''),
    'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćČčĎďÈÉÊËèéêëĒēĖėĘęĚěÌÍÎÏìíîïĪīĮįİÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŐőŔŕŘřŚśŠšŞşȘșŤťŢţȚțÙÚÛÜùúûüŪūŮůŰűŲųÝýÿŸŹźŻżŽžŁłĐđ',
    'AAAAAAaaaaaaAaAaAaCcCcCcDdEEEEeeeeEeEeEeEeIIIIiiiiIiIiINnNnNnOOOOOOooooooOoOoRrRrSsSsSsSsTtTtTtUUUUuuuuUuUuUuUuYyyYZzZzZzLlDd'),
    'ß', 'ss'), 'Æ', 'ae'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'))
$$;

CREATE OR REPLACE FUNCTION client_search_text(first_name TEXT, last_name TEXT, email TEXT, phone TEXT) RETURNS TEXT
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT client_fold(btrim(regexp_replace(coalesce(first_name, '') || ' ' || coalesce(last_name, ''), '\s+', ' ', 'g'))) || ' ' || client_fold(btrim(coalesce(email, ''))) || ' ' || regexp_replace(coalesce(phone, ''), '\D', '', 'g')
$$;

UPDATE "Client" SET "searchText" = client_search_text("firstName", "lastName", "email", "phoneNumber") WHERE "erasedAt" IS NULL;
