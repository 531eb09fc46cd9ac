-- Rate limits move to rate-limiter-flexible's Prisma store (atomic counters, blocks, any key).
DROP TABLE "RateLimitBucket";

-- CreateTable
CREATE TABLE "RateLimiterFlexible" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "expire" TIMESTAMPTZ(3),

    CONSTRAINT "RateLimiterFlexible_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "RateLimiterFlexible_expire_idx" ON "RateLimiterFlexible"("expire");

-- An Idempotency-Key is bound to the request it first answered (a SHA-256 of method, path and body).
ALTER TABLE "IdempotencyRecord" ADD COLUMN "requestHash" TEXT;

-- CreateIndex
CREATE INDEX "LoginAttempt_createdAt_idx" ON "LoginAttempt"("createdAt");

-- CreateIndex
CREATE INDEX "Session_expiresAt_idx" ON "Session"("expiresAt");
