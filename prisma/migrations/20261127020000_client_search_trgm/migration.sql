-- Issue 35: the client list's search looks for each word anywhere in the name, email or phone digits
-- (LIKE '%word%'); a trigram index answers it without reading all 50,000 clients (scripts/bench/clients.ts).
-- pg_trgm ships with Debian's PostgreSQL server (postgresql-contrib) and with PGlite (loaded in scripts/lib/embedded-pg.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "Client_searchText_idx" ON "Client" USING GIN ("searchText" gin_trgm_ops);
