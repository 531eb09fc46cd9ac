-- Rendered VEVENTs of the staff calendar feeds, by slot and what the text was rendered from
-- (lib/calendar/feed.ts): a cache every instance shares, so a busy stylist's year is rendered once,
-- not again on each instance after each start.
CREATE TABLE "CalendarFeedEvent" (
    "scheduleId" TEXT NOT NULL,
    "renderer" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "slotUpdatedAt" TIMESTAMPTZ(3) NOT NULL,
    "bookingUpdatedAt" TIMESTAMPTZ(3) NOT NULL,
    "ics" TEXT NOT NULL,

    CONSTRAINT "CalendarFeedEvent_pkey" PRIMARY KEY ("scheduleId")
);

ALTER TABLE "CalendarFeedEvent" ADD CONSTRAINT "CalendarFeedEvent_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "Schedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;
