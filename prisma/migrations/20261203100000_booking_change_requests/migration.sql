-- Changes a family asks for on a booking, and the studio setting that applies a fitting one at once.
CREATE TYPE "ChangeRequestKind" AS ENUM ('add_day', 'add_service', 'remove_service', 'other_time', 'other_stylist', 'level_styles');
CREATE TYPE "ChangeRequestStatus" AS ENUM ('pending', 'accepted', 'declined', 'applied');

ALTER TABLE "CalendarSettings" ADD COLUMN "applyFittingChangesAtOnce" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "BookingChangeRequest" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "kind" "ChangeRequestKind" NOT NULL,
    "payload" JSONB NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "status" "ChangeRequestStatus" NOT NULL DEFAULT 'pending',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMPTZ(3),
    "decidedById" TEXT,
    "decidedByName" TEXT NOT NULL DEFAULT '',
    "decisionNote" TEXT NOT NULL DEFAULT '',
    "pendingKind" "ChangeRequestKind",
    CONSTRAINT "BookingChangeRequest_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "BookingChangeRequest_status_createdAt_idx" ON "BookingChangeRequest"("status", "createdAt");
CREATE INDEX "BookingChangeRequest_bookingId_status_idx" ON "BookingChangeRequest"("bookingId", "status");
-- One pending request of each kind per booking (pendingKind is null once answered; NULLs never collide).
CREATE UNIQUE INDEX "BookingChangeRequest_bookingId_pendingKind_key" ON "BookingChangeRequest"("bookingId", "pendingKind");

ALTER TABLE "BookingChangeRequest" ADD CONSTRAINT "BookingChangeRequest_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;
