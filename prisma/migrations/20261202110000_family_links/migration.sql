-- "Your bookings": a family's single-use sign-in link (to an email or a number; only its SHA-256 stored) and,
-- once used, the browser's session (its own token, hashed too). Revoked with a booking's links or its address.
CREATE TABLE "FamilyLink" (
    "id" TEXT NOT NULL,
    "contactKind" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "sessionHash" TEXT,
    "sessionExpiresAt" TIMESTAMPTZ(3),
    "revokedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FamilyLink_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "FamilyLink_tokenHash_key" ON "FamilyLink"("tokenHash");
CREATE UNIQUE INDEX "FamilyLink_sessionHash_key" ON "FamilyLink"("sessionHash");
CREATE INDEX "FamilyLink_contactKind_contact_idx" ON "FamilyLink"("contactKind", "contact");
