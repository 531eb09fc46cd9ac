"use client";
// "New booking" at the desk: the public booking form's state and rules (useBookingForm with a desk
// save), plus what only staff choose — how the booking came in, each slot's stylist and times, and
// which emails the customer gets now. Saved through POST /api/bookings; then on to Edit Booking.
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { EMPTY_FORM, withCompetition, withDays, type BookingEventOption, type BookingServiceOption, type FormState } from "@/components/site/booking/booking-form-model";
import { withBookAgain } from "@/components/site/booking/booking-form-sending";
import { useBookingForm, type CheckedBookingFields } from "@/components/site/booking/use-booking-form";
import type { DeskChannel } from "@/lib/bookings/dto";
import { endFromLength, extrasOfSlot, problemsFromServerFields } from "@/lib/bookings/schema";
import { expandBookingSlots, listedServices, serviceKey, type Slot } from "@/lib/bookings/dto";
import type { BookAgainPrefill } from "@/lib/clients/dto";
import type { StaffDto } from "@/lib/users/dto";
import { ApiError, useAdminApi } from "../admin-api";

/** Where the desk started from: a client (book again), a competition, a stylist's empty time in My Calendar. */
export interface DeskBookingStart {
  prefill: BookAgainPrefill | null;
  eventId: string;
  /** The empty time clicked, in the competition's zone. */
  slot: { date: string; time: string; userId: string } | null;
}

export interface DeskNotify {
  receipt: boolean;
  confirmation: boolean;
}

function initialForm(start: DeskBookingStart, events: readonly BookingEventOption[], services: readonly BookingServiceOption[]): FormState {
  let form = start.prefill ? withBookAgain(EMPTY_FORM, start.prefill, services) : EMPTY_FORM;
  if (start.eventId && events.some((e) => e._id === start.eventId)) form = withCompetition(form, events, start.eventId, "");
  if (start.slot && form.competition && !form.selectedEventDays.includes(start.slot.date)) form = withDays(form, [...form.selectedEventDays, start.slot.date], "");
  return form;
}

const slotKey = (slot: Pick<Slot, "date" | "service">) => `${slot.date}|${serviceKey(slot.service)}`;

/** The titles of the extras chosen for a day of the form (they lengthen its last slot). */
function extraTitlesOf(days: Record<string, { additionalServices: string[] } | undefined>, services: readonly { _id: string; title: string }[], date: string | undefined): string[] {
  return (date ? (days[date]?.additionalServices ?? []) : []).map((id) => services.find((s) => s._id === id)?.title ?? "");
}

export function useDeskBooking(props: { events: readonly BookingEventOption[]; services: readonly BookingServiceOption[]; staff: readonly StaffDto[]; start: DeskBookingStart; minutesByTitle: Readonly<Record<string, number>> }) {
  const { events, services, staff, start, minutesByTitle } = props;
  const api = useAdminApi();
  const router = useRouter();
  const [channel, setChannel] = useState<DeskChannel>("phone");
  const [notify, setNotify] = useState<DeskNotify>({ receipt: true, confirmation: false });
  const [edits, setEdits] = useState<Record<string, Partial<Slot>>>({});
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [initial] = useState(() => initialForm(start, events, services));
  const listed = useMemo(() => listedServices(services.map((s) => s.title)), [services]);

  const form = useBookingForm(events, services, { initial, save });
  const { selectedDays } = form;

  // The slots of the days chosen (the one slot rule), with what staff set on each; the clicked time
  // goes on the first slot of its day.
  const slots: Slot[] = useMemo(() => {
    const days = selectedDays.map((date) => {
      const title = services.find((s) => s._id === form.form.days[date]?.services)?.title ?? "";
      return { date, services: { _id: null, title }, additionalServices: [], danceStyle: [], schedules: [] };
    });
    const firstOfDay = new Set<string>();
    const expanded = expandBookingSlots(days, listed);
    // The day's extras (rhinestones, a lash upgrade) lengthen its last slot, as in the planner.
    const extrasOf = (index: number) => extrasOfSlot(expanded, index, (d) => extraTitlesOf(form.form.days, services, selectedDays[d]));
    return expanded.map((slot, index) => {
      let base: Slot = slot;
      const clicked = start.slot;
      if (clicked && slot.date === clicked.date && !firstOfDay.has(slot.date)) {
        const member = staff.find((m) => m._id === clicked.userId);
        const startTime = { startDate: slot.date, startTime: clicked.time };
        base = { ...slot, ...startTime, assignedUser: member ? { _id: member._id, firstName: member.firstName, lastName: member.lastName } : null, ...(endFromLength({ service: slot.service, ...startTime }, minutesByTitle, extrasOf(index)) ?? {}) };
      }
      firstOfDay.add(slot.date);
      return { ...base, ...edits[slotKey(slot)] };
    });
  }, [selectedDays, form.form.days, services, listed, edits, start.slot, staff, minutesByTitle]);

  function changeSlot(index: number, patch: Partial<Slot>) {
    const slot = slots[index];
    const next = { ...slot, ...patch };
    // A new start moves the end by the service's length, as Edit Booking does.
    const end = "startTime" in patch || "startDate" in patch ? endFromLength(next, minutesByTitle, extrasOfSlot(slots, index, (d) => extraTitlesOf(form.form.days, services, selectedDays[d]))) : null;
    setEdits((all) => ({ ...all, [slotKey(slot)]: { ...all[slotKey(slot)], ...patch, ...(end ?? {}) } }));
  }

  async function save(fields: CheckedBookingFields) {
    // A day with any slot set sends all of its slots (a day's schedules are its slots).
    const dayDetails = fields.dayDetails.map((day, dayIndex) => {
      const own = slots.filter((s) => s.dayIndex === dayIndex);
      const used = own.some((s) => s.assignedUser || s.startTime || s.endTime);
      return {
        ...day,
        schedules: used ? own.map((s) => ({ service: s.service, assignedUser: s.assignedUser ? { _id: s.assignedUser._id } : null, startDate: s.startTime ? s.date : "", startTime: s.startTime, endDate: s.endTime ? s.endDate || s.date : "", endTime: s.endTime })) : [],
      };
    });
    try {
      const { _id } = await api.call("POST /api/bookings", { body: { ...fields, dayDetails, channel, notify } });
      router.push(`/admin/calendar_bookings/edit/${_id}`);
      return null;
    } catch (error) {
      const refusal = error instanceof ApiError ? { message: error.message, fields: error.fields ?? {} } : { message: "Could not save the booking. Please try again.", fields: {} };
      setServerFields(refusal.fields);
      return refusal;
    }
  }

  const slotProblems = useMemo(() => problemsFromServerFields(serverFields, slots), [serverFields, slots]);
  return { form, channel, setChannel, notify, setNotify, slots, slotProblems, changeSlot, staff };
}

export type DeskBookingModel = ReturnType<typeof useDeskBooking>;
