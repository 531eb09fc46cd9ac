// Days a stylist cannot work: she lists, adds and removes her own; manage_bookings anyone's.
import "server-only";
import { prisma } from "@/lib/db/client";
import { ForbiddenError, NotFoundError, ValidationError } from "@/lib/errors";
import { fromDateOnly, toDateOnly } from "@/lib/time";
import type { AvailabilityViewer, TimeOffDto } from "./dto";
import type { TimeOffInput } from "./schema";

type Row = { id: string; userId: string; date: Date; note: string; user: { firstName: string; lastName: string } };
const toDto = (r: Row): TimeOffDto => ({ id: r.id, userId: r.userId, firstName: r.user.firstName, lastName: r.user.lastName, date: toDateOnly(r.date), note: r.note });

export const NOT_YOUR_TIME_OFF = "You can only change your own time off.";

/** A stylist's own days off; manage_bookings: everyone's, or one stylist's. From `from` on (a calendar day). */
export async function listTimeOff(viewer: AvailabilityViewer, options: { userId?: string; from?: string } = {}): Promise<TimeOffDto[]> {
  if (!viewer.canManage && options.userId && options.userId !== viewer.userId) throw new ForbiddenError(NOT_YOUR_TIME_OFF);
  const userId = viewer.canManage ? options.userId : viewer.userId;
  const rows = await prisma.timeOff.findMany({
    where: { ...(userId ? { userId } : {}), ...(options.from ? { date: { gte: fromDateOnly(options.from) } } : {}) },
    include: { user: { select: { firstName: true, lastName: true } } },
    orderBy: [{ date: "asc" }, { userId: "asc" }],
  });
  return rows.map(toDto);
}

export async function addTimeOff(viewer: AvailabilityViewer, input: TimeOffInput): Promise<TimeOffDto> {
  const userId = input.userId ?? viewer.userId;
  if (userId !== viewer.userId && !viewer.canManage) throw new ForbiddenError(NOT_YOUR_TIME_OFF);
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw new ValidationError("Please check the highlighted fields.", { userId: "Unknown staff member" });
  const row = await prisma.timeOff.upsert({
    where: { userId_date: { userId, date: fromDateOnly(input.date) } },
    create: { userId, date: fromDateOnly(input.date), note: input.note },
    update: { note: input.note },
    include: { user: { select: { firstName: true, lastName: true } } },
  });
  return toDto(row);
}

export async function removeTimeOff(viewer: AvailabilityViewer, id: string): Promise<void> {
  const row = await prisma.timeOff.findUnique({ where: { id } });
  if (!row) throw new NotFoundError("This day off no longer exists.");
  if (row.userId !== viewer.userId && !viewer.canManage) throw new ForbiddenError(NOT_YOUR_TIME_OFF);
  await prisma.timeOff.delete({ where: { id } });
}
