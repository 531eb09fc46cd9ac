-- Issue 30 items 8 and 15: an outbox email knows the booking it is about (its unsent emails are dropped
-- when the booking is cancelled or deleted, and stay visible as "dropped"), and staff passwords can be
-- reset through a single-use emailed link stored only as a hash.
ALTER TYPE "EmailStatus" ADD VALUE 'dropped';

ALTER TABLE "EmailMessage" ADD COLUMN "bookingId" TEXT;
CREATE INDEX "EmailMessage_bookingId_idx" ON "EmailMessage"("bookingId");

-- Existing booking emails: their idempotency key is "<kind>/<booking id>[/…]".
UPDATE "EmailMessage" AS m SET "bookingId" = b."id"
FROM "Booking" AS b
WHERE m."kind" IN ('booking-receipt', 'booking-studio-notice', 'booking-confirmation', 'booking-reminder', 'booking-cancelled',
                   'booking-cancelled-studio-notice', 'booking-restored', 'booking-heat-times-studio', 'booking-heat-times-nudge')
  AND b."id" = split_part(m."idempotencyKey", '/', 2);

CREATE TABLE "PasswordResetToken" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PasswordResetToken_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "PasswordResetToken_tokenHash_key" ON "PasswordResetToken"("tokenHash");
CREATE INDEX "PasswordResetToken_userId_idx" ON "PasswordResetToken"("userId");
ALTER TABLE "PasswordResetToken" ADD CONSTRAINT "PasswordResetToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
