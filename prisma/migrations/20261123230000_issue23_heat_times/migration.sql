-- Issue 23: heat times per booking day, the competition's time zone, "Ready before heat".

-- AlterTable
ALTER TABLE "Event" ADD COLUMN "timeZone" TEXT NOT NULL DEFAULT 'America/New_York';

-- Existing competitions: the zone of their state (a state spanning two zones: its largest city's zone).
UPDATE "Event" SET "timeZone" = CASE
  WHEN "state" IN ('Alabama', 'Arkansas', 'Illinois', 'Iowa', 'Kansas', 'Louisiana', 'Minnesota', 'Mississippi', 'Missouri', 'Nebraska',
                   'North Dakota', 'Oklahoma', 'South Dakota', 'Tennessee', 'Texas', 'Wisconsin') THEN 'America/Chicago'
  WHEN "state" IN ('Colorado', 'Idaho', 'Montana', 'New Mexico', 'Utah', 'Wyoming') THEN 'America/Denver'
  WHEN "state" = 'Arizona' THEN 'America/Phoenix'
  WHEN "state" IN ('California', 'Nevada', 'Oregon', 'Washington') THEN 'America/Los_Angeles'
  WHEN "state" = 'Alaska' THEN 'America/Anchorage'
  WHEN "state" = 'Hawaii' THEN 'Pacific/Honolulu'
  ELSE 'America/New_York'
END;

-- AlterTable
ALTER TABLE "CalendarSettings" ADD COLUMN "readyBeforeHeatMinutes" INTEGER NOT NULL DEFAULT 45;

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN "heatChangedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "BookingDay" ADD COLUMN "heatTime" TEXT,
ADD COLUMN "heatNote" TEXT NOT NULL DEFAULT '',
ADD COLUMN "heatUpdatedAt" TIMESTAMPTZ(3);
