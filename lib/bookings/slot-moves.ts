// A booking saved with some of its slots at new times and everything else as it is: what My Calendar's drag
// and the run sheet's "Running late" hand to updateBooking, so both follow every Edit Booking rule.
import type { BookingUpdate } from "./admin-schema";
import type { BookingRow } from "./dto";
import { toDateOnly, utcToZonedParts } from "@/lib/time";

/** The Edit Booking fields of `booking` with each slot in `moves` (by schedule id) at its new instants, in the competition's zone. */
export function updateMovingSlots(booking: BookingRow, moves: ReadonlyMap<string, { start: Date; end: Date }>): BookingUpdate {
  const zone = booking.event.timeZone;
  const zoned = (instant: Date | null) => (instant ? utcToZonedParts(instant, zone) : { date: "", time: "" });
  return {
    additionalNotes: booking.additionalNotes,
    danceStartDate: booking.danceStartDate ? toDateOnly(booking.danceStartDate) : "",
    danceStartTime: booking.danceStartTime ?? "",
    dayDetails: booking.days.map((d) => ({
      date: toDateOnly(d.date),
      schedules: d.schedules.map((s) => {
        const move = moves.get(s.id);
        const from = zoned(move ? move.start : s.startAt);
        const to = zoned(move ? move.end : s.endAt);
        const [startAt, endAt] = [move ? move.start : s.startAt, move ? move.end : s.endAt];
        const instants = startAt && endAt ? { startAt: startAt.toISOString(), endAt: endAt.toISOString() } : {};
        return { service: s.serviceTitle, assignedUser: s.assignedUserId ? { _id: s.assignedUserId } : null, startDate: from.date, startTime: from.time, endDate: to.date, endTime: to.time, ...instants };
      }),
    })),
  };
}
