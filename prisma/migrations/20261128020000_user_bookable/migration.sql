-- Whether a user takes appointments (is offered as a stylist to assign); every existing user keeps being offered.
ALTER TABLE "User" ADD COLUMN "bookable" BOOLEAN NOT NULL DEFAULT true;
