import { beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { ForbiddenError } from "@/lib/errors";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { createUser, deleteUser, updateUser } from "@/lib/users";
import { ONLY_ADMIN_DELETES_ADMIN, ONLY_ADMIN_EDITS_ADMIN, ONLY_ADMIN_GRANTS_ADMIN, ONLY_ADMIN_GRANTS_MANAGE_USERS, NO_SELF_PRIVILEGE_CHANGE } from "@/lib/users/authority";
import { createUserSchema, updateUserSchema } from "@/lib/users/schema";
import { resetDatabase, testPrisma } from "@/tests/support/db";

const db = () => testPrisma();
let passwordHash: string;
let admin: User;
let otherAdmin: User;
let userManager: User;
let staff: User;

async function makeUser(email: string, data: Partial<Prisma.UserCreateInput> = {}): Promise<User> {
  return db().user.create({ data: { email, firstName: email.split("@")[0], lastName: "Test", passwordHash, permissions: ["view_bookings"], ...data } });
}

const fieldsOf = (user: User, change: Record<string, unknown> = {}) =>
  updateUserSchema.parse({ firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role, isAdministrator: user.isAdministrator, permissions: user.permissions, accountStatus: user.accountStatus, ...change });

const newUser = (change: Record<string, unknown> = {}) =>
  createUserSchema.parse({ firstName: "New", lastName: "Person", email: `new-${Math.random().toString(36).slice(2)}@example.org`, password: "a-long-enough-password", ...change });

async function expectForbidden(promise: Promise<unknown>, message: string) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ForbiddenError);
  expect((error as ForbiddenError).status).toBe(403);
  expect((error as Error).message).toBe(message);
}

beforeEach(async () => {
  await resetDatabase();
  passwordHash ??= await hashPassword("a-long-enough-password");
  admin = await makeUser("admin@example.org", { role: "admin", isAdministrator: true, permissions: [] });
  otherAdmin = await makeUser("admin2@example.org", { isAdministrator: true, permissions: [] });
  userManager = await makeUser("manager@example.org", { permissions: ["manage_users", "view_admin_panel"] });
  staff = await makeUser("staff@example.org", { permissions: ["view_bookings"] });
});

describe("only an administrator grants administrator rights or manage_users", () => {
  it("a manage_users user cannot make themselves administrator (role or flag)", async () => {
    await expectForbidden(updateUser(userManager.id, fieldsOf(userManager, { role: "admin", isAdministrator: true }), userManager), NO_SELF_PRIVILEGE_CHANGE);
    await expectForbidden(updateUser(userManager.id, fieldsOf(userManager, { isAdministrator: true }), userManager), NO_SELF_PRIVILEGE_CHANGE);
    const stored = await db().user.findUniqueOrThrow({ where: { id: userManager.id } });
    expect([stored.role, stored.isAdministrator]).toEqual(["user", false]);
  });

  it("a manage_users user cannot create an administrator or a user with manage_users", async () => {
    await expectForbidden(createUser(newUser({ role: "admin" }), userManager), ONLY_ADMIN_GRANTS_ADMIN);
    await expectForbidden(createUser(newUser({ isAdministrator: true }), userManager), ONLY_ADMIN_GRANTS_ADMIN);
    await expectForbidden(createUser(newUser({ permissions: ["manage_users"] }), userManager), ONLY_ADMIN_GRANTS_MANAGE_USERS);
    expect(await db().user.count({ where: { email: { startsWith: "new-" } } })).toBe(0);
  });

  it("a manage_users user cannot promote staff, nor grant or remove manage_users", async () => {
    await expectForbidden(updateUser(staff.id, fieldsOf(staff, { role: "admin" }), userManager), ONLY_ADMIN_GRANTS_ADMIN);
    await expectForbidden(updateUser(staff.id, fieldsOf(staff, { permissions: ["view_bookings", "manage_users"] }), userManager), ONLY_ADMIN_GRANTS_MANAGE_USERS);
    const peer = await makeUser("peer@example.org", { permissions: ["manage_users"] });
    await expectForbidden(updateUser(peer.id, fieldsOf(peer, { permissions: ["view_bookings"] }), userManager), ONLY_ADMIN_GRANTS_MANAGE_USERS);
  });

  it("a manage_users user cannot edit or delete an administrator's account", async () => {
    await expectForbidden(updateUser(admin.id, fieldsOf(admin, { firstName: "Hijacked", email: "attacker@example.org" }), userManager), ONLY_ADMIN_EDITS_ADMIN);
    await expectForbidden(deleteUser(admin.id, userManager), ONLY_ADMIN_DELETES_ADMIN);
    const stored = await db().user.findUniqueOrThrow({ where: { id: admin.id } });
    expect([stored.firstName, stored.email]).toEqual(["admin", "admin@example.org"]);
  });

  it("a manage_users user still creates and edits ordinary staff", async () => {
    const created = await createUser(newUser(), userManager);
    expect(created.permissions).toEqual(["view_bookings"]);
    const updated = await updateUser(staff.id, fieldsOf(staff, { lastName: "Renamed", permissions: ["view_bookings", "edit_content"] }), userManager);
    expect(updated.lastName).toBe("Renamed");
    expect(updated.permissions).toEqual(["view_bookings", "edit_content"]);
    await deleteUser(created._id, userManager);
    expect(await db().user.findUnique({ where: { id: created._id } })).toBeNull();
  });

  it("an administrator grants and removes administrator rights and manage_users", async () => {
    expect((await createUser(newUser({ isAdministrator: true }), admin)).isAdministrator).toBe(true);
    expect((await updateUser(staff.id, fieldsOf(staff, { permissions: ["manage_users"] }), admin)).permissions).toEqual(["manage_users"]);
    expect((await updateUser(otherAdmin.id, fieldsOf(otherAdmin, { isAdministrator: false, permissions: ["view_bookings"] }), admin)).isAdministrator).toBe(false);
  });
});

describe("nobody changes their own role, administrator flag or permissions", () => {
  it("an administrator cannot demote themselves or change their own permissions, but may rename themselves", async () => {
    await expectForbidden(updateUser(admin.id, fieldsOf(admin, { role: "user", isAdministrator: false }), admin), NO_SELF_PRIVILEGE_CHANGE);
    await expectForbidden(updateUser(staff.id, fieldsOf(staff, { permissions: ["view_bookings", "edit_content"] }), staff), NO_SELF_PRIVILEGE_CHANGE);
    // The admin screen sends an administrator's effective permissions (all of them): not a change.
    const renamed = await updateUser(admin.id, fieldsOf(admin, { firstName: "Ana", permissions: ["view_bookings", "manage_users", "edit_content"] }), admin);
    expect(renamed.firstName).toBe("Ana");
  });
});

describe("the last active administrator", () => {
  it("two concurrent demotions of the last two administrators leave one", async () => {
    const results = await Promise.allSettled([
      updateUser(admin.id, fieldsOf(admin, { role: "user", isAdministrator: false }), otherAdmin),
      updateUser(otherAdmin.id, fieldsOf(otherAdmin, { role: "user", isAdministrator: false }), admin),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((rejected.reason as { status: number }).status).toBe(409);
    expect(await db().user.count({ where: { OR: [{ role: "admin" }, { isAdministrator: true }], accountStatus: "active" } })).toBe(1);
  });

  it("two concurrent deletions of the last two administrators leave one", async () => {
    const third = await makeUser("admin3@example.org", { isAdministrator: true });
    await db().user.update({ where: { id: otherAdmin.id }, data: { accountStatus: "suspended" } });
    // admin and third are the active administrators; each tries to delete the other.
    const results = await Promise.allSettled([deleteUser(admin.id, third), deleteUser(third.id, admin)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db().user.count({ where: { OR: [{ role: "admin" }, { isAdministrator: true }], accountStatus: "active" } })).toBe(1);
  });
});
