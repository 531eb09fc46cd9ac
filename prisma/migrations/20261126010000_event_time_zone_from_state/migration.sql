-- Issue 30: one clock per competition. Events created without a zone (the demo seed before this change) were
-- left at the column's default, Eastern, even in Chicago, Seattle, Dallas or Phoenix.

-- AlterTable: true once staff chose the zone (PATCH /api/events/:id/time-zone, or a create that named one);
-- a zone staff chose is never replaced by the state's default.
ALTER TABLE "Event" ADD COLUMN "timeZoneSetByStaff" BOOLEAN NOT NULL DEFAULT false;

-- Before this column nothing recorded who set a zone. A zone other than the default was chosen by someone (staff,
-- or the create form's state default): keep it, and mark it as set. An event still at the default Eastern moves to
-- its state's zone (the same table as lib/time/zoned.ts defaultTimeZoneForState and the issue 23 migration).
UPDATE "Event" SET "timeZoneSetByStaff" = true WHERE "timeZone" <> 'America/New_York';

UPDATE "Event" e SET "timeZone" = z."zone", "updatedAt" = CURRENT_TIMESTAMP
  FROM (
    SELECT "id", CASE
      WHEN "state" IN ('Alabama', 'Arkansas', 'Illinois', 'Iowa', 'Kansas', 'Louisiana', 'Minnesota', 'Mississippi', 'Missouri', 'Nebraska',
                       'North Dakota', 'Oklahoma', 'South Dakota', 'Tennessee', 'Texas', 'Wisconsin') THEN 'America/Chicago'
      WHEN "state" IN ('Colorado', 'Idaho', 'Montana', 'New Mexico', 'Utah', 'Wyoming') THEN 'America/Denver'
      WHEN "state" = 'Arizona' THEN 'America/Phoenix'
      WHEN "state" IN ('California', 'Nevada', 'Oregon', 'Washington') THEN 'America/Los_Angeles'
      WHEN "state" = 'Alaska' THEN 'America/Anchorage'
      WHEN "state" = 'Hawaii' THEN 'Pacific/Honolulu'
      ELSE 'America/New_York'
    END AS "zone"
    FROM "Event"
  ) z
 WHERE e."id" = z."id" AND NOT e."timeZoneSetByStaff" AND e."timeZone" = 'America/New_York' AND z."zone" <> 'America/New_York';
