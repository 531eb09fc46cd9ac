// The staffing editor's form state (text as typed) and its conversion to the API body.
import type { StaffingDto } from "@/lib/availability/dto";
import type { StaffingInput } from "@/lib/availability/schema";

export interface FormBreak {
  start: string;
  end: string;
}

export interface FormShift {
  key: string;
  userId: string;
  start: string;
  end: string;
  breaks: FormBreak[];
}

export interface FormDay {
  date: string;
  chairs: string;
  shifts: FormShift[];
}

export interface StaffingForm {
  nightStart: string;
  nightEnd: string;
  days: FormDay[];
}

let keys = 0;
export const newShiftKey = () => `shift-${(keys += 1)}`;

export function formFromStaffing(staffing: StaffingDto): StaffingForm {
  return {
    nightStart: staffing.night?.start ?? "",
    nightEnd: staffing.night?.end ?? "",
    days: staffing.days.map((d) => ({
      date: d.date,
      chairs: d.chairs === null ? "" : String(d.chairs),
      shifts: d.shifts.map((s) => ({ key: newShiftKey(), userId: s.userId, start: s.start, end: s.end, breaks: s.breaks.map((b) => ({ ...b })) })),
    })),
  };
}

/** What PUT /api/events/:id/staffing gets: an empty chairs field is "no limit", both night fields empty "no window". */
export function staffingBody(form: StaffingForm): StaffingInput {
  return {
    night: form.nightStart || form.nightEnd ? { start: form.nightStart, end: form.nightEnd } : null,
    days: form.days.map((d) => ({
      date: d.date,
      chairs: d.chairs.trim() === "" ? null : Number(d.chairs),
      shifts: d.shifts.map((s) => ({ userId: s.userId, start: s.start, end: s.end, breaks: s.breaks })),
    })),
  };
}
