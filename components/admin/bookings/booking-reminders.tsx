"use client";
// Edit Booking: the customer's reminders for this booking — planned (with their due time), sent, or not sent and why.
import { useEffect, useRef } from "react";
import type { BookingReminderDto } from "@/lib/bookings/dto";
import { useApiData } from "../admin-api";
import { prettyDay } from "./booking-details";

function reminderState(reminder: BookingReminderDto): string {
  switch (reminder.status) {
    case "pending":
      return `Planned — due ${reminder.dueLabel}`;
    case "sending":
      return "Being sent";
    case "sent":
      return `Sent ${reminder.sentLabel ?? ""}`;
    case "dropped":
      return reminder.lastError ?? "Not sent";
    case "failed":
      return `Not sent yet — ${reminder.lastError ?? "delivery failed"}`;
  }
}

/** `refreshAfter` changes whenever the editor saved or sent (reminders are planned again then). */
export function BookingReminders({ bookingId, refreshAfter }: { bookingId: string; refreshAfter: unknown }) {
  const { data, error, mutate } = useApiData("GET /api/booking/:id/reminders", { params: { id: bookingId } });
  // Read again after a save or send; the first list comes with the page (or loads on mount).
  const shownAfter = useRef(refreshAfter);
  useEffect(() => {
    if (refreshAfter !== shownAfter.current) void mutate();
    shownAfter.current = refreshAfter;
  }, [refreshAfter, mutate]);
  const reminders = data?.reminders ?? null;
  return (
    <section aria-labelledby="reminders-heading" className="rounded-card border border-line bg-white p-4 sm:p-6">
      <h2 id="reminders-heading" className="font-serif text-2xl font-semibold">Reminders</h2>
      {error ? <p role="alert" className="mt-2 text-danger">Could not load the reminders: {error.message}</p> : null}
      {reminders === null && !error ? <p className="mt-2 text-muted">Loading reminders…</p> : null}
      {reminders && reminders.length === 0 ? (
        <p className="mt-2 text-muted">No reminders. Each day of a confirmed booking gets one, the day before at the reminder time (Settings → Customer reminders).</p>
      ) : null}
      {reminders && reminders.length > 0 ? (
        <ul className="mt-3 divide-y divide-line">
          {reminders.map((r) => (
            <li key={r._id} className="flex flex-wrap justify-between gap-x-4 py-2">
              <span className="font-medium">{prettyDay(r.day)}</span>
              <span className={r.status === "dropped" || r.status === "failed" ? "text-danger" : ""}>{reminderState(r)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
