import "server-only";
import { prisma } from "@/lib/db/client";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { hashPassword, revokeCalendarFeed, revokeUserSessions } from "@/lib/auth";
import { dropPasswordResetLinks } from "./password-reset";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { assertMayCreate, assertMayDelete, assertMayRevokeAccess, assertMayUpdate } from "./authority";
import { toUserDto, type UserDto } from "./dto";
import type { CreateUserInput, UpdateUserInput } from "./schema";
import { classifyDatabaseError } from "@/lib/db/errors";
import { liveServices } from "./staff";
import { storedServiceIds } from "./skills";

const isAdminRow = (u: Pick<User, "role" | "isAdministrator">) => u.role === "admin" || u.isAdministrator;

export async function listUsers(filter: { isAdministrator?: boolean } = {}): Promise<UserDto[]> {
  const where: Prisma.UserWhereInput =
    filter.isAdministrator === undefined ? {} : filter.isAdministrator ? { OR: [{ isAdministrator: true }, { role: "admin" }] } : { isAdministrator: false, role: "user" };
  const users = await prisma.user.findMany({ where, orderBy: [{ lastName: "asc" }, { firstName: "asc" }] });
  return users.map(toUserDto);
}

export { isAssignableStaff, listAssignableStaff, liveServices } from "./staff";
export { servicesNotPerformed } from "./skills";
export * from "./password-reset";

async function assertEmailFree(email: string) {
  const existing = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) throw new ConflictError("A user with this email already exists");
}

/**
 * The services sent for a user as stored: only the studio's live services (another id → 400), every one of
 * them → none stored (= every service, new ones too). Not sent → undefined (an update leaves them as they are).
 */
async function serviceIdsToStore(ids: readonly string[] | undefined, db: Pick<Prisma.TransactionClient, "service"> = prisma): Promise<string[] | undefined> {
  if (ids === undefined) return undefined;
  const services = await liveServices(db);
  const known = new Set(services.map((s) => s.id));
  if (ids.some((id) => !known.has(id))) throw new ValidationError("Choose the services she performs from the studio's services.", { serviceIds: "Unknown service" });
  return storedServiceIds(ids, services);
}

export async function createUser(input: CreateUserInput, actor: User): Promise<UserDto> {
  assertMayCreate(actor, input);
  await assertEmailFree(input.email);
  const { password, serviceIds, ...data } = input;
  const stored = await serviceIdsToStore(serviceIds);
  try {
    const user = await prisma.user.create({ data: { ...data, ...(stored ? { serviceIds: stored } : {}), passwordHash: await hashPassword(password) } });
    return toUserDto(user);
  } catch (error) {
    if (classifyDatabaseError(error) === "unique-violation") throw new ConflictError("A user with this email already exists");
    throw error;
  }
}

const ACTIVE_ADMIN: Prisma.UserWhereInput = { accountStatus: "active", OR: [{ role: "admin" }, { isAdministrator: true }] };

/**
 * Every change that can remove an active administrator runs under one advisory lock, so the
 * "someone else is still an active administrator" check and the write cannot interleave with
 * another such change (two concurrent demotions of the last two admins leave one).
 */
function withAdminRosterLock<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('users:active-administrators'))`;
    return work(tx);
  });
}

export async function updateUser(userId: string, input: UpdateUserInput, actor: User): Promise<UserDto> {
  const { password: _ignored, serviceIds, ...data } = input;
  void _ignored;
  const stored = await serviceIdsToStore(serviceIds);
  const { user, existing } = await withAdminRosterLock(async (tx) => {
    const existing = await tx.user.findUnique({ where: { id: userId } });
    if (!existing) throw new NotFoundError("User not found");
    assertMayUpdate(actor, userId, existing, data);
    if (userId === actor.id && data.accountStatus !== "active") {
      throw new ValidationError("You cannot suspend or deactivate your own account");
    }
    const email = await tx.user.findUnique({ where: { email: data.email }, select: { id: true } });
    if (email && email.id !== userId) throw new ConflictError("A user with this email already exists");
    const staysActiveAdmin = isAdminRow(data) && data.accountStatus === "active";
    if (isAdminRow(existing) && existing.accountStatus === "active" && !staysActiveAdmin) {
      if ((await tx.user.count({ where: { ...ACTIVE_ADMIN, id: { not: userId } } })) === 0) {
        throw new ConflictError("The last active administrator cannot be demoted, suspended or deactivated");
      }
    }
    // A reset link mailed earlier must not outlive a suspension or reach the old address after an email change.
    if (data.accountStatus !== "active" || data.email !== existing.email) await dropPasswordResetLinks(userId, tx);
    return { user: await tx.user.update({ where: { id: userId }, data: { ...data, ...(stored ? { serviceIds: stored } : {}) } }), existing };
  });
  if (data.accountStatus !== "active") await endUserAccess(userId);
  else if (user.email !== existing.email) await revokeUserSessions(userId);
  return toUserDto(user);
}

/**
 * Everything that lets a user in without their password stops: open sessions, their private
 * calendar feed and any reset link (a suspended user's feed or link must not come back when they are
 * reactivated, and a reset password means the old credentials may be in someone else's hands).
 */
async function endUserAccess(userId: string): Promise<void> {
  await revokeUserSessions(userId);
  await revokeCalendarFeed(userId);
  await dropPasswordResetLinks(userId);
}

/**
 * The one password reset (by an administrator, a reset email, or the create-admin script's logic):
 * a new argon2id hash and `passwordChangedAt`, then every session and the calendar feed end.
 */
export async function resetUserPassword(userId: string, password: string, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(password);
  const { count } = await prisma.user.updateMany({ where: { id: userId }, data: { passwordHash, passwordChangedAt: now } });
  if (count === 0) throw new NotFoundError("User not found");
  await endUserAccess(userId);
}

export async function deleteUser(userId: string, actor: User): Promise<void> {
  if (userId === actor.id) throw new ValidationError("You cannot delete your own account");
  await withAdminRosterLock(async (tx) => {
    const existing = await tx.user.findUnique({ where: { id: userId } });
    if (!existing) throw new NotFoundError("User not found");
    assertMayDelete(actor, existing);
    if (isAdminRow(existing) && existing.accountStatus === "active" && (await tx.user.count({ where: { ...ACTIVE_ADMIN, id: { not: userId } } })) === 0) {
      throw new ConflictError("The last active administrator cannot be deleted");
    }
    // Sessions cascade with the user; schedules keep their booking but lose the assignment.
    await tx.user.delete({ where: { id: userId } });
  });
}

/** Users → "Revoke calendar link": the user's feed stops at once (403 for a non-administrator on an administrator's account). */
export async function revokeUserCalendarFeed(userId: string, actor: User): Promise<boolean> {
  const target = await prisma.user.findUnique({ where: { id: userId }, select: { role: true, isAdministrator: true, permissions: true } });
  if (!target) throw new NotFoundError("User not found");
  assertMayRevokeAccess(actor, target);
  return revokeCalendarFeed(userId);
}
