// Who the studio offers as a stylist to assign: the one list Suggest times, Edit Booking's staff picker,
// My Calendar, the run sheet and the staff schedule read. An active user who takes appointments
// (`bookable`) and can see bookings (view_bookings, or an administrator); the owner or the front desk
// untick "Takes appointments" to stay off it while keeping their access.
import "server-only";
import { prisma } from "@/lib/db/client";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { hasAnyPermission, isAdmin } from "@/lib/auth";
import { toStaffDto, type StaffDto } from "./dto";
import { servicesNotPerformed } from "./skills";

type StaffFields = Pick<User, "accountStatus" | "bookable" | "role" | "isAdministrator" | "permissions">;

export const isAssignableStaff = (user: StaffFields): boolean => user.accountStatus === "active" && user.bookable && hasAnyPermission(user, ["view_bookings"]);

const ASSIGNABLE: Prisma.UserWhereInput = { accountStatus: "active", bookable: true, OR: [{ permissions: { has: "view_bookings" } }, { isAdministrator: true }, { role: "admin" }] };

/** Staff offered for assignment, by first name (pickers) or by id (My Calendar's colours stay put). */
/** Each carries the titles of the services she does not perform (none: every service). */
export async function listAssignableStaff(options: { isAdministrator?: boolean; order?: "name" | "id" } = {}, db: Pick<Prisma.TransactionClient, "user" | "service"> = prisma): Promise<StaffDto[]> {
  const orderBy: Prisma.UserOrderByWithRelationInput[] = options.order === "id" ? [{ id: "asc" }] : [{ firstName: "asc" }, { lastName: "asc" }];
  const users = await db.user.findMany({ where: ASSIGNABLE, orderBy });
  const services = users.some((u) => u.serviceIds.length) ? await liveServices(db) : [];
  return users
    .filter(isAssignableStaff)
    .filter((u) => options.isAdministrator === undefined || isAdmin(u) === options.isAdministrator)
    .map((u) => toStaffDto(u, servicesNotPerformed(u.serviceIds, services)));
}

/** The studio's services a stylist performs or not (not deleted; extras go with the service they add to), in list order. */
export function liveServices(db: Pick<Prisma.TransactionClient, "service"> = prisma): Promise<{ id: string; title: string }[]> {
  return db.service.findMany({ where: { deletedAt: null, category: { not: "Additional" } }, select: { id: true, title: true }, orderBy: [{ position: "asc" }, { createdAt: "asc" }] });
}
