-- AlterTable
ALTER TABLE "Booking" ADD COLUMN "confirmedAt" TIMESTAMPTZ(3),
ADD COLUMN "confirmedSlots" TEXT,
ADD COLUMN "cancelledAt" TIMESTAMPTZ(3),
ADD COLUMN "cancellationReason" TEXT NOT NULL DEFAULT '';

-- Bookings whose confirmation was already queued count as confirmed.
UPDATE "Booking" b SET "confirmedAt" = m."createdAt"
FROM (
  SELECT split_part("idempotencyKey", '/', 2) AS "bookingId", min("createdAt") AS "createdAt"
  FROM "EmailMessage" WHERE "kind" = 'booking-confirmation' GROUP BY 1
) m
WHERE b."id" = m."bookingId" AND b."isAssigned";
UPDATE "Booking" b SET "confirmedSlots" = (
  SELECT string_agg(s."id" || ':' || s."sequence", ',' ORDER BY (s."id" || ':' || s."sequence") COLLATE "C") FROM "Schedule" s WHERE s."bookingId" = b."id"
)
WHERE b."confirmedAt" IS NOT NULL;

-- CreateIndex
CREATE INDEX "Booking_cancelledAt_idx" ON "Booking"("cancelledAt" DESC);

-- CreateTable
CREATE TABLE "BookingAccessLink" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "revokedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookingAccessLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BookingAccessLink_tokenHash_key" ON "BookingAccessLink"("tokenHash");

-- CreateIndex
CREATE INDEX "BookingAccessLink_bookingId_idx" ON "BookingAccessLink"("bookingId");

-- AddForeignKey
ALTER TABLE "BookingAccessLink" ADD CONSTRAINT "BookingAccessLink_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;
