"use client";
import { ReturningDancerPanel } from "@/components/admin/clients/returning-dancer";
import type { ReturningDancerDto } from "@/lib/clients/dto";
import Link from "@/components/admin/staff-link";
import { useCallback, useEffect, useEffectEvent, useMemo, useRef } from "react";
import type { BookingWithBounce, HeatPlanContext } from "@/lib/bookings/dto";
import type { StaffDto } from "@/lib/users/dto";
import { ConfirmDialog } from "../modal";
import { Field } from "@/components/ui/field";
import { StatusMessage } from "../timed-status";
import { BookingActions } from "./booking-actions";
import { BookingDetails } from "./booking-details";
import { BookingReminders } from "./booking-reminders";
import { EmailBouncePanel } from "./email-bounce-panel";
import { timesAreWording, zoneTimeWording, formatAdminDateTime } from "@/lib/time/zoned";
import { CustomerLinksPanel } from "./customer-links-panel";
import { PaymentsPanel } from "./payments-panel";
import { SlotFields } from "./slot-fields";
import { StaffDayPanel } from "./staff-day-panel";
import { useBookingEditor } from "./use-booking-editor";
import { useStaffDaySchedules } from "./use-staff-day-schedules";
import { listedServices } from "@/lib/bookings/dto";
import { HeatPlan } from "./heat-plan";
import { useHydrated } from "@/components/admin/use-hydrated";
import { useStudioZone } from "../studio-zone";
import { BookingTexts } from "@/components/admin/texts/booking-texts";
import type { ChangeRequestDto } from "@/lib/change-requests/dto";
import { ChangeRequestsPanel } from "./change-requests-panel";

/** The message shown instead of the editor when the page could not load the booking. */
export type EditBookingLoadError = "This booking does not exist or was deleted." | "Failed to fetch single booking";

export interface EditBookingProps {
  booking: BookingWithBounce;
  /** Active staff holding view_bookings, by first name. */
  staff: StaffDto[];
  /** Service lengths in minutes by lower-case title (from the catalogue's `time`), for end times. */
  minutesByTitle: Record<string, number>;
  /** The price list's service titles: the slot rule splits a day's "A & B" title only into listed services. */
  serviceTitles: string[];
  /** The heat times, ready-by and busy stylists for "Suggest times". */
  heatPlan?: HeatPlanContext;
  /** The dancer's client record in brief; null when the booking has none. */
  returning?: ReturningDancerDto | null;
  /** The changes the family asked for, newest first. */
  changeRequests?: ChangeRequestDto[];
}

/** The Edit Booking screen; the page loads the booking, the assignable staff and the service lengths on the server. */
export function EditBooking(props: EditBookingProps | { loadError: EditBookingLoadError }) {
  if ("loadError" in props) {
    return (
      <div className="mx-auto max-w-4xl">
        <p role="alert" className="text-danger">{props.loadError}</p>
        <Link href="/admin/calendar_bookings" className="mt-4 inline-block text-accent underline">Back to Manage Bookings</Link>
      </div>
    );
  }
  return <BookingEditor {...props} />;
}

function BookingEditor({ booking, staff, minutesByTitle, serviceTitles, heatPlan, returning, changeRequests = [] }: EditBookingProps) {
  const studioZone = useStudioZone();
  const staffName = useCallback((id: string) => {
    const member = staff.find((s) => s._id === id);
    return member ? `${member.firstName} ${member.lastName}` : "This staff member";
  }, [staff]);
  const listed = useMemo(() => listedServices(serviceTitles), [serviceTitles]);
  const editor = useBookingEditor(booking, { minutesByTitle, listed, staffName });
  const { slots, notes, setNotes } = editor;
  // Server-rendered with the booking: inert until hydrated, so nothing typed before then is lost.
  const hydrated = useHydrated();
  // The staff's slots on each booking day and any other start date typed in.
  const schedules = useStaffDaySchedules([...booking.dayDetails.map((d) => d.date), ...slots.map((s) => s.startDate)], booking.competition.timeZone);
  const { problemsWith } = editor;
  const problems = useMemo(() => problemsWith(schedules.busyByUser), [problemsWith, schedules.busyByUser]);
  const refreshSchedules = useEffectEvent(() => void schedules.refresh());
  // After each save the busy times include what was just saved (the first ones came with the page).
  const savedAtMount = useRef(editor.saved);
  useEffect(() => {
    if (editor.saved !== savedAtMount.current) refreshSchedules();
    savedAtMount.current = "";
  }, [editor.saved]);
  const cancelled = booking.status === "cancelled";

  /** Slots each member holds in other bookings on a date. */
  const bookedOn = (date: string) => {
    const day = schedules.byDate.get(date);
    return new Map((day?.staff ?? []).map(({ staff: member, slots: held }) => [member._id, held.filter((s) => s.bookingId !== booking._id).length]));
  };
  const days = booking.dayDetails.map((day, dayIndex) => ({ date: day.date, dayIndex, slots: slots.map((slot, index) => ({ slot, index })).filter(({ slot }) => slot.dayIndex === dayIndex) }));

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-title font-semibold">Edit Booking</h1>
        <Link href="/admin/calendar_bookings" className="text-accent underline">
          Back to Manage Bookings
        </Link>
      </div>
      {booking.confirmationOutdated ? (
        <p role="note" className="rounded border border-danger bg-red-50 px-4 py-3 font-medium text-danger">
          The customer&apos;s confirmation is out of date: they still have the times they were sent. Use &ldquo;Send updated confirmation&rdquo; below the schedule.
        </p>
      ) : null}
      {cancelled ? (
        <section aria-labelledby="cancelled-heading" className="rounded-card border border-danger bg-red-50 p-6">
          <h2 id="cancelled-heading" className="font-serif text-2xl font-semibold text-danger">Cancelled</h2>
          <p className="mt-2">
            Cancelled {booking.cancelledAt ? formatAdminDateTime(booking.cancelledAt, studioZone) : ""}. Reason: {booking.cancellationReason || "none given"}.
          </p>
          <p className="mt-1 text-sm">A cancelled booking is read-only and does not block the stylists. Restoring it checks the times again and emails the customer.</p>
          {editor.saveError ? <p role="alert" className="mt-3 rounded bg-white px-4 py-3 text-danger">{editor.saveError}</p> : null}
          <button type="button" onClick={() => editor.setConfirm("restore")} disabled={editor.busy} className="mt-4 rounded bg-ink px-5 py-2 font-medium text-white disabled:opacity-60">Restore</button>
          <StatusMessage status={editor.notice} look="banner" className="mt-3" />
        </section>
      ) : null}
      <ChangeRequestsPanel bookingId={booking._id} requests={changeRequests} />
      <EmailBouncePanel booking={booking} />
      <BookingDetails booking={booking} />
      {returning ? <ReturningDancerPanel returning={returning} /> : null}

      <section aria-labelledby="assign-heading" className="rounded-card border border-line bg-white p-4 sm:p-6">
        <h2 id="assign-heading" className="font-serif text-2xl font-semibold">Assign Booking</h2>
        {heatPlan && booking.competition.timeZone !== heatPlan.studioTimeZone ? (
          <p className="mt-1 text-sm font-medium" data-testid="slot-zone">Times are {zoneTimeWording(booking.competition.timeZone, heatPlan.studioTimeZone)}, the competition&apos;s zone.</p>
        ) : null}
        {heatPlan && !cancelled ? <HeatPlan booking={booking} staff={staff} context={heatPlan} slots={slots} onSuggest={editor.replaceSlots} disabled={editor.busy} /> : null}
        <fieldset disabled={cancelled || !hydrated} className="contents">
          <div className="mt-4 space-y-6">
            {days.map((day) => (
              <div key={`${day.date}-${day.dayIndex}`} className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_17rem]">
                <div className="space-y-4">
                  {day.slots.map(({ slot, index }) => (
                    <SlotFields
                      key={`${slot.date}-${slot.service}`}
                      slot={slot}
                      index={index}
                      staff={staff}
                      bookedThatDay={bookedOn(slot.startDate || slot.date)}
                      problems={problems[index] ?? {}}
                      endFilled={editor.autoEnd.has(index)}
                      onChange={editor.updateSlot}
                    />
                  ))}
                </div>
                <StaffDayPanel date={day.date} day={schedules.byDate.get(day.date)} bookingId={booking._id} loading={schedules.loading} error={schedules.error} availability={heatPlan?.availability?.[day.date]} />
              </div>
            ))}
          </div>
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            <Field id="dance-start-date" label="Dance start date" type="date" value={notes.danceStartDate} onChange={(e) => setNotes((n) => ({ ...n, danceStartDate: e.target.value }))} />
            <Field id="dance-start-time" label="Dance start time" type="time" value={notes.danceStartTime} onChange={(e) => setNotes((n) => ({ ...n, danceStartTime: e.target.value }))} />
            <Field multiline id="additional-notes" label="Additional notes" className="sm:col-span-2" rows={3} value={notes.additionalNotes} onChange={(e) => setNotes((n) => ({ ...n, additionalNotes: e.target.value }))} />
          </div>
        </fieldset>
        {heatPlan && booking.competition.timeZone === heatPlan.studioTimeZone ? <p className="mt-3 text-xs text-muted">Times are {timesAreWording(booking.competition.timeZone, heatPlan.studioTimeZone)}.</p> : null}
        <BookingActions booking={booking} editor={editor} hidden={cancelled} />
      </section>
      {/* Below the action row: these panels load and refresh on their own (the reminders after a send),
          and above it they pushed the row's "Email Sent" out of the window. */}
      <PaymentsPanel bookingId={booking._id} />
      <BookingReminders bookingId={booking._id} refreshAfter={editor.notice} />
      <BookingTexts bookingId={booking._id} dancer={`${booking.firstName} ${booking.lastName}`} />
      <CustomerLinksPanel booking={booking} />

      <ConfirmDialog open={editor.confirm === "delete"} message="Are you sure you want to delete this booking?" onConfirm={editor.remove} onCancel={() => editor.setConfirm(null)} busy={editor.busy} />
      <ConfirmDialog open={editor.confirm === "restore"} message="Restore this booking? The customer will be emailed." confirmLabel="Restore" onConfirm={editor.restore} onCancel={() => editor.setConfirm(null)} busy={editor.busy} />
      <ConfirmDialog open={editor.confirm === "email"} message="Are you sure you want to send an email to the customer?" confirmLabel="Send" onConfirm={editor.sendEmail} onCancel={() => editor.setConfirm(null)} busy={editor.busy} />
    </div>
  );
}
