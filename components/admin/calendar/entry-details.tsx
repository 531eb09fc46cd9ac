"use client";
// The calendar's click-for-details modal: competitor, competition, service, staff, times in the
// studio zone, contact; a Back button; Manage Booking for staff who hold manage_bookings.
import Link from "@/components/admin/staff-link";
import { DANCE_LEVEL_LABELS, DANCE_STYLE_LABELS, EVENING_SESSION_LABEL, type DanceLevelName, type DanceStyleName } from "@/lib/bookings/dto";
import { Modal } from "../modal";
import { slotTimesInCompetition, type CalendarEntry } from "./calendar-model";
import { formatTimeIn, formatWallTimeIn, timeZoneLabel } from "@/lib/time/zoned";
import { ChangeSlotTime, type useSlotMove } from "./slot-move";
import { SendUpdatedConfirmation } from "../bookings/send-updated-confirmation";
import { useDeferredValue, useState } from "react";
import { telHref } from "@/lib/text/phone";
import { Button } from "@/components/ui/button";
import { ChairPaymentButton } from "../chair/chair-payment";
import { BookingTexts } from "../texts/booking-texts";
import { EntrySlotStatus } from "../dayof/entry-slot-status";

const toDateOnly = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y, m - 1, d).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
};

export function CalendarEntryDetails({
  entry,
  timeZone,
  canManage,
  viewerId = "",
  onClose,
  moveSlot,
  minutesByTitle = {},
  onConfirmationSent,
}: {
  entry: CalendarEntry | null;
  timeZone: string;
  canManage: boolean;
  /** The signed-in user: "Paid at the chair" on their own slots (the desk: on any). */
  viewerId?: string;
  onClose(): void;
  /** Staff who manage bookings: "Change time" on an appointment. */
  moveSlot?: ReturnType<typeof useSlotMove>["move"];
  /** Service lengths in minutes by lower-case title: "Change time" moves the end with the start. */
  minutesByTitle?: Readonly<Record<string, number>>;
  onConfirmationSent?(): void;
}) {
  // What the last "Change time" in this dialog answered about the confirmation (null: as loaded).
  const [outdatedAfterMove, setOutdatedAfterMove] = useState<{ key: string; outdated: boolean } | null>(null);
  const slotKey = entry && entry.kind !== "competition" ? entry.schedules[0].id : "";
  const [sentFor, setSentFor] = useState("");
  const [moves, setMoves] = useState(0);
  // A tap opens the dialog with who and for which competition; the appointments (times, status, chair payment),
  // texts and Change time follow in a deferred render, right after the dialog has painted.
  const shownKey = !entry ? "" : entry.kind === "competition" ? entry.competition._id : slotKey;
  const full = useDeferredValue(shownKey) === shownKey;
  const outdated = entry?.kind === "schedule" ? (outdatedAfterMove?.key === slotKey ? outdatedAfterMove.outdated : entry.schedules[0].confirmationOutdated) : false;
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
          <dt className="font-medium text-muted">Time zone</dt>
          <dd>
            {timeZoneLabel(entry.competition.timeZone)} ({entry.competition.timeZone.replace(/_/g, " ")})
          </dd>
        </dl>
      ) : entry ? (
        <BookingDetails entry={entry} timeZone={timeZone} canTakePayment={(staffId) => canManage || staffId === viewerId} full={full} />
      ) : null}
      {entry?.kind === "schedule" && outdated ? (
        <div className="mt-4 space-y-2 rounded border border-danger bg-red-50 p-3 text-sm" data-testid="details-outdated">
          {sentFor === slotKey ? null : (
            <p className="font-semibold text-danger">
              <span aria-hidden="true">✉ </span>Confirmation out of date: the customer still has the times they were sent.
            </p>
          )}
          {canManage ? (
            <SendUpdatedConfirmation
              key={`${slotKey}:${moves}`}
              bookingId={entry.schedules[0].bookingId}
              onSent={() => {
                setSentFor(slotKey);
                onConfirmationSent?.();
              }}
            />
          ) : null}
        </div>
      ) : null}
      {full && entry && entry.kind !== "competition" && (canManage || entry.schedules.some((slot) => slot.staff._id === viewerId)) ? <BookingTexts key={entry.schedules[0].bookingId} bookingId={entry.schedules[0].bookingId} dancer={title} showLog={false} /> : null}
      {full && entry?.kind === "schedule" && moveSlot ? (
        <div className="mt-4">
          <ChangeSlotTime
            key={entry.schedules[0].id}
            slot={entry.schedules[0]}
            timeZone={entry.schedules[0].competition.timeZone}
            studioZone={timeZone}
            move={moveSlot}
            minutesByTitle={minutesByTitle}
            onMoved={(moved) => {
              setSentFor("");
              setMoves((n) => n + 1);
              setOutdatedAfterMove({ key: slotKey, outdated: moved.confirmationOutdated });
            }}
          />
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {entry && entry.kind !== "competition" && canManage ? (
          <Link href={`/admin/calendar_bookings/edit/${entry.schedules[0].bookingId}`} className="rounded border border-accent px-4 py-2 font-medium text-accent hover:bg-sand">
            Manage Booking
          </Link>
        ) : null}
        <Button onClick={onClose}>
          Back
        </Button>
      </div>
    </Modal>
  );
}

/** One term of the details list and what it says; left out when it has nothing to say (an empty text). */
function Detail({ term, termClassName = "font-medium text-muted", className, children }: { term: string; termClassName?: string; className?: string; children: React.ReactNode }) {
  if (children === "" || children === null || children === undefined) return null;
  return (
    <>
      <dt className={termClassName}>{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

function BookingDetails({ entry, timeZone, canTakePayment, full }: { entry: Extract<CalendarEntry, { kind: "schedule" | "dancer" }>; timeZone: string; canTakePayment(staffId: string): boolean; full: boolean }) {
  const [first] = entry.schedules;
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <Detail term="Competitor">
          {first.competitor.firstName} {first.competitor.lastName}
        </Detail>
        <Detail term="Competition">{first.competition.eventName}</Detail>
        {first.competitor.email ? (
          <Detail term="Email">
            <a className="text-accent underline" href={`mailto:${first.competitor.email}`}>
              {first.competitor.email}
            </a>
          </Detail>
        ) : null}
        {first.competitor.phoneNumber ? (
          <Detail term="Phone">
            <a className="text-accent underline" href={telHref(first.competitor.phoneNumber)}>
              {first.competitor.phoneNumber}
            </a>
          </Detail>
        ) : null}
        <Detail term="Level">{DANCE_LEVEL_LABELS[first.details.danceLevel as DanceLevelName] ?? first.details.danceLevel}</Detail>
        <Detail term="Hair at night">{first.details.hairAtNight ? EVENING_SESSION_LABEL : "No evening session"}</Detail>
        <Detail term="Message" className="whitespace-pre-wrap break-words">
          {first.details.message}
        </Detail>
        <Detail term="Allergies" termClassName="font-medium text-danger" className="whitespace-pre-wrap break-words font-semibold text-danger">
          {first.details.allergies}
        </Detail>
        <Detail term="Styling" className="break-words">
          {first.details.styling}
        </Detail>
        <Detail term="Notes" className="whitespace-pre-wrap break-words">
          {first.details.additionalNotes}
        </Detail>
      </dl>
      {full ? (
        <ul className="space-y-3" aria-label="Appointments">
          {entry.schedules.map((slot) => {
            // In the competition's zone, named when it is not the studio's, whatever the grid shows.
            const times = slotTimesInCompetition(slot, timeZone);
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
                  <dd data-testid="details-time">{times.time}</dd>
                  <dt className="font-medium text-muted">Styles</dt>
                  <dd>{slot.details.danceStyles.map((s) => DANCE_STYLE_LABELS[s as DanceStyleName] ?? s).join(", ") || "—"}</dd>
                  <dt className="font-medium text-muted">Extras</dt>
                  <dd>{slot.details.additionalServices.join(", ") || "None"}</dd>
                  {slot.heat ? (
                    <>
                      <dt className="font-medium text-muted">First heat</dt>
                      <dd data-testid="details-heat">
                        {formatWallTimeIn(slot.heat.heatTime, slot.heat.timeZone, timeZone)}
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
                <EntrySlotStatus scheduleId={slot.id} dancer={`${slot.competitor.firstName} ${slot.competitor.lastName}`} start={slot.start} timeZone={slot.competition.timeZone} studioZone={timeZone} canChange={canTakePayment(slot.staff._id)} />
                {canTakePayment(slot.staff._id) ? (
                  <div className="mt-2">
                    <ChairPaymentButton scheduleId={slot.id} dancer={`${slot.competitor.firstName} ${slot.competitor.lastName}`} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
