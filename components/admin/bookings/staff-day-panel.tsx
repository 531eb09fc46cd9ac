// Who is busy on one day, beside the Edit Booking slots of that day: each assignable staff member
// with their slots (this booking's saved ones marked), from GET /api/booking/staff-schedule.
import type { StaffDayScheduleDto } from "@/lib/bookings/dto";
import { formatWallTimeRange } from "@/lib/time/zoned";
import { prettyDay } from "./booking-details";
import { displayText } from "@/lib/text/display-text";

export function StaffDayPanel({ date, day, bookingId, loading, error }: { date: string; day: StaffDayScheduleDto | undefined; bookingId: string; loading: boolean; error: string }) {
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
          {day.staff.map(({ staff, slots }) => (
            <li key={staff._id}>
              <span className="font-medium">
                {staff.firstName} {staff.lastName}
              </span>
              {slots.length === 0 ? (
                <span className="text-muted"> — free</span>
              ) : (
                <ul className="mt-0.5 space-y-0.5 text-muted">
                  {slots.map((slot) => (
                    <li key={slot.scheduleId}>
                      <span className="whitespace-nowrap text-ink">
                        {formatWallTimeRange(slot.startTime, slot.endTime)}
                      </span>{" "}
                      {slot.bookingId === bookingId ? <em>this booking</em> : slot.competitor} · {displayText(slot.service)}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
