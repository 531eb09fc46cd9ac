-- Heat lists imported for a competition (who, when, the rows read, the column mapping, the heat times set),
-- the dancer's later heats per booking day, and the names heat lists use for a client that staff confirmed.
CREATE TABLE "HeatListImport" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "fileName" TEXT NOT NULL DEFAULT '',
    "mapping" JSONB NOT NULL,
    "rows" JSONB NOT NULL,
    "heatTimes" JSONB NOT NULL,
    "lineCount" INTEGER NOT NULL,
    "changedCount" INTEGER NOT NULL,
    "importedById" TEXT,
    "importedByName" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HeatListImport_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "HeatListImport_eventId_createdAt_idx" ON "HeatListImport"("eventId", "createdAt");

ALTER TABLE "HeatListImport" ADD CONSTRAINT "HeatListImport_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "BookingDay" ADD COLUMN "heatLater" TEXT[] DEFAULT ARRAY[]::TEXT[];

ALTER TABLE "Client" ADD COLUMN "heatListAliases" TEXT[] DEFAULT ARRAY[]::TEXT[];
