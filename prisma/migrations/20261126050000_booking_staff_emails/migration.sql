-- Customer emails staff asked for by hand (a resent receipt, a fresh private link): who sent what to
-- whom and when, shown on Edit Booking and counted by the daily resend limits (issue 32, item 3).
CREATE TABLE "BookingStaffEmail" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "requestedById" TEXT,
    "requestedByName" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "emailId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookingStaffEmail_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "BookingStaffEmail_bookingId_createdAt_idx" ON "BookingStaffEmail"("bookingId", "createdAt");
CREATE INDEX "BookingStaffEmail_requestedById_createdAt_idx" ON "BookingStaffEmail"("requestedById", "createdAt");

ALTER TABLE "BookingStaffEmail" ADD CONSTRAINT "BookingStaffEmail_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "BookingStaffEmail" ADD CONSTRAINT "BookingStaffEmail_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
