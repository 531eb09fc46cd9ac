// Who is busy on one day, beside the Edit Booking slots of that day: each assignable staff member
// with their slots (this booking's saved ones marked), from GET /api/booking/staff-schedule, and the
// competition day's staffing: off hours and days off shown as unavailable.
import { useState } from "react";
import type { DayAvailabilityJson } from "@/lib/availability/dto";
import type { StaffDayScheduleDto, StaffDaySlotDto } from "@/lib/bookings/dto";
import { formatTimeRangeIn, formatWallTimeRange } from "@/lib/time/zoned";
import { prettyDay } from "./booking-details";
import { displayText } from "@/lib/text/display-text";

/** "works 7:00 AM – 11:00 AM, 11:30 AM – 3:00 PM", "day off" or "not working this day"; null when the day is not staffed and she is not off. */
function hoursLine(availability: DayAvailabilityJson | undefined, userId: string): string | null {
  if (!availability) return null;
  const stylist = availability.stylists.find((s) => s.userId === userId);
  if (!stylist) return availability.staffed ? "not working this day" : "day off";
  if (!availability.staffed) return null;
  const zone = availability.timeZone;
  const windows = stylist.windows.map((w) => formatTimeRangeIn(new Date(w.start), new Date(w.end), zone, zone));
  const night = availability.night ? `; night before ${formatTimeRangeIn(new Date(availability.night.start), new Date(availability.night.end), zone, zone)}` : "";
  return `works ${windows.join(", ")}${night}`;
}

/** A stylist with more slots than this shows them folded under one line (a busy day: 25 each, 200 rows on a phone). */
const LISTED_OPEN_UP_TO = 4;

/** "25 appointments, 6:00 AM – 6:30 PM": how many and from the first start to the last end (its wall times, as listed). */
function busySummary(slots: StaffDaySlotDto[]): string {
  const first = slots.reduce((a, b) => (`${b.startDate} ${b.startTime}` < `${a.startDate} ${a.startTime}` ? b : a));
  const last = slots.reduce((a, b) => (`${b.endDate} ${b.endTime}` > `${a.endDate} ${a.endTime}` ? b : a));
  return `${slots.length} appointments, ${formatWallTimeRange(first.startTime, last.endTime)}`;
}

/**
 * One stylist's slots of the day: listed when there are a few; on a busy day folded under a line that says how many and
 * from when to when, and the list is drawn only once opened (the Edit Booking page of a 200-dancer day drew 437 elements
 * here before its form answered).
 */
function BusySlots({ slots, bookingId }: { slots: StaffDaySlotDto[]; bookingId: string }) {
  const folded = slots.length > LISTED_OPEN_UP_TO;
  const [open, setOpen] = useState(!folded);
  const list = (
    <ul className="mt-0.5 space-y-0.5 text-muted">
      {slots.map((slot) => (
        <li key={slot.scheduleId}>
          <span className="whitespace-nowrap text-ink">{formatWallTimeRange(slot.startTime, slot.endTime)}</span> {slot.bookingId === bookingId ? <em>this booking</em> : slot.competitor} · {displayText(slot.service)}
        </li>
      ))}
    </ul>
  );
  if (!folded) return list;
  const ours = slots.some((slot) => slot.bookingId === bookingId);
  return (
    <details className="mt-0.5" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-muted">
        {busySummary(slots)}
        {ours ? ", this booking among them" : ""}
      </summary>
      {open ? list : null}
    </details>
  );
}

export function StaffDayPanel({
  date,
  day,
  bookingId,
  loading,
  error,
  availability,
}: {
  date: string;
  day: StaffDayScheduleDto | undefined;
  bookingId: string;
  loading: boolean;
  error: string;
  availability?: DayAvailabilityJson;
}) {
  const headingId = `busy-${date}`;
  return (
    <section aria-labelledby={headingId} className="rounded border border-line bg-ivory p-4 text-sm" data-testid={`busy-${date}`}>
      <h3 id={headingId} className="font-semibold">
        Busy times, {prettyDay(date)}
      </h3>
      {error ? <p className="mt-2 text-danger">Could not load the staff&apos;s times: {error}</p> : null}
      {!day && !error ? <p className="mt-2 text-muted">{loading ? "Loading…" : "—"}</p> : null}
      {day ? (
        <ul className="mt-2 space-y-2">
          {day.staff.map(({ staff, slots }) => {
            const hours = hoursLine(availability, staff._id);
            const away = Boolean(availability) && !availability!.stylists.some((s) => s.userId === staff._id);
            return (
              <li key={staff._id} data-testid={`busy-${date}-${staff._id}`}>
                <span className="font-medium">
                  {staff.firstName} {staff.lastName}
                </span>
                {hours ? <span className="block text-xs text-muted">{hours}</span> : null}
                {slots.length === 0 ? (
                  away ? null : <span className="text-muted"> — free</span>
                ) : (
                  <BusySlots slots={slots} bookingId={bookingId} />
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
