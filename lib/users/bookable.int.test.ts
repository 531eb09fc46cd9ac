// "Takes appointments": a user who does not is offered as a stylist nowhere (the pickers, My Calendar,
// the run sheet's staff and the staff schedule all read listAssignableStaff), and keeps their access.
import { beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { staffDaySchedule } from "@/lib/bookings/staff-schedule";
import { calendarStaff } from "@/lib/calendar/range";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { createUser, listAssignableStaff, updateUser } from "@/lib/users";
import { createUserSchema, updateUserSchema } from "@/lib/users/schema";
import { resetDatabase, testPrisma } from "@/tests/support/db";

const db = () => testPrisma();
let passwordHash: string;
let owner: User;

const makeUser = async (firstName: string, data: Partial<Prisma.UserCreateInput> = {}) =>
  db().user.create({ data: { email: `${firstName.toLowerCase()}@example.org`, firstName, lastName: "Test", passwordHash, permissions: ["view_admin_panel", "view_bookings"], ...data } });

beforeEach(async () => {
  await resetDatabase();
  passwordHash ??= await hashPassword("a-long-enough-password");
  owner = await makeUser("Olga", { isAdministrator: true, permissions: [] });
  await makeUser("Daniel");
  await makeUser("Fiona", { permissions: ["view_admin_panel", "view_bookings", "manage_bookings"] });
});

const names = (list: { firstName: string }[]) => list.map((s) => s.firstName).sort();

describe("who is offered as a stylist", () => {
  it("existing users (no choice made) are all offered, as before", async () => {
    expect(names(await listAssignableStaff())).toEqual(["Daniel", "Fiona", "Olga"]);
  });

  it("the owner and the front desk who do not take appointments disappear from every list, and keep their access", async () => {
    const fiona = await db().user.findUniqueOrThrow({ where: { email: "fiona@example.org" } });
    await updateUser(owner.id, updateUserSchema.parse({ ...owner, bookable: false }), owner);
    await updateUser(fiona.id, updateUserSchema.parse({ ...fiona, bookable: false }), owner);
    expect(names(await listAssignableStaff())).toEqual(["Daniel"]);
    expect(names(await calendarStaff())).toEqual(["Daniel"]);
    expect(names((await staffDaySchedule("2026-12-09")).staff.map((s) => s.staff))).toEqual(["Daniel"]);
    const after = await db().user.findUniqueOrThrow({ where: { id: fiona.id } });
    expect(after.permissions).toEqual(["view_admin_panel", "view_bookings", "manage_bookings"]);
    expect(after.accountStatus).toBe("active");
  });

  it("the API keeps its defaults: a new user without the field takes appointments with view_bookings; the field is stored when sent", async () => {
    const plain = await createUser(createUserSchema.parse({ firstName: "Api", lastName: "Client", email: "api@example.org", password: "a-long-enough-password" }), owner);
    expect(plain.bookable).toBe(true);
    expect(plain.permissions).toEqual(["view_bookings"]);
    const desk = await createUser(createUserSchema.parse({ firstName: "Desk", lastName: "Only", email: "desk@example.org", password: "a-long-enough-password", bookable: false }), owner);
    expect(desk.bookable).toBe(false);
    expect(names(await listAssignableStaff())).not.toContain("Desk");
  });
});
