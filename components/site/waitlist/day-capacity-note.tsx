// Under a chosen day of the booking form: "Saturday is nearly full: …" / "Saturday is full: join the waiting list."
// At the desk a full day is booked anyway, and the note says exactly that.
import { dayStateMessage, deskFullDayMessage, type DayCapacityDto } from "@/lib/waitlist/dto";

export function DayCapacityNote({ day, sentWithRequest, atDesk = false }: { day: DayCapacityDto | undefined; sentWithRequest: boolean; atDesk?: boolean }) {
  if (atDesk && day?.state === "full") {
    return (
      <div role="status" className="mb-4 rounded border border-danger/40 bg-red-50 px-4 py-3 text-ink" data-testid={`day-capacity-${day.date}`}>
        <p className="font-medium">{deskFullDayMessage(day)}</p>
      </div>
    );
  }
  const message = day ? dayStateMessage(day) : null;
  if (!day || !message) return null;
  const full = day.state === "full";
  return (
    <div role="status" className={`mb-4 rounded px-4 py-3 ${full ? "border border-danger/40 bg-red-50 text-ink" : "bg-sand text-ink"}`} data-testid={`day-capacity-${day.date}`}>
      <p className="font-medium">{message}</p>
      {full ? (
        <p className="mt-1 text-sm">
          {sentWithRequest
            ? "Sending this form puts you on its waiting list instead of booking it: if a place frees up before your heat, we email you a link that holds it for you."
            : `${day.weekday} is not sent with your other days. After sending, you can join its waiting list.`}
        </p>
      ) : null}
    </div>
  );
}
