// Who is busy on one day, beside the Edit Booking slots of that day: each assignable staff member
// with their slots (this booking's saved ones marked), from GET /api/booking/staff-schedule, and the
// competition day's staffing: off hours and days off shown as unavailable.
import type { DayAvailabilityJson } from "@/lib/availability/dto";
import type { StaffDayScheduleDto } from "@/lib/bookings/dto";
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
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
