"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { format } from "date-fns";
import { DANCE_LEVEL_LABELS, DANCE_STYLE_LABELS, type DanceLevelName, type DanceStyleName } from "@/lib/bookings/constants";
import type { BookingWithBounce } from "@/lib/bookings/dto";
import { EMAIL_NOT_SENT_MESSAGE } from "@/lib/bookings/messages";
import { expandBookingSlots, isCompleteSchedule, regroupSlotsByDay, type Slot } from "@/lib/bookings/slots";
import type { StaffDto } from "@/lib/users/dto";
import { displayDay } from "@/lib/time/studio-time";
import { ApiError, useAdminApi } from "../admin-api";
import { ConfirmDialog } from "../modal";
import { Field, SelectField } from "@/components/ui/field";
import { StatusMessage, useTimedStatus } from "../timed-status";
import type { HeatPlanContext } from "@/lib/bookings/heat-plan";
import { HeatPlan } from "./heat-plan";

const pretty = (iso: string) => format(displayDay(iso), "MMMM do, yyyy");

function Detail({ label, value, className }: { label: string; value: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{label}</dt>
      <dd className="mt-0.5">{value || "—"}</dd>
    </div>
  );
}

/** The message shown instead of the editor when the page could not load the booking. */
export type EditBookingLoadError = "This booking does not exist or was deleted." | "Failed to fetch single booking";

/** The Edit Booking screen; the page loads the booking and the assignable staff on the server. */
export function EditBooking(props: { booking: BookingWithBounce; staff: StaffDto[]; heatPlan?: HeatPlanContext } | { loadError: EditBookingLoadError }) {
  if ("loadError" in props) {
    return (
      <div className="mx-auto max-w-4xl">
        <p role="alert" className="text-danger">{props.loadError}</p>
        <Link href="/admin/calendar_bookings" className="mt-4 inline-block text-accent underline">Back to Manage Bookings</Link>
      </div>
    );
  }
  return <BookingEditor booking={props.booking} staff={props.staff} heatPlan={props.heatPlan} />;
}

/**
 * A bounced receipt or confirmation: the address, the reason, the phone to call, and a form to
 * correct the address and resend the receipt (the mark clears once the provider reports delivery).
 */
function EmailBouncePanel({ booking }: { booking: BookingWithBounce }) {
  const api = useAdminApi();
  const router = useRouter();
  const [address, setAddress] = useState(booking.email);
  const [error, setError] = useState("");
  const [status, showStatus] = useTimedStatus(8000);
  const [busy, setBusy] = useState(false);
  const bounce = booking.emailBounce;
  if (!bounce) return null;
  const what = bounce.kind === "booking-confirmation" ? "confirmation" : "receipt";

  async function correctAndResend(event: React.FormEvent) {
    event.preventDefault();
    setError("");
    setBusy(true);
    try {
      // Only the address changes here: the saved schedule is sent back as stored.
      const saved = regroupSlotsByDay(expandBookingSlots(booking.dayDetails), booking.dayDetails).map((day) => ({
        ...day,
        schedules: day.schedules.map((s) => ({ ...s, assignedUser: s.assignedUser ? { _id: s.assignedUser._id } : null })),
      }));
      await api.send("PUT", `/api/booking/update/${booking._id}`, { ...booking, email: address, dayDetails: saved });
      await api.send("POST", `/api/send-email/booking/${booking._id}/receipt`);
      showStatus({ tone: "success", text: `Receipt sent to ${address.trim().toLowerCase()}` });
      router.refresh();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "The address could not be saved. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="bounce-heading" className="rounded-card border border-danger bg-red-50 p-6">
      <h2 id="bounce-heading" className="font-serif text-2xl font-semibold text-danger">Email bounced</h2>
      <p className="mt-2">
        The {what} sent to <strong>{bounce.to}</strong> could not be delivered{bounce.detail ? ` (${bounce.detail})` : ""}. Call the dancer at{" "}
        <a className="font-semibold text-accent underline" href={`tel:${booking.phoneNumber.replace(/[^\d+]/g, "")}`}>{booking.phoneNumber}</a> and correct the address.
      </p>
      <form onSubmit={correctAndResend} className="mt-4 flex flex-wrap items-end gap-3" noValidate>
        <Field id="corrected-email" label="Correct email address" type="email" autoComplete="off" className="min-w-64 flex-1" value={address} onChange={(e) => setAddress(e.target.value)} error={error} />
        <button type="submit" disabled={busy || !address.trim()} className="rounded bg-accent px-5 py-2 font-medium text-white hover:bg-accent-dark disabled:opacity-60">
          {busy ? "Sending…" : "Save address and resend the receipt"}
        </button>
      </form>
      <StatusMessage status={status} look="text" className="mt-3 block" />
    </section>
  );
}

function BookingEditor({ booking, staff, heatPlan }: { booking: BookingWithBounce; staff: StaffDto[]; heatPlan?: HeatPlanContext }) {
  const api = useAdminApi();
  const router = useRouter();
  const [slots, setSlots] = useState<Slot[]>(() => expandBookingSlots(booking.dayDetails));
  const [notes, setNotes] = useState({ additionalNotes: booking.additionalNotes, danceStartDate: booking.danceStartDate, danceStartTime: booking.danceStartTime });
  const [saveError, setSaveError] = useState("");
  const [notice, showNotice] = useTimedStatus(5000);
  const [confirm, setConfirm] = useState<"delete" | "email" | "restore" | null>(null);
  const [busy, setBusy] = useState(false);

  const updateSlot = (index: number, patch: Partial<Slot>) => setSlots((all) => all.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  async function save() {
    setBusy(true);
    setSaveError("");
    try {
      const dayDetails = regroupSlotsByDay(slots, booking.dayDetails).map((day) => ({
        ...day,
        schedules: day.schedules.map((s) => ({ ...s, assignedUser: s.assignedUser ? { _id: s.assignedUser._id } : null })),
      }));
      await api.send("PUT", `/api/booking/update/${booking._id}`, { ...booking, ...notes, dayDetails });
      window.alert("Booking updated successfully");
      router.push("/admin/calendar_bookings");
    } catch (error) {
      console.error(error);
      setSaveError(error instanceof ApiError ? error.message : "Failed to update booking details");
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await api.send("PUT", `/api/booking/delete/${booking._id}`);
      window.alert("Booking deleted successfully");
      router.push("/admin/calendar_bookings");
    } catch (error) {
      console.error(error);
      setSaveError("Failed to delete booking");
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  }

  function askToSend() {
    if (slots.length === 0 || !slots.every(isCompleteSchedule)) {
      showNotice({ tone: "danger", text: EMAIL_NOT_SENT_MESSAGE });
      return;
    }
    setConfirm("email");
  }

  async function sendEmail() {
    setConfirm(null);
    setBusy(true);
    try {
      const result = await api.send<{ sent?: boolean; error?: string }>("POST", `/api/send-email/booking/${booking._id}`);
      showNotice(result.sent ? { tone: "success", text: "Email Sent" } : { tone: "danger", text: "Email Sending Error" });
      if (result.sent && booking.confirmationOutdated) router.refresh();
    } catch (error) {
      showNotice({ tone: "danger", text: `Error sending email: ${error instanceof ApiError && error.message ? error.message : "Unknown error"}` });
    } finally {
      setBusy(false);
    }
  }

  async function restore() {
    setBusy(true);
    setSaveError("");
    try {
      await api.send("PUT", `/api/booking/restore/${booking._id}`);
      showNotice({ tone: "success", text: "Booking restored" });
      router.refresh();
    } catch (error) {
      console.error(error);
      setSaveError(error instanceof ApiError && error.message ? error.message : "Failed to restore booking");
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  }

  const staffName = (id: string) => staff.find((s) => s._id === id);
  const cancelled = booking.status === "cancelled";

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-title font-semibold">Edit Booking</h1>
        <Link href="/admin/calendar_bookings" className="text-accent underline">
          Back to Manage Bookings
        </Link>
      </div>
      <StatusMessage status={notice} look="banner" />
      {booking.confirmationOutdated ? (
        <p role="note" className="rounded border border-danger bg-red-50 px-4 py-3 font-medium text-danger">
          The customer&apos;s confirmation is out of date. Send Booking Email to send the new times.
        </p>
      ) : null}
      {cancelled ? (
        <section aria-labelledby="cancelled-heading" className="rounded-card border border-danger bg-red-50 p-6">
          <h2 id="cancelled-heading" className="font-serif text-2xl font-semibold text-danger">Cancelled</h2>
          <p className="mt-2">
            Cancelled {booking.cancelledAt ? format(new Date(booking.cancelledAt), "MM-dd-yyyy h:mm a") : ""}. Reason: {booking.cancellationReason || "none given"}.
          </p>
          <p className="mt-1 text-sm">A cancelled booking is read-only and does not block the stylists. Restoring it checks the times again and emails the customer.</p>
          {saveError ? <p role="alert" className="mt-3 rounded bg-white px-4 py-3 text-danger">{saveError}</p> : null}
          <button type="button" onClick={() => setConfirm("restore")} disabled={busy} className="mt-4 rounded bg-ink px-5 py-2 font-medium text-white disabled:opacity-60">Restore</button>
        </section>
      ) : null}
      <EmailBouncePanel booking={booking} />

      <section aria-labelledby="details-heading" className="rounded-card border border-line bg-white p-6">
        <h2 id="details-heading" className="font-serif text-2xl font-semibold">Booking details</h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Detail label="Competitor" value={`${booking.firstName} ${booking.lastName}`} />
          {booking.isParentOrGuardian ? <Detail label="Parent / guardian" value={`${booking.parentFirstName} ${booking.parentLastName}`} /> : null}
          <Detail label="Email" value={<a className="text-accent underline" href={`mailto:${booking.email}`}>{booking.email}</a>} />
          <Detail label="Phone" value={booking.phoneNumber} />
          <Detail label="Competition" value={`${booking.competition.eventName} (${booking.competition.city}${booking.competition.state ? `, ${booking.competition.state}` : ""})`} />
          <Detail label="Dance level" value={DANCE_LEVEL_LABELS[booking.danceLevel as DanceLevelName] ?? booking.danceLevel} />
          <Detail label="Stylist preference" value={booking.stylistPreference} />
          <Detail label="Hair at night" value={booking.hairAtNight === "yes" ? "Yes" : "No"} />
          <Detail label="Requested" value={format(new Date(booking.bookingCreateDate), "MM-dd-yyyy h:mm a")} />
          <Detail label="Message" value={booking.message} className="sm:col-span-2 lg:col-span-3" />
        </dl>
        <ul className="mt-6 space-y-2">
          {booking.dayDetails.map((day) => (
            <li key={day.date} className="rounded bg-sand px-4 py-3 text-sm">
              <strong>{pretty(day.date)}</strong>: {day.services.title}
              {day.additionalServices.length ? ` + ${day.additionalServices.map((a) => a.title).join(", ")}` : ""} — {day.danceStyle.map((s) => DANCE_STYLE_LABELS[s as DanceStyleName] ?? s).join(", ")}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="assign-heading" className="rounded-card border border-line bg-white p-6">
        <h2 id="assign-heading" className="font-serif text-2xl font-semibold">Assign Booking</h2>
        {saveError && !cancelled ? <p role="alert" className="mt-3 rounded bg-red-50 px-4 py-3 text-danger">{saveError}</p> : null}
        {heatPlan && !cancelled ? <HeatPlan booking={booking} staff={staff} context={heatPlan} slots={slots} onSuggest={setSlots} disabled={busy} /> : null}
        <fieldset disabled={cancelled} className="contents">
        <div className="mt-4 space-y-4">
          {slots.map((slot, index) => {
            const id = `slot-${index}`;
            return (
              <fieldset key={`${slot.date}-${slot.service}`} className="rounded border border-line p-4">
                <legend className="px-1 font-semibold">
                  {pretty(slot.date)} — {slot.service}
                </legend>
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
                  <SelectField
                    id={`${id}-staff`}
                    label="Staff"
                    className="lg:col-span-1"
                    value={slot.assignedUser?._id ?? ""}
                    onChange={(e) => {
                      const member = staffName(e.target.value);
                      updateSlot(index, { assignedUser: member ? { _id: member._id, firstName: member.firstName, lastName: member.lastName } : null });
                    }}
                  >
                    <option value="">Unassigned</option>
                    {staff.map((member) => (
                      <option key={member._id} value={member._id}>
                        {member.firstName} {member.lastName}
                      </option>
                    ))}
                  </SelectField>
                  <Field id={`${id}-start-date`} label="Start date" type="date" value={slot.startDate} onChange={(e) => updateSlot(index, { startDate: e.target.value, endDate: slot.endDate || e.target.value })} />
                  <Field id={`${id}-start-time`} label="Start time" type="time" value={slot.startTime} onChange={(e) => updateSlot(index, { startTime: e.target.value })} />
                  <Field id={`${id}-end-date`} label="End date" type="date" value={slot.endDate} onChange={(e) => updateSlot(index, { endDate: e.target.value })} />
                  <Field id={`${id}-end-time`} label="End time" type="time" value={slot.endTime} onChange={(e) => updateSlot(index, { endTime: e.target.value })} />
                </div>
              </fieldset>
            );
          })}
        </div>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <Field id="dance-start-date" label="Dance start date" type="date" value={notes.danceStartDate} onChange={(e) => setNotes((n) => ({ ...n, danceStartDate: e.target.value }))} />
          <Field id="dance-start-time" label="Dance start time" type="time" value={notes.danceStartTime} onChange={(e) => setNotes((n) => ({ ...n, danceStartTime: e.target.value }))} />
          <Field multiline id="additional-notes" label="Additional notes" className="sm:col-span-2" rows={3} value={notes.additionalNotes} onChange={(e) => setNotes((n) => ({ ...n, additionalNotes: e.target.value }))} />
        </div>
        </fieldset>
        <p className="mt-3 text-xs text-muted">Times are studio time (New York).</p>
        <div hidden={cancelled} className="mt-6 flex flex-wrap gap-3">
          <button type="button" onClick={save} disabled={busy} className="rounded bg-accent px-5 py-2 font-medium text-white hover:bg-accent-dark disabled:opacity-60">Save</button>
          <button type="button" onClick={askToSend} disabled={busy} className="rounded border border-ink px-5 py-2 font-medium">Send Booking Email</button>
          <button type="button" onClick={() => setConfirm("delete")} disabled={busy} className="rounded border border-danger px-5 py-2 font-medium text-danger">Delete Booking</button>
        </div>
      </section>

      <ConfirmDialog open={confirm === "delete"} message="Are you sure you want to delete this booking?" onConfirm={remove} onCancel={() => setConfirm(null)} busy={busy} />
      <ConfirmDialog open={confirm === "restore"} message="Restore this booking? The customer will be emailed." confirmLabel="Restore" onConfirm={restore} onCancel={() => setConfirm(null)} busy={busy} />
      <ConfirmDialog open={confirm === "email"} message="Are you sure you want to send an email to the customer?" confirmLabel="Send" onConfirm={sendEmail} onCancel={() => setConfirm(null)} busy={busy} />
    </div>
  );
}
