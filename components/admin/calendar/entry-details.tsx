"use client";
// The click-for-details modal of SPEC §2: competitor, competition, service, staff, times in the
// studio zone, contact; a Back button; Manage Booking for staff who hold manage_bookings.
import Link from "next/link";
import { DANCE_LEVEL_LABELS, DANCE_STYLE_LABELS, type DanceLevelName, type DanceStyleName } from "@/lib/bookings/constants";
import { Modal } from "../modal";
import { formatSlotTimes, type CalendarEntry } from "./calendar-model";
import { formatTimeIn, formatWallTime, timeZoneLabel } from "@/lib/events/time-zones";
import { ChangeSlotTime, type useSlotMove } from "./slot-move";

const toDateOnly = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y, m - 1, d).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
};

export function CalendarEntryDetails({
  entry,
  timeZone,
  canManage,
  onClose,
  moveSlot,
}: {
  entry: CalendarEntry | null;
  timeZone: string;
  canManage: boolean;
  onClose(): void;
  /** Staff who manage bookings: "Change time" on an appointment. */
  moveSlot?: ReturnType<typeof useSlotMove>["move"];
}) {
  const title = !entry ? "" : entry.kind === "competition" ? entry.competition.eventName : `${entry.schedules[0].competitor.firstName} ${entry.schedules[0].competitor.lastName}`;
  return (
    <Modal open={entry !== null} title={title} onClose={onClose}>
      {entry?.kind === "competition" ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-medium text-muted">Competition</dt>
          <dd>{entry.competition.eventName}</dd>
          <dt className="font-medium text-muted">Dates</dt>
          <dd>
            {toDateOnly(entry.competition.eventStartDate)}
            {entry.competition.eventEndDate !== entry.competition.eventStartDate ? ` – ${toDateOnly(entry.competition.eventEndDate)}` : ""}
          </dd>
        </dl>
      ) : entry ? (
        <BookingDetails entry={entry} timeZone={timeZone} />
      ) : null}
      {entry?.kind === "schedule" && moveSlot ? (
        <div className="mt-4">
          <ChangeSlotTime key={entry.schedules[0].id} slot={entry.schedules[0]} timeZone={timeZone} move={moveSlot} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {entry && entry.kind !== "competition" && canManage ? (
          <Link href={`/admin/calendar_bookings/edit/${entry.schedules[0].bookingId}`} className="rounded border border-accent px-4 py-2 font-medium text-accent hover:bg-sand">
            Manage Booking
          </Link>
        ) : null}
        <button type="button" onClick={onClose} className="rounded bg-accent px-4 py-2 font-medium text-white hover:bg-accent-dark">
          Back
        </button>
      </div>
    </Modal>
  );
}

function BookingDetails({ entry, timeZone }: { entry: Extract<CalendarEntry, { kind: "schedule" | "dancer" }>; timeZone: string }) {
  const [first] = entry.schedules;
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-medium text-muted">Competitor</dt>
        <dd>
          {first.competitor.firstName} {first.competitor.lastName}
        </dd>
        <dt className="font-medium text-muted">Competition</dt>
        <dd>{first.competition.eventName}</dd>
        {first.competitor.email ? (
          <>
            <dt className="font-medium text-muted">Email</dt>
            <dd>
              <a className="text-accent underline" href={`mailto:${first.competitor.email}`}>
                {first.competitor.email}
              </a>
            </dd>
          </>
        ) : null}
        {first.competitor.phoneNumber ? (
          <>
            <dt className="font-medium text-muted">Phone</dt>
            <dd>
              <a className="text-accent underline" href={`tel:${first.competitor.phoneNumber.replace(/[^\d+]/g, "")}`}>
                {first.competitor.phoneNumber}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="font-medium text-muted">Level</dt>
        <dd>{DANCE_LEVEL_LABELS[first.details.danceLevel as DanceLevelName] ?? first.details.danceLevel}</dd>
        <dt className="font-medium text-muted">Hair at night</dt>
        <dd>{first.details.hairAtNight ? "Yes" : "No"}</dd>
        {first.details.message ? (
          <>
            <dt className="font-medium text-muted">Message</dt>
            <dd className="whitespace-pre-wrap break-words">{first.details.message}</dd>
          </>
        ) : null}
        {first.details.additionalNotes ? (
          <>
            <dt className="font-medium text-muted">Notes</dt>
            <dd className="whitespace-pre-wrap break-words">{first.details.additionalNotes}</dd>
          </>
        ) : null}
      </dl>
      <ul className="space-y-3" aria-label="Appointments">
        {entry.schedules.map((slot) => {
          const times = formatSlotTimes(slot, timeZone);
          return (
            <li key={slot.id} className="rounded border border-line bg-ivory p-3">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="font-medium text-muted">Service</dt>
                <dd>{slot.service}</dd>
                <dt className="font-medium text-muted">Staff</dt>
                <dd>
                  {slot.staff.firstName} {slot.staff.lastName}
                </dd>
                <dt className="font-medium text-muted">Date</dt>
                <dd>{times.date}</dd>
                <dt className="font-medium text-muted">Time</dt>
                <dd>
                  {times.start} – {times.end}
                </dd>
                <dt className="font-medium text-muted">Styles</dt>
                <dd>{slot.details.danceStyles.map((s) => DANCE_STYLE_LABELS[s as DanceStyleName] ?? s).join(", ") || "—"}</dd>
                <dt className="font-medium text-muted">Extras</dt>
                <dd>{slot.details.additionalServices.join(", ") || "None"}</dd>
                {slot.heat ? (
                  <>
                    <dt className="font-medium text-muted">First heat</dt>
                    <dd data-testid="details-heat">
                      {formatWallTime(slot.heat.heatTime)}
                      {slot.heat.timeZone !== timeZone ? ` ${timeZoneLabel(slot.heat.timeZone)}` : ""}
                      {slot.heat.note ? ` — ${slot.heat.note}` : ""}
                    </dd>
                    <dt className="font-medium text-muted">Ready by</dt>
                    <dd data-testid="details-ready-by" className={slot.heat.late ? "font-semibold text-danger" : undefined}>
                      {formatTimeIn(new Date(slot.heat.readyBy), slot.heat.timeZone, timeZone)}
                      {slot.heat.late ? " — late for heat: this slot ends after ready-by" : ""}
                    </dd>
                  </>
                ) : null}
              </dl>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
