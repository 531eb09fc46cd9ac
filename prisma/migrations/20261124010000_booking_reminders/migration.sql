-- AlterTable
ALTER TABLE "CalendarSettings" ADD COLUMN "sendReminders" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN "reminderTime" TEXT NOT NULL DEFAULT '18:00';

-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN "notAfter" TIMESTAMPTZ(3);
