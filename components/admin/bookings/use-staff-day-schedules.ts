"use client";
// The staff's slots on the days an Edit Booking form touches (GET /api/booking/staff-schedule, one
// request per date), as the busy list per date and the busy slots per staff member.
import { useMemo } from "react";
import type { StaffDayScheduleDto, StaffDaySlotDto } from "@/lib/bookings/dto";
import { apiGet, useAdminData } from "../admin-api";
import { parseStaffScheduleKey, staffScheduleKey } from "./staff-schedule-key";

/** Key "staff-schedule?date=2026-12-04,2026-12-05&timeZone=America/Chicago": the days in the competition's zone, as the form's fields are. */
async function fetchDays(key: string): Promise<StaffDayScheduleDto[]> {
  const { dates, timeZone } = parseStaffScheduleKey(key);
  return Promise.all(dates.map((date) => apiGet("GET /api/booking/staff-schedule", { query: { date, timeZone } })));
}

export function useStaffDaySchedules(dates: readonly string[], timeZone: string) {
  const query = useAdminData(staffScheduleKey(dates, timeZone), { keepPreviousData: true }, fetchDays);
  const days = query.data;
  return useMemo(() => {
    const byDate = new Map<string, StaffDayScheduleDto>();
    const busyByUser = new Map<string, StaffDaySlotDto[]>();
    const seen = new Set<string>();
    for (const day of days ?? []) {
      byDate.set(day.date, day);
      for (const { staff, slots } of day.staff) {
        for (const slot of slots) {
          if (seen.has(slot.scheduleId)) continue;
          seen.add(slot.scheduleId);
          busyByUser.set(staff._id, [...(busyByUser.get(staff._id) ?? []), slot]);
        }
      }
    }
    return { byDate, busyByUser, loading: query.isLoading, error: query.error?.message ?? "", refresh: () => query.mutate() };
  }, [days, query]);
}
