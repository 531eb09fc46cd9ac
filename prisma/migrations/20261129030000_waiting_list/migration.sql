-- A waiting list per competition day: dancers wait in staff's order; a freed place is offered to the
-- first who fits through an emailed link (its token stored only as a SHA-256 hash) held for a set time.
CREATE TYPE "WaitlistStatus" AS ENUM ('waiting', 'offered', 'accepted', 'expired', 'removed');

CREATE TABLE "WaitlistEntry" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "position" INTEGER NOT NULL,
    "status" "WaitlistStatus" NOT NULL DEFAULT 'waiting',
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phoneNumber" TEXT NOT NULL,
    "danceLevel" "DanceLevel" NOT NULL,
    "isParentOrGuardian" BOOLEAN NOT NULL DEFAULT false,
    "parentFirstName" TEXT NOT NULL DEFAULT '',
    "parentLastName" TEXT NOT NULL DEFAULT '',
    "serviceId" TEXT NOT NULL,
    "serviceTitle" TEXT NOT NULL,
    "additionalServiceIds" TEXT[],
    "danceStyles" "DanceStyle"[],
    "stylistPreference" TEXT NOT NULL DEFAULT '',
    "hairAtNight" BOOLEAN NOT NULL DEFAULT false,
    "heatTime" TEXT,
    "message" TEXT NOT NULL DEFAULT '',
    "fromBookingId" TEXT,
    "offerTokenHash" TEXT,
    "offeredAt" TIMESTAMPTZ(3),
    "offerExpiresAt" TIMESTAMPTZ(3),
    "bookingId" TEXT,
    "acceptedAt" TIMESTAMPTZ(3),
    "removedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "WaitlistEntry_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "WaitlistEntry_offerTokenHash_key" ON "WaitlistEntry"("offerTokenHash");
CREATE INDEX "WaitlistEntry_eventId_date_status_position_idx" ON "WaitlistEntry"("eventId", "date", "status", "position");
CREATE INDEX "WaitlistEntry_status_offerExpiresAt_idx" ON "WaitlistEntry"("status", "offerExpiresAt");
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
