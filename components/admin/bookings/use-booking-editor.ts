"use client";
// Edit Booking's form state and its calls: the slots and notes as edited, whether they differ from
// what is saved, the problems marked on each slot, and save / save-and-send / send / delete / restore.
// The confirmation email is built from the saved booking, so sending never uses unsaved changes:
// "Send Booking Email" refuses while the form has unsaved changes, "Save & send confirmation" saves first.
import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import type { BookingWithBounce, StaffDaySlotDto } from "@/lib/bookings/dto";
import { formatDay, localDay } from "@/lib/time/browser";
import { EMAIL_NOT_SENT_MESSAGE, missingDaysText, endFollowingStart, extrasOfSlot, expandBookingSlots, isCompleteSchedule, problemsFromServerFields, regroupSlotsByDay, slotProblems, type ListedServices, type Slot, type SlotProblems } from "@/lib/bookings/dto";
import { displayText } from "@/lib/text/display-text";
import { ApiError, useAdminApi } from "../admin-api";
import { useTimedStatus } from "../timed-status";
import { useHydrated } from "../use-hydrated";

export const UNSAVED_CHANGES_MESSAGE = "Email Not Sent. You have unsaved changes: the email would show the saved times. Use Save & send confirmation.";

type Notes = Pick<BookingWithBounce, "additionalNotes" | "danceStartDate" | "danceStartTime">;
export type PendingConfirm = "delete" | "email" | "restore" | null;

const snapshot = (slots: Slot[], notes: Notes) => JSON.stringify([slots.map((s) => [s.assignedUser?._id ?? "", s.startDate, s.startTime, s.endDate, s.endTime]), notes]);

const NO_BUSY: ReadonlyMap<string, readonly StaffDaySlotDto[]> = new Map();

/**
 * `busyByUser`: other bookings' slots per staff member on the form's days (marks clashes before
 * saving); `staffName` names a member in those marks.
 */
export function useBookingEditor(booking: BookingWithBounce, options: { minutesByTitle: Readonly<Record<string, number>>; listed: ListedServices; staffName(id: string): string }) {
  const api = useAdminApi();
  const router = useRouter();
  // The slots, which of their ends moved with the start (autoEnd) and which staff typed (typedEnd), changed
  // together from the latest state: two quick edits (start, then end) must not undo each other.
  const [edit, setEdit] = useState<{ slots: Slot[]; autoEnd: ReadonlySet<number>; typedEnd: ReadonlySet<number> }>(() => ({
    slots: expandBookingSlots(booking.dayDetails, options.listed),
    autoEnd: new Set(),
    typedEnd: new Set(),
  }));
  const { slots, autoEnd } = edit;
  const setSlots = useCallback((next: Slot[]) => setEdit((current) => ({ ...current, slots: next })), []);
  const [notes, setNotes] = useState<Notes>({ additionalNotes: displayText(booking.additionalNotes), danceStartDate: booking.danceStartDate, danceStartTime: booking.danceStartTime });
  const [saved, setSaved] = useState(() => snapshot(expandBookingSlots(booking.dayDetails, options.listed), { additionalNotes: displayText(booking.additionalNotes), danceStartDate: booking.danceStartDate, danceStartTime: booking.danceStartTime }));
  const [serverProblems, setServerProblems] = useState<SlotProblems[]>([]);
  const [saveError, setSaveError] = useState("");
  const [notice, showNotice, clearNotice] = useTimedStatus(5000);
  const [confirm, setConfirm] = useState<PendingConfirm>(null);
  const [working, setWorking] = useState(false);
  const hydrated = useHydrated();
  // Its buttons do nothing until the page is hydrated: shown as busy (disabled) until then.
  const busy = working || !hydrated;

  const dirty = snapshot(slots, notes) !== saved;
  const { minutesByTitle, staffName } = options;
  /** The problems of each slot given the staff's busy times (clashes) and the server's last answer. */
  const problemsWith = useCallback(
    (busyByUser: ReadonlyMap<string, readonly StaffDaySlotDto[]>) => slotProblems(slots, busyByUser, booking._id, staffName).map((found, i) => ({ ...serverProblems[i], ...found })),
    [slots, booking._id, staffName, serverProblems],
  );

  /** Changes one slot; a new start date or time moves the end with it (`endFollowingStart`, Change time's rule) unless staff typed that end. */
  const updateSlot = useCallback(
    (index: number, patch: Partial<Slot>) => {
      const endEdited = "endTime" in patch || "endDate" in patch;
      const startEdited = "startTime" in patch || "startDate" in patch;
      setServerProblems([]);
      setEdit((current) => {
        const slot = current.slots[index];
        if (!slot) return current;
        const next = { ...slot, ...patch };
        // The day's extras (rhinestones, a lash upgrade) lengthen its last slot, as in the planner.
        const extras = extrasOfSlot(current.slots, index, (d) => booking.dayDetails[d]?.additionalServices.map((a) => a.title) ?? []);
        const end = !endEdited && startEdited && !current.typedEnd.has(index) ? endFollowingStart(next, slot, minutesByTitle, extras) : null;
        let marks = current.autoEnd;
        if (endEdited || end) {
          const changed = new Set(marks);
          if (end) changed.add(index);
          else changed.delete(index);
          marks = changed;
        }
        // A start-date change that fills an empty end date is not staff typing the end.
        const typed = "endTime" in patch || ("endDate" in patch && !startEdited);
        const typedEnd = typed ? new Set(current.typedEnd).add(index) : current.typedEnd;
        return { slots: current.slots.map((s, i) => (i === index ? { ...next, ...end } : s)), autoEnd: marks, typedEnd };
      });
    },
    [minutesByTitle, booking.dayDetails],
  );

  // A save that left a sent confirmation out of date: the screen stays and offers to send the new times.
  const [outdatedBySave, setOutdatedBySave] = useState(false);

  /** Writes the form; false (with the error and marked fields shown) when the server refuses. */
  async function persist(): Promise<false | { confirmationOutdated: boolean }> {
    setSaveError("");
    if (slotProblems(slots, NO_BUSY, booking._id, staffName).some((p) => p.endTime)) {
      setSaveError("Please check the schedule: an end is not after its start.");
      return false;
    }
    try {
      const dayDetails = regroupSlotsByDay(slots, booking.dayDetails).map((day) => ({
        ...day,
        schedules: day.schedules.map((s) => ({ ...s, assignedUser: s.assignedUser ? { _id: s.assignedUser._id } : null })),
      }));
      const answer = await api.call("PUT /api/booking/update/:id", { params: { id: booking._id }, body: { ...booking, ...notes, dayDetails } });
      setSaved(snapshot(slots, notes));
      setServerProblems([]);
      const confirmationOutdated = answer.confirmationOutdated;
      setOutdatedBySave(confirmationOutdated);
      return { confirmationOutdated };
    } catch (error) {
      console.error(error);
      setServerProblems(problemsFromServerFields(error instanceof ApiError ? error.fields : undefined, slots));
      setSaveError(error instanceof ApiError ? error.message : "Failed to update booking details");
      return false;
    }
  }

  /**
   * Save shows 'Booking updated successfully' and returns to Manage Bookings — except when the
   * save changed the times of a confirmed booking: then it stays, with "Send updated confirmation".
   */
  async function save() {
    clearNotice();
    setWorking(true);
    try {
      const result = await persist();
      if (result && result.confirmationOutdated) {
        router.refresh();
        showNotice({ tone: "success", text: "Changes Saved. The customer's confirmation is now out of date." });
      } else if (result) {
        window.alert("Booking updated successfully");
        router.push("/admin/calendar_bookings");
      }
    } finally {
      setWorking(false);
    }
  }

  const complete = slots.length > 0 && slots.every(isCompleteSchedule);
  // The refusal says which days still lack a time (a two-day booking planned one day at a time).
  const missingDays = [...new Set(slots.filter((s) => !isCompleteSchedule(s)).map((s) => s.date))].filter(Boolean).map((d) => formatDay(localDay(d), "EEEE, MMMM d"));
  const notSent = [`${EMAIL_NOT_SENT_MESSAGE}.`, missingDaysText(missingDays)].filter(Boolean).join(" ");

  /** Save & send confirmation: saves, checks every slot, then asks whether to send the confirmation (the dialog sends). */
  async function saveAndAskToSend() {
    clearNotice();
    setWorking(true);
    try {
      if (!(await persist())) return;
      router.refresh();
      if (!complete) {
        showNotice({ tone: "danger", text: `Changes Saved. ${notSent}` });
        return;
      }
      setConfirm("email");
    } finally {
      setWorking(false);
    }
  }

  /** Send Booking Email: only what is saved can be sent, and only when every slot is complete. */
  function askToSend() {
    if (dirty) {
      showNotice({ tone: "danger", text: UNSAVED_CHANGES_MESSAGE });
      return;
    }
    if (!complete) {
      showNotice({ tone: "danger", text: notSent });
      return;
    }
    setConfirm("email");
  }

  async function sendEmail() {
    setConfirm(null);
    setWorking(true);
    try {
      const result = await api.call("POST /api/send-email/booking/:id", { params: { id: booking._id } });
      showNotice(result.sent ? { tone: "success", text: "Email Sent" } : { tone: "danger", text: "Email Sending Error" });
      if (result.sent) {
        setOutdatedBySave(false);
        router.refresh();
      }
    } catch (error) {
      showNotice({ tone: "danger", text: `Error sending email: ${error instanceof ApiError && error.message ? error.message : "Unknown error"}` });
    } finally {
      setWorking(false);
    }
  }

  async function remove() {
    setWorking(true);
    try {
      await api.call("PUT /api/booking/delete/:id", { params: { id: booking._id } });
      window.alert("Booking deleted successfully");
      router.push("/admin/calendar_bookings");
    } catch (error) {
      console.error(error);
      setSaveError("Failed to delete booking");
    } finally {
      setWorking(false);
      setConfirm(null);
    }
  }

  async function restore() {
    setWorking(true);
    setSaveError("");
    try {
      await api.call("PUT /api/booking/restore/:id", { params: { id: booking._id } });
      showNotice({ tone: "success", text: "Booking restored" });
      router.refresh();
    } catch (error) {
      console.error(error);
      setSaveError(error instanceof ApiError && error.message ? error.message : "Failed to restore booking");
    } finally {
      setWorking(false);
      setConfirm(null);
    }
  }

  return { slots, replaceSlots: setSlots, updateSlot, autoEnd, saved, notes, setNotes, dirty, outdatedBySave, problemsWith, saveError, notice, confirm, setConfirm, busy, save, saveAndAskToSend, askToSend, sendEmail, remove, restore };
}

export type BookingEditorState = ReturnType<typeof useBookingEditor>;
