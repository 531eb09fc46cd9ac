// The staffing screen's data: read a competition's days (a stylist: only her own) and save them whole.
import "server-only";
import { prisma } from "@/lib/db/client";
import { ValidationError } from "@/lib/errors";
import { listAssignableStaff } from "@/lib/users/staff";
import { fromDateOnly, toDateOnly } from "@/lib/time";
import type { AvailabilityViewer, StaffMember, StaffingDto } from "./dto";
import { breaksOf, loadCompetition } from "./read";
import type { StaffingInput } from "./schema";

const member = (u: { id: string; firstName: string; lastName: string }): StaffMember => ({ id: u.id, firstName: u.firstName, lastName: u.lastName });

export async function getStaffing(eventId: string, viewer: AvailabilityViewer): Promise<StaffingDto> {
  const competition = await loadCompetition(eventId);
  const dates = competition.dates.map(fromDateOnly);
  const mine = viewer.canManage ? {} : { userId: viewer.userId };
  const [days, off, staff] = await Promise.all([
    prisma.staffingDay.findMany({ where: { eventId, date: { in: dates } }, include: { shifts: { where: mine, include: { user: true } } } }),
    prisma.timeOff.findMany({ where: { date: { in: dates }, ...mine }, include: { user: true } }),
    listAssignableStaff(),
  ]);
  const byName = (a: StaffMember, b: StaffMember) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName);
  return {
    event: { id: competition.id, eventName: competition.eventName, startDate: competition.startDate, endDate: competition.endDate, timeZone: competition.timeZone },
    night: competition.night,
    days: competition.dates.map((date) => {
      const day = days.find((d) => toDateOnly(d.date) === date);
      return {
        date,
        chairs: day?.chairs ?? null,
        shifts: (day?.shifts ?? [])
          .map((s) => ({ userId: s.userId, firstName: s.user.firstName, lastName: s.user.lastName, start: s.startTime, end: s.endTime, breaks: breaksOf(s.breaks) }))
          .sort((a, b) => a.start.localeCompare(b.start) || a.firstName.localeCompare(b.firstName)),
        off: off.filter((o) => toDateOnly(o.date) === date).map((o) => member(o.user)).sort(byName),
      };
    }),
    staff: staff.map((s) => ({ id: s._id, firstName: s.firstName, lastName: s.lastName, ...(s.notPerformed ? { notPerformed: s.notPerformed } : {}) })).filter((s) => viewer.canManage || s.id === viewer.userId),
    canEdit: viewer.canManage,
  };
}

/** Replaces the competition's staffing: the night window and every day (a day not listed is cleared). */
export async function saveStaffing(eventId: string, input: StaffingInput, viewer: AvailabilityViewer): Promise<StaffingDto> {
  const competition = await loadCompetition(eventId);
  const staffIds = new Set((await listAssignableStaff()).map((s) => s._id));
  const fields: Record<string, string> = {};
  input.days.forEach((day, i) => {
    if (!competition.dates.includes(day.date)) fields[`days.${i}.date`] = "This day is not a day of the competition";
    day.shifts.forEach((s, j) => {
      if (!staffIds.has(s.userId)) fields[`days.${i}.shifts.${j}.userId`] = "Choose a stylist who takes appointments";
    });
  });
  if (Object.keys(fields).length) throw new ValidationError("Please check the highlighted fields.", fields);
  await prisma.$transaction(async (tx) => {
    await tx.event.update({ where: { id: eventId }, data: { nightStartTime: input.night?.start ?? null, nightEndTime: input.night?.end ?? null } });
    await tx.staffingDay.deleteMany({ where: { eventId } });
    for (const day of input.days) {
      if (day.chairs === null && day.shifts.length === 0) continue;
      await tx.staffingDay.create({
        data: {
          eventId,
          date: fromDateOnly(day.date),
          chairs: day.chairs,
          shifts: { create: day.shifts.map((s) => ({ userId: s.userId, startTime: s.start, endTime: s.end, breaks: s.breaks.map((b) => ({ start: b.start, end: b.end })) })) },
        },
      });
    }
  });
  return getStaffing(eventId, viewer);
}
