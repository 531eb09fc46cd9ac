-- How a booking reached the studio, and who at the desk entered it.
CREATE TYPE "BookingChannel" AS ENUM ('web', 'phone', 'text', 'walk_up');

ALTER TABLE "Booking" ADD COLUMN "channel" "BookingChannel" NOT NULL DEFAULT 'web';
ALTER TABLE "Booking" ADD COLUMN "enteredById" TEXT;
ALTER TABLE "Booking" ADD COLUMN "enteredByName" TEXT NOT NULL DEFAULT '';
