import { formatEventDateRange } from "@/lib/time";
import type { EventDto } from "@/lib/events/dto";

export const NO_EVENTS_TEXT = "No events scheduled at this time";

function place(event: EventDto): string {
  const cityState = [event.city, event.state].filter(Boolean).join(", ");
  return [event.locationName, cityState].filter(Boolean).join(" · ");
}

/** The public schedule: Date and Event columns, one row per competition, each linking to the booking form with it chosen. */
export function ScheduleTable({ events }: { events: EventDto[] }) {
  return (
    <div className="overflow-hidden rounded-card border border-line bg-white/80 shadow-sm">
      <table className="w-full text-left">
        <caption className="sr-only">Competitions we are styling at</caption>
        <thead className="bg-sand text-xs uppercase tracking-[0.2em] text-muted">
          <tr>
            <th scope="col" className="w-[42%] px-4 py-4 font-semibold sm:w-[36%] sm:px-8">
              Date
            </th>
            <th scope="col" className="px-4 py-4 font-semibold sm:px-8">
              Event
            </th>
          </tr>
        </thead>
        <tbody>
          {events.length === 0 ? (
            <tr>
              <td colSpan={2} className="px-4 py-14 text-center text-lead text-muted sm:px-8">
                {NO_EVENTS_TEXT}
              </td>
            </tr>
          ) : (
            events.map((event) => (
              <tr key={event._id} className="border-t border-line align-top">
                <td className="px-4 py-6 text-sm font-medium leading-relaxed text-accent-dark sm:px-8 sm:text-base">
                  {formatEventDateRange(event.eventStartDate, event.eventEndDate)}
                </td>
                <td className="px-4 py-6 sm:px-8">
                  <span className="block font-serif text-xl font-semibold leading-snug sm:text-2xl">{event.eventName}</span>
                  {place(event) ? <span className="mt-1 block text-sm text-muted sm:text-base">{place(event)}</span> : null}
                  <a
                    href={`/bookanappointment?event=${encodeURIComponent(event._id)}`}
                    className="mt-3 inline-flex min-h-11 items-center rounded-full border border-accent px-4 text-sm font-medium text-accent-dark hover:bg-accent hover:text-white"
                  >
                    Book this competition<span className="sr-only">: {event.eventName}</span>
                  </a>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
