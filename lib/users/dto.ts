import type { User } from "@/lib/generated/prisma/client";
import { effectivePermissions } from "@/lib/auth/permissions";

export interface UserDto {
  _id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: "user" | "admin";
  isAdministrator: boolean;
  permissions: string[];
  accountStatus: "active" | "suspended" | "inactive";
  lastLogin: string | null;
}

/** What leaves the server about a user: never the hash, never session data. */
export function toUserDto(user: User): UserDto {
  return {
    _id: user.id,
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    isAdministrator: user.isAdministrator,
    permissions: user.isAdministrator || user.role === "admin" ? effectivePermissions(user) : [...user.permissions],
    accountStatus: user.accountStatus,
    lastLogin: user.lastLogin?.toISOString() ?? null,
  };
}

export interface StaffDto {
  _id: string;
  userId: string;
  firstName: string;
  lastName: string;
}

export function toStaffDto(user: Pick<User, "id" | "firstName" | "lastName">): StaffDto {
  return { _id: user.id, userId: user.id, firstName: user.firstName, lastName: user.lastName };
}
