-- Hair at night means an evening session on the competition day (a second hair appointment before its
-- evening heat); hair done the evening before is its own choice per day. Existing days: not asked (false).
ALTER TABLE "BookingDay" ADD COLUMN "hairEveningBefore" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "BookingDay" ADD COLUMN "eveningHeatTime" TEXT;
