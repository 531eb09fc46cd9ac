-- CreateEnum
CREATE TYPE "EmailDelivery" AS ENUM ('delivered', 'delivery_delayed', 'bounced', 'complained');

-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN "deliveryStatus" "EmailDelivery",
ADD COLUMN "deliveryDetail" TEXT,
ADD COLUMN "deliveryUpdatedAt" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "EmailMessage_providerId_idx" ON "EmailMessage"("providerId");

-- CreateTable
CREATE TABLE "ProviderWebhookEvent" (
    "id" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProviderWebhookEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ProviderWebhookEvent_receivedAt_idx" ON "ProviderWebhookEvent"("receivedAt");
