import { prisma } from "@/lib/db/client";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/lib/auth/password";
import { hasAnyPermission } from "@/lib/auth/permissions";
import { revokeUserSessions } from "@/lib/auth/session";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { toStaffDto, toUserDto, type StaffDto, type UserDto } from "./dto";
import type { CreateUserInput, UpdateUserInput } from "./schema";

const isAdminRow = (u: Pick<User, "role" | "isAdministrator">) => u.role === "admin" || u.isAdministrator;

export async function listUsers(filter: { isAdministrator?: boolean } = {}): Promise<UserDto[]> {
  const where: Prisma.UserWhereInput =
    filter.isAdministrator === undefined ? {} : filter.isAdministrator ? { OR: [{ isAdministrator: true }, { role: "admin" }] } : { isAdministrator: false, role: "user" };
  const users = await prisma.user.findMany({ where, orderBy: [{ lastName: "asc" }, { firstName: "asc" }] });
  return users.map(toUserDto);
}

/** Staff offered for assignment: active users holding view_bookings, or admins. */
export async function listAssignableStaff(filter: { isAdministrator?: boolean } = {}): Promise<StaffDto[]> {
  const users = await prisma.user.findMany({ where: { accountStatus: "active" }, orderBy: [{ firstName: "asc" }, { lastName: "asc" }] });
  return users
    .filter((u) => hasAnyPermission(u, ["view_bookings"]))
    .filter((u) => filter.isAdministrator === undefined || isAdminRow(u) === filter.isAdministrator)
    .map(toStaffDto);
}

async function assertEmailFree(email: string, exceptId?: string) {
  const existing = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (existing && existing.id !== exceptId) throw new ConflictError("A user with this email already exists");
}

export async function createUser(input: CreateUserInput): Promise<UserDto> {
  await assertEmailFree(input.email);
  const { password, ...data } = input;
  try {
    const user = await prisma.user.create({ data: { ...data, passwordHash: await hashPassword(password) } });
    return toUserDto(user);
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") throw new ConflictError("A user with this email already exists");
    throw error;
  }
}

async function otherActiveAdmins(userId: string): Promise<number> {
  return prisma.user.count({ where: { id: { not: userId }, accountStatus: "active", OR: [{ role: "admin" }, { isAdministrator: true }] } });
}

export async function updateUser(userId: string, input: UpdateUserInput, actingUserId: string): Promise<UserDto> {
  const existing = await prisma.user.findUnique({ where: { id: userId } });
  if (!existing) throw new NotFoundError("User not found");
  await assertEmailFree(input.email, userId);
  const { password: _ignored, ...data } = input;
  void _ignored;
  const staysActiveAdmin = isAdminRow(data) && data.accountStatus === "active";
  if (isAdminRow(existing) && existing.accountStatus === "active" && !staysActiveAdmin && (await otherActiveAdmins(userId)) === 0) {
    throw new ConflictError("The last active administrator cannot be demoted, suspended or deactivated");
  }
  if (userId === actingUserId && data.accountStatus !== "active") {
    throw new ValidationError("You cannot suspend or deactivate your own account");
  }
  const user = await prisma.user.update({ where: { id: userId }, data });
  if (data.accountStatus !== "active" || user.email !== existing.email) await revokeUserSessions(userId);
  return toUserDto(user);
}

export async function deleteUser(userId: string, actingUserId: string): Promise<void> {
  if (userId === actingUserId) throw new ValidationError("You cannot delete your own account");
  const existing = await prisma.user.findUnique({ where: { id: userId } });
  if (!existing) throw new NotFoundError("User not found");
  if (isAdminRow(existing) && existing.accountStatus === "active" && (await otherActiveAdmins(userId)) === 0) {
    throw new ConflictError("The last active administrator cannot be deleted");
  }
  // Sessions cascade with the user; schedules keep their booking but lose the assignment.
  await prisma.user.delete({ where: { id: userId } });
}
