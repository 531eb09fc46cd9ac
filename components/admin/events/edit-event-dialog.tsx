"use client";
// Manage Events → Edit: the competition's fields in a dialog, saved with PUT /api/events/:id. New dates
// that would leave a booking's day outside the competition are refused; the bookings in the way are
// listed (dancer and day, linked to Edit Booking for those who manage bookings).
import Link from "@/components/admin/staff-link";
import { useState } from "react";
import { format } from "date-fns";
import type { BookingOutsideDatesDto, EventDto } from "@/lib/events/dto";
import { updateEventSchema } from "@/lib/events/schema";
import { localDay } from "@/lib/time/browser";
import { useHydrated } from "@/components/admin/use-hydrated";
import { ApiError, useAdminApi } from "../admin-api";
import { Modal } from "../modal";
import { changeEventDraft, checkEventDraft, EventFields, type EventDraft } from "./event-fields";
import { Button } from "@/components/ui/button";

const draftOf = (event: EventDto): EventDraft => ({
  eventName: event.eventName,
  locationName: event.locationName,
  address: event.address,
  city: event.city,
  state: event.state,
  eventStartDate: event.eventStartDate,
  eventEndDate: event.eventEndDate,
  timeZone: event.timeZone,
});

const dayLabel = (day: string) => format(localDay(day), "EEE, MMM d, yyyy");

function BookingsInTheWay({ message, bookings, canManageBookings }: { message: string; bookings: BookingOutsideDatesDto[]; canManageBookings: boolean }) {
  return (
    <div role="alert" className="mt-4 rounded border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger">
      <p>{message}</p>
      <ul aria-label="Bookings outside the new dates" className="mt-2 list-disc space-y-1 pl-5 text-ink">
        {bookings.map((booking) => {
          const who = booking.dancer ?? "A booking";
          const days = booking.days.map(dayLabel).join(", ");
          return (
            <li key={booking.bookingId}>
              {canManageBookings ? (
                <Link href={`/admin/calendar_bookings/edit/${booking.bookingId}`} className="font-medium text-accent underline underline-offset-2">
                  {who}
                </Link>
              ) : (
                <span className="font-medium">{who}</span>
              )}{" "}
              — {days}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Open while `event` is set; `onSaved` gets the saved event. */
export function EditEventDialog({ event, canManageBookings, onClose, onSaved }: { event: EventDto | null; canManageBookings: boolean; onClose(): void; onSaved(event: EventDto): void }) {
  return (
    <Modal open={event !== null} title={event ? `Edit ${event.eventName}` : "Edit event"} onClose={onClose}>
      {event ? <EditEventForm key={event._id} event={event} canManageBookings={canManageBookings} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function EditEventForm({ event, canManageBookings, onClose, onSaved }: { event: EventDto; canManageBookings: boolean; onClose(): void; onSaved(event: EventDto): void }) {
  const hydrated = useHydrated();
  const api = useAdminApi();
  const [draft, setDraft] = useState<EventDraft>(() => draftOf(event));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<{ message: string; bookings: BookingOutsideDatesDto[] } | null>(null);
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFormError("");
    setRefusal(null);
    const data = checkEventDraft(updateEventSchema, draft, setFieldErrors);
    if (!data) return;
    setBusy(true);
    try {
      // "Show" is the row's own checkbox: left out here, the server keeps it.
      onSaved(await api.call("PUT /api/events/:id", { params: { id: event._id }, body: draft }));
    } catch (error) {
      console.error("Failed to update event", error);
      const bookings = error instanceof ApiError && error.status === 409 ? (error.answer?.bookings as BookingOutsideDatesDto[] | undefined) : undefined;
      if (bookings?.length) setRefusal({ message: (error as ApiError).message, bookings });
      else {
        if (error instanceof ApiError) setFieldErrors(error.fields ?? {});
        setFormError(error instanceof ApiError && error.status < 500 ? error.message : "Failed to update event");
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${event.eventName}`}>
      <p className="text-sm text-muted">* Required. Changes show on the schedule page and the booking form at once.</p>
      {formError ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {formError}
        </p>
      ) : null}
      <EventFields idPrefix="edit-event" draft={draft} errors={fieldErrors} onChange={(key, value) => setDraft((d) => changeEventDraft(d, key, value))} />
      {refusal ? <BookingsInTheWay message={refusal.message} bookings={refusal.bookings} canManageBookings={canManageBookings} /> : null}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy || !hydrated}>
          {busy ? "Saving…" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
