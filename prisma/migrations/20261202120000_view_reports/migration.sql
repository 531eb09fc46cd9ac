-- Reports (the season at a glance): a new staff permission, view_reports, for the owner and managers.
-- The enum is rebuilt rather than extended with ADD VALUE: a value added in a transaction cannot be used
-- in it, and the grant below must use it (the migration runs in one transaction).
ALTER TYPE "Permission" RENAME TO "Permission_old";
CREATE TYPE "Permission" AS ENUM ('view_admin_panel', 'edit_content', 'manage_users', 'manage_bookings', 'view_bookings', 'edit_services', 'edit_gallery', 'manage_events', 'view_reports');
ALTER TABLE "User" ALTER COLUMN "permissions" DROP DEFAULT;
ALTER TABLE "User" ALTER COLUMN "permissions" TYPE "Permission"[] USING "permissions"::text[]::"Permission"[];
ALTER TABLE "User" ALTER COLUMN "permissions" SET DEFAULT ARRAY['view_bookings']::"Permission"[];
DROP TYPE "Permission_old";

-- Managers by default: every account holding the Manager preset's desk and competition permissions
-- (administrators hold every permission already).
UPDATE "User" SET "permissions" = array_append("permissions", 'view_reports'::"Permission")
WHERE "permissions" @> ARRAY['manage_bookings', 'manage_events']::"Permission"[] AND NOT ('view_reports'::"Permission" = ANY ("permissions"));
