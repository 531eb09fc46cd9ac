-- Invitations to the next competition: marketing consent apart from texts' (state on the client, history
-- in MarketingConsentEvent), an opt-out list of hashed addresses that outlives erasure, the campaigns staff
-- queue and each invitation (its email is an outbox row), and a booking's attribution to the invitation it came from.
CREATE TYPE "MarketingConsentAction" AS ENUM ('consent', 'withdraw', 'unsubscribe');
CREATE TYPE "MarketingConsentSource" AS ENUM ('booking_form', 'private_page', 'family_page', 'staff', 'unsubscribe_link', 'sms_keyword');

ALTER TABLE "Client" ADD COLUMN "marketingConsentAt" TIMESTAMPTZ(3),
  ADD COLUMN "marketingConsentSource" "MarketingConsentSource",
  ADD COLUMN "marketingOptedOutAt" TIMESTAMPTZ(3);

CREATE TABLE "MarketingConsentEvent" (
    "id" TEXT NOT NULL,
    "clientId" TEXT,
    "action" "MarketingConsentAction" NOT NULL,
    "source" "MarketingConsentSource" NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MarketingConsentEvent_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "MarketingConsentEvent_clientId_createdAt_idx" ON "MarketingConsentEvent"("clientId", "createdAt");

CREATE TABLE "MarketingOptOut" (
    "addressHash" TEXT NOT NULL,
    "optedOutAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MarketingOptOut_pkey" PRIMARY KEY ("addressHash")
);

CREATE TABLE "InvitationCampaign" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "audience" JSONB NOT NULL,
    "skipped" JSONB NOT NULL DEFAULT '{}',
    "createdById" TEXT,
    "createdByName" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InvitationCampaign_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "InvitationCampaign_eventId_createdAt_idx" ON "InvitationCampaign"("eventId", "createdAt");
ALTER TABLE "InvitationCampaign" ADD CONSTRAINT "InvitationCampaign_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "Invitation" (
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "clientId" TEXT,
    "addressHash" TEXT NOT NULL,
    "phoneHash" TEXT,
    "unsubscribeHash" TEXT NOT NULL,
    "emailMessageId" TEXT,
    "openedAt" TIMESTAMPTZ(3),
    "unsubscribedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Invitation_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Invitation_unsubscribeHash_key" ON "Invitation"("unsubscribeHash");
CREATE INDEX "Invitation_eventId_idx" ON "Invitation"("eventId");
CREATE INDEX "Invitation_clientId_createdAt_idx" ON "Invitation"("clientId", "createdAt");
CREATE INDEX "Invitation_emailMessageId_idx" ON "Invitation"("emailMessageId");
ALTER TABLE "Invitation" ADD CONSTRAINT "Invitation_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "InvitationCampaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Booking" ADD COLUMN "invitationId" TEXT;
CREATE INDEX "Booking_invitationId_idx" ON "Booking"("invitationId");
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_invitationId_fkey" FOREIGN KEY ("invitationId") REFERENCES "Invitation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Extra headers an email is sent with (an invitation's one-click unsubscribe, RFC 8058).
ALTER TABLE "EmailMessage" ADD COLUMN "headers" JSONB NOT NULL DEFAULT '{}';
