-- "Booking"."confirmedSlots" now holds what the customer was sent — "scheduleId|staffId|startISO|endISO"
-- per slot, sorted — instead of each slot's SEQUENCE, so that moving a slot back to its confirmed
-- time clears "confirmation out of date". A confirmation that is up to date today (its stored
-- versions equal the slots' current ones) is rewritten from the slots; an out-of-date one keeps its
-- old value, which matches no slot, so it stays out of date until the studio sends it again.
WITH current AS (
  SELECT s."bookingId",
         string_agg(s."id" || ':' || s."sequence", ',' ORDER BY (s."id" || ':' || s."sequence") COLLATE "C") AS "versions",
         string_agg(
           s."id" || '|' || COALESCE(s."assignedUserId", '') || '|'
             || COALESCE(to_char(s."startAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '') || '|'
             || COALESCE(to_char(s."endAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), ''),
           ',' ORDER BY s."id" COLLATE "C"
         ) AS "asSent"
    FROM "Schedule" s
   GROUP BY s."bookingId"
)
UPDATE "Booking" b SET "confirmedSlots" = c."asSent"
  FROM current c
 WHERE c."bookingId" = b."id" AND b."confirmedAt" IS NOT NULL AND b."confirmedSlots" = c."versions";
