-- Texts as a second channel of the notification outbox; phone numbers in E.164; consent to texts on the
-- client with its history; STOP per number; inbound texts; which channels the evening-before reminder uses.
CREATE TYPE "NotificationChannel" AS ENUM ('email', 'sms');
CREATE TYPE "ReminderChannels" AS ENUM ('email', 'text', 'both');
CREATE TYPE "TextConsentAction" AS ENUM ('consent', 'withdraw', 'stop', 'start', 'help');
CREATE TYPE "TextConsentSource" AS ENUM ('booking_form', 'private_page', 'staff', 'sms_keyword');

ALTER TABLE "CalendarSettings" ADD COLUMN "reminderChannels" "ReminderChannels" NOT NULL DEFAULT 'both';

ALTER TABLE "Booking" ADD COLUMN "phoneE164" TEXT;
ALTER TABLE "Booking" ADD COLUMN "textConsent" BOOLEAN NOT NULL DEFAULT false;

ALTER TABLE "Client" ADD COLUMN "phoneE164" TEXT;
ALTER TABLE "Client" ADD COLUMN "textConsentAt" TIMESTAMPTZ(3);
ALTER TABLE "Client" ADD COLUMN "textConsentSource" "TextConsentSource";
ALTER TABLE "Client" ADD COLUMN "textOptedOutAt" TIMESTAMPTZ(3);
CREATE INDEX "Client_phoneE164_idx" ON "Client"("phoneE164");

ALTER TABLE "EmailMessage" ADD COLUMN "channel" "NotificationChannel" NOT NULL DEFAULT 'email';
ALTER TABLE "EmailMessage" ADD COLUMN "clientId" TEXT;
CREATE INDEX "EmailMessage_channel_to_createdAt_idx" ON "EmailMessage"("channel", "to", "createdAt");
CREATE INDEX "EmailMessage_channel_sentAt_idx" ON "EmailMessage"("channel", "sentAt");
CREATE INDEX "EmailMessage_clientId_idx" ON "EmailMessage"("clientId");

CREATE TABLE "TextConsentEvent" (
    "id" TEXT NOT NULL,
    "clientId" TEXT,
    "phoneE164" TEXT NOT NULL,
    "action" "TextConsentAction" NOT NULL,
    "source" "TextConsentSource" NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TextConsentEvent_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "TextConsentEvent_clientId_createdAt_idx" ON "TextConsentEvent"("clientId", "createdAt");
CREATE INDEX "TextConsentEvent_phoneE164_createdAt_idx" ON "TextConsentEvent"("phoneE164", "createdAt");

CREATE TABLE "TextOptOut" (
    "phoneE164" TEXT NOT NULL,
    "optedOutAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TextOptOut_pkey" PRIMARY KEY ("phoneE164")
);

CREATE TABLE "InboundText" (
    "id" TEXT NOT NULL,
    "providerSid" TEXT NOT NULL,
    "fromPhone" TEXT NOT NULL,
    "toPhone" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "clientId" TEXT,
    "bookingId" TEXT,
    "readAt" TIMESTAMPTZ(3),
    "handledAt" TIMESTAMPTZ(3),

    CONSTRAINT "InboundText_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "InboundText_providerSid_key" ON "InboundText"("providerSid");
CREATE INDEX "InboundText_fromPhone_receivedAt_idx" ON "InboundText"("fromPhone", "receivedAt");
CREATE INDEX "InboundText_readAt_idx" ON "InboundText"("readAt");
CREATE INDEX "InboundText_clientId_idx" ON "InboundText"("clientId");

-- Numbers already stored: US numbers as typed (10 digits, or 11 starting with 1) get their E.164 form;
-- anything else stays null until it is typed again (the app parses with libphonenumber-js).
UPDATE "Client" SET "phoneE164" = '+1' || right(d, 10)
FROM (SELECT "id" AS cid, regexp_replace("phoneNumber", '\D', '', 'g') AS d FROM "Client" WHERE btrim("phoneNumber") NOT LIKE '+%') AS n
WHERE "Client"."id" = n.cid AND (n.d ~ '^[2-9][0-9]{2}[2-9][0-9]{6}$' OR n.d ~ '^1[2-9][0-9]{2}[2-9][0-9]{6}$');
UPDATE "Booking" SET "phoneE164" = '+1' || right(d, 10)
FROM (SELECT "id" AS bid, regexp_replace("phoneNumber", '\D', '', 'g') AS d FROM "Booking" WHERE btrim("phoneNumber") NOT LIKE '+%') AS n
WHERE "Booking"."id" = n.bid AND (n.d ~ '^[2-9][0-9]{2}[2-9][0-9]{6}$' OR n.d ~ '^1[2-9][0-9]{2}[2-9][0-9]{6}$');
