-- What the customer had been sent when an updated confirmation still waiting in the outbox was queued:
-- a later change of the same booking rewrites that email (one email for many "running late" taps),
-- its old times struck through as she last had them.
ALTER TABLE "Booking" ADD COLUMN "confirmationBase" TEXT;
