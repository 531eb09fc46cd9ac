-- Who works which competition day and when: chairs per day, stylists' hours and breaks, days off,
-- and the competition's hair-the-night-before window. Nothing set keeps every stylist available all day.
ALTER TABLE "Event" ADD COLUMN "nightStartTime" TEXT;
ALTER TABLE "Event" ADD COLUMN "nightEndTime" TEXT;

CREATE TABLE "StaffingDay" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "chairs" INTEGER,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "StaffingDay_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "StaffingDay_eventId_date_key" ON "StaffingDay"("eventId", "date");

ALTER TABLE "StaffingDay" ADD CONSTRAINT "StaffingDay_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "StaffShift" (
    "id" TEXT NOT NULL,
    "staffingDayId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "startTime" TEXT NOT NULL,
    "endTime" TEXT NOT NULL,
    "breaks" JSONB NOT NULL DEFAULT '[]',

    CONSTRAINT "StaffShift_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "StaffShift_staffingDayId_userId_key" ON "StaffShift"("staffingDayId", "userId");
CREATE INDEX "StaffShift_userId_idx" ON "StaffShift"("userId");

ALTER TABLE "StaffShift" ADD CONSTRAINT "StaffShift_staffingDayId_fkey" FOREIGN KEY ("staffingDayId") REFERENCES "StaffingDay"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "StaffShift" ADD CONSTRAINT "StaffShift_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "TimeOff" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TimeOff_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "TimeOff_userId_date_key" ON "TimeOff"("userId", "date");

ALTER TABLE "TimeOff" ADD CONSTRAINT "TimeOff_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
