import type { User } from "@/lib/generated/prisma/client";
import type { PermissionName } from "@/lib/auth/dto";
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
  /** Takes appointments: offered as a stylist to assign. */
  bookable: boolean;
  /** The services she performs (Service ids); empty = every service. */
  serviceIds: string[];
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
    bookable: user.bookable,
    serviceIds: [...user.serviceIds],
    lastLogin: user.lastLogin?.toISOString() ?? null,
  };
}

export interface StaffDto {
  _id: string;
  userId: string;
  firstName: string;
  lastName: string;
  /** Titles of the studio's services she does not perform (lib/users/skills.ts); absent = every service. */
  notPerformed?: string[];
}

export function toStaffDto(user: Pick<User, "id" | "firstName" | "lastName">, notPerformed: readonly string[] = []): StaffDto {
  return { _id: user.id, userId: user.id, firstName: user.firstName, lastName: user.lastName, ...(notPerformed.length ? { notPerformed: [...notPerformed] } : {}) };
}

/**
 * Starting points of the Users form: the permissions each kind of staff member needs. The API's own
 * default (view_bookings alone) is kept for API clients; the form starts from Stylist, which can sign in.
 */
export interface StaffPreset {
  name: "Stylist" | "Front desk" | "Manager" | "Administrator";
  description: string;
  permissions: PermissionName[];
  isAdministrator: boolean;
  /** Takes appointments, when the preset decides it (Manager and Administrator leave it as it is). */
  bookable?: boolean;
}

export const STAFF_PRESETS: readonly StaffPreset[] = [
  { name: "Stylist", description: "Signs in to see her own appointments: My Calendar and the run sheet.", permissions: ["view_admin_panel", "view_bookings"], isAdministrator: false, bookable: true },
  {
    name: "Front desk",
    description: "Takes and confirms bookings, keeps client cards, answers the inbox; not offered as a stylist.",
    permissions: ["view_admin_panel", "view_bookings", "manage_bookings"],
    isAdministrator: false,
    bookable: false,
  },
  {
    name: "Manager",
    description: "Runs the desk and the website: competitions, pages, services, gallery, the season's reports. Cannot manage staff accounts.",
    permissions: ["view_admin_panel", "view_bookings", "manage_bookings", "manage_events", "edit_content", "edit_services", "edit_gallery", "view_reports"],
    isAdministrator: false,
  },
  { name: "Administrator", description: "Everything, including staff accounts and password resets.", permissions: [], isAdministrator: true },
];

/** The preset whose permissions and administrator flag a draft matches exactly, if any. */
export function presetMatching(draft: { permissions: readonly string[]; isAdministrator: boolean; role: string }): StaffPreset | undefined {
  const admin = draft.isAdministrator || draft.role === "admin";
  return STAFF_PRESETS.find((p) => (admin ? p.isAdministrator : !p.isAdministrator && p.permissions.length === draft.permissions.length && p.permissions.every((x) => draft.permissions.includes(x))));
}
