// The migration that brought view_reports grants it to managers (the desk's and the competitions'
// permissions together), once, and to no one else: its grant statement run on accounts of each kind.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import type { PermissionName } from "@/lib/auth/dto";
import { resetDatabase, testPrisma } from "@/tests/support/db";

const db = () => testPrisma();
const migration = readFileSync(path.join(process.cwd(), "prisma/migrations/20261202120000_view_reports/migration.sql"), "utf8");
const grant = migration.slice(migration.indexOf('UPDATE "User"'));

const account = (email: string, permissions: PermissionName[]) => db().user.create({ data: { firstName: "A", lastName: "B", email, passwordHash: "x", permissions } });

beforeEach(resetDatabase);

describe("the view_reports grant", () => {
  it("adds view_reports to managers only, and only once", async () => {
    await account("manager@example.org", ["view_admin_panel", "view_bookings", "manage_bookings", "manage_events", "edit_content"]);
    await account("desk@example.org", ["view_admin_panel", "view_bookings", "manage_bookings"]);
    await account("stylist@example.org", ["view_admin_panel", "view_bookings"]);
    await account("already@example.org", ["manage_bookings", "manage_events", "view_reports"]);
    await db().$executeRawUnsafe(grant);
    await db().$executeRawUnsafe(grant);
    const byEmail = Object.fromEntries((await db().user.findMany()).map((u) => [u.email, u.permissions]));
    expect(byEmail["manager@example.org"]).toEqual(["view_admin_panel", "view_bookings", "manage_bookings", "manage_events", "edit_content", "view_reports"]);
    expect(byEmail["desk@example.org"]).not.toContain("view_reports");
    expect(byEmail["stylist@example.org"]).not.toContain("view_reports");
    expect(byEmail["already@example.org"]).toEqual(["manage_bookings", "manage_events", "view_reports"]);
  });
});
