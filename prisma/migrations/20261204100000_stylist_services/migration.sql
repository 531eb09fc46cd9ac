-- The services a stylist performs (Service ids). Empty = every service, including one added later:
-- existing staff keep doing everything until the studio restricts them on Users.
ALTER TABLE "User" ADD COLUMN "serviceIds" TEXT[] DEFAULT ARRAY[]::TEXT[];
