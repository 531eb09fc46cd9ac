-- Issue 34: deposits (settings), payments and refunds in integer cents, and the Checkout Sessions of each booking.
CREATE TYPE "PaymentMethod" AS ENUM ('card', 'cash', 'card_at_chair', 'other');
CREATE TYPE "PaymentKind" AS ENUM ('payment', 'refund');
CREATE TYPE "PaymentStatus" AS ENUM ('pending', 'succeeded', 'failed');

CREATE TABLE "DepositSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "mode" TEXT NOT NULL DEFAULT 'fixed_per_day',
    "fixedCentsPerDay" INTEGER NOT NULL DEFAULT 5000,
    "percentBasisPoints" INTEGER NOT NULL DEFAULT 2500,
    "dueDays" INTEGER NOT NULL DEFAULT 7,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "refundPolicy" TEXT NOT NULL DEFAULT '',
    "autoRefundDaysBefore" INTEGER,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "DepositSettings_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "Payment" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "kind" "PaymentKind" NOT NULL DEFAULT 'payment',
    "method" "PaymentMethod" NOT NULL,
    "status" "PaymentStatus" NOT NULL DEFAULT 'succeeded',
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "refundOfId" TEXT,
    "providerSessionId" TEXT,
    "providerPaymentIntentId" TEXT,
    "providerRefundId" TEXT,
    "flaggedDuplicate" BOOLEAN NOT NULL DEFAULT false,
    "note" TEXT NOT NULL DEFAULT '',
    "recordedById" TEXT,
    "recordedByName" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "nextAttemptAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "Payment_providerSessionId_key" ON "Payment"("providerSessionId");
CREATE UNIQUE INDEX "Payment_providerRefundId_key" ON "Payment"("providerRefundId");
CREATE INDEX "Payment_bookingId_createdAt_idx" ON "Payment"("bookingId", "createdAt");
CREATE INDEX "Payment_providerPaymentIntentId_idx" ON "Payment"("providerPaymentIntentId");
CREATE INDEX "Payment_status_nextAttemptAt_idx" ON "Payment"("status", "nextAttemptAt");
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "DepositCheckout" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DepositCheckout_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "DepositCheckout_bookingId_createdAt_idx" ON "DepositCheckout"("bookingId", "createdAt");
ALTER TABLE "DepositCheckout" ADD CONSTRAINT "DepositCheckout_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;
