-- Paid at the chair: the stylist who took it, the competition day, the stylist's tip (outside the booking's money).
ALTER TABLE "Payment" ADD COLUMN "takenById" TEXT;
ALTER TABLE "Payment" ADD COLUMN "takenByName" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Payment" ADD COLUMN "takenOn" DATE;
ALTER TABLE "Payment" ADD COLUMN "tipCents" INTEGER NOT NULL DEFAULT 0;
CREATE INDEX "Payment_takenOn_idx" ON "Payment"("takenOn");

-- The desk's cash count at the close of a competition day (every count kept, with who and when).
CREATE TABLE "CashCount" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "countedCents" INTEGER NOT NULL,
    "expectedCents" INTEGER NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "countedById" TEXT,
    "countedByName" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CashCount_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "CashCount_eventId_date_createdAt_idx" ON "CashCount"("eventId", "date", "createdAt");
ALTER TABLE "CashCount" ADD CONSTRAINT "CashCount_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
