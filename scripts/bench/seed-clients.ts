// Bench dancers: first × last × a number, so part-of-name searches have few and many hits. Shared by
// bench:clients and bench:admin's season (the same names, ids 'bench-client-<i>', emails dancer<i>@example.net).
import type pg from "pg";

export const FIRST = ["Anna", "Mia", "Sofia", "Leo", "Ivan", "Elena", "Marco", "Yuki", "Olga", "Chloe", "Mateo", "Zara", "Nina", "Pavel", "Lucia", "Hana", "Tomas", "Iris", "Ravi", "Greta"];
export const LAST = ["Novak", "Ramirez", "Tanaka", "Kowalski", "Rossi", "Petrov", "Smith", "Garcia", "Ivanova", "Schmidt", "Dubois", "Kim", "Silva", "Horvat", "Jensen", "Moreau", "Costa", "Bauer", "Nagy", "Popescu"];

/** Inserts `count` clients in one statement, through the database's own match-key and search-text functions. */
export async function insertBenchClients(client: pg.Client | pg.PoolClient, count: number): Promise<void> {
  await client.query(
    `INSERT INTO "Client" (id, "matchKey", "firstName", "lastName", email, "phoneNumber", "searchText", "createdAt", "updatedAt")
     SELECT 'bench-client-' || i, client_match_key(e, f, l), f, l, e, p, client_search_text(f, l, e, p), now() - (i % 1000) * interval '1 day', now()
     FROM (SELECT i, ($1::text[])[1 + i % 20] AS f, ($2::text[])[1 + (i / 20) % 20] || CASE WHEN i >= 400 THEN '-' || (i / 400)::text ELSE '' END AS l,
                  'dancer' || i || '@example.net' AS e, '555-' || lpad((i % 10000)::text, 4, '0') AS p
           FROM generate_series(0, $3::int - 1) i) x`,
    [FIRST, LAST, count],
  );
}
