-- The day-of status of each slot (expected, checked in, in the chair, done, no-show), who set it and when,
-- a version for phones that change it from a stale screen, and every change kept.
CREATE TYPE "SlotDayStatus" AS ENUM ('expected', 'checked_in', 'in_chair', 'done', 'no_show');
CREATE TYPE "SlotStatusSource" AS ENUM ('online', 'queued');

ALTER TABLE "Schedule" ADD COLUMN "dayStatus" "SlotDayStatus" NOT NULL DEFAULT 'expected';
ALTER TABLE "Schedule" ADD COLUMN "dayStatusVersion" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Schedule" ADD COLUMN "dayStatusAt" TIMESTAMPTZ(3);
ALTER TABLE "Schedule" ADD COLUMN "dayStatusById" TEXT;
ALTER TABLE "Schedule" ADD COLUMN "dayStatusByName" TEXT NOT NULL DEFAULT '';
-- How many minutes "running late" has moved the slot on its day.
ALTER TABLE "Schedule" ADD COLUMN "dayDelayMinutes" INTEGER NOT NULL DEFAULT 0;

CREATE TABLE "SlotStatusEvent" (
    "id" TEXT NOT NULL,
    "scheduleId" TEXT NOT NULL,
    "fromStatus" "SlotDayStatus" NOT NULL,
    "toStatus" "SlotDayStatus" NOT NULL,
    "version" INTEGER NOT NULL,
    "byId" TEXT,
    "byName" TEXT NOT NULL DEFAULT '',
    "source" "SlotStatusSource" NOT NULL DEFAULT 'online',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SlotStatusEvent_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "SlotStatusEvent_scheduleId_createdAt_idx" ON "SlotStatusEvent"("scheduleId", "createdAt");
ALTER TABLE "SlotStatusEvent" ADD CONSTRAINT "SlotStatusEvent_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "Schedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;
