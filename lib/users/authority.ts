// Who may change whose account (ASVS 8.2.1, least privilege): `manage_users` runs ordinary staff
// accounts; administrator accounts, the administrator flag and `manage_users` itself belong to
// administrators; nobody changes their own role, flag or permissions.
import { effectivePermissions, isAdmin, type PermissionHolder } from "@/lib/auth/permissions";
import { ForbiddenError } from "@/lib/errors";

export const ONLY_ADMIN_GRANTS_ADMIN = "Only an administrator can make a user an administrator.";
export const ONLY_ADMIN_GRANTS_MANAGE_USERS = "Only an administrator can grant or remove the manage_users permission.";
export const ONLY_ADMIN_EDITS_ADMIN = "Only an administrator can change an administrator's account.";
export const ONLY_ADMIN_DELETES_ADMIN = "Only an administrator can delete an administrator's account.";
export const NO_SELF_PRIVILEGE_CHANGE = "You cannot change your own role, administrator flag or permissions; ask another administrator.";

interface Actor extends PermissionHolder {
  id: string;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((p) => b.includes(p));
const holdsManageUsers = (user: PermissionHolder) => effectivePermissions(user).includes("manage_users");

/** Throws ForbiddenError unless `actor` may create an account with `wanted` privileges. */
export function assertMayCreate(actor: Actor, wanted: PermissionHolder): void {
  if (isAdmin(actor)) return;
  if (isAdmin(wanted)) throw new ForbiddenError(ONLY_ADMIN_GRANTS_ADMIN);
  if (holdsManageUsers(wanted)) throw new ForbiddenError(ONLY_ADMIN_GRANTS_MANAGE_USERS);
}

/** Throws ForbiddenError unless `actor` may turn `existing` (id `targetId`) into `wanted`. */
export function assertMayUpdate(actor: Actor, targetId: string, existing: PermissionHolder, wanted: PermissionHolder): void {
  const privilegesChange =
    existing.role !== wanted.role || existing.isAdministrator !== wanted.isAdministrator || !sameSet(effectivePermissions(existing), effectivePermissions(wanted));
  if (actor.id === targetId && privilegesChange) throw new ForbiddenError(NO_SELF_PRIVILEGE_CHANGE);
  if (isAdmin(actor)) return;
  if (isAdmin(existing)) throw new ForbiddenError(ONLY_ADMIN_EDITS_ADMIN);
  if (isAdmin(wanted)) throw new ForbiddenError(ONLY_ADMIN_GRANTS_ADMIN);
  if (holdsManageUsers(existing) !== holdsManageUsers(wanted)) throw new ForbiddenError(ONLY_ADMIN_GRANTS_MANAGE_USERS);
}

export function assertMayDelete(actor: Actor, target: PermissionHolder): void {
  if (!isAdmin(actor) && isAdmin(target)) throw new ForbiddenError(ONLY_ADMIN_DELETES_ADMIN);
}

/** Revoking what lets an account in (its calendar feed) follows the edit rule: an administrator's account is the administrators' business. */
export function assertMayRevokeAccess(actor: Actor, target: PermissionHolder): void {
  if (!isAdmin(actor) && isAdmin(target)) throw new ForbiddenError(ONLY_ADMIN_EDITS_ADMIN);
}
