"use client";
// Edit Booking and My Calendar's details: the booking's texts in both directions (day-of messages,
// reminders, replies) with the day-of buttons; times in the studio's zone.
import { useApiData } from "@/components/admin/admin-api";
import { formatWhen } from "@/components/admin/inbox/format";
import { useStudioZone } from "@/components/admin/studio-zone";
import type { TextingState } from "@/lib/notify/dto";
import { DayOfTexts } from "./day-of-texts";
import { textStatusLabel } from "./text-status";

// The buttons are drawn (disabled, "Loading texts…") while the state is on its way, so nothing below moves.
const LOADING: TextingState = { canText: false, reason: null };

export function BookingTexts({ bookingId, dancer, showLog = true }: { bookingId: string; dancer: string; showLog?: boolean }) {
  const studioZone = useStudioZone();
  const { data, error, mutate } = useApiData("GET /api/bookings/:id/texts", { params: { id: bookingId } });
  const body = (
    <>
      {error ? (
        <p role="alert" className="mt-2 text-danger">
          Could not load the texts: {error.message}
        </p>
      ) : null}
      {error ? null : (
        <DayOfTexts bookingId={bookingId} dancer={dancer} texting={data?.texting ?? LOADING} loading={!data} reserveNote onSent={() => void mutate()} className="mt-3" />
      )}
      {data && showLog ? (
        data.messages.length ? (
          <ol className="mt-4 space-y-2" aria-label="Texts of this booking" data-testid="booking-texts">
            {data.messages.map((m) => (
              <li key={m._id} className={`rounded px-3 py-2 text-sm ${m.direction === "inbound" ? "bg-sand" : "bg-accent/10"}`} data-direction={m.direction}>
                <span className="text-xs text-muted">
                  {m.direction === "inbound" ? `From ${dancer}` : `To ${dancer}`} · <time dateTime={m.at}>{formatWhen(m.at, studioZone)}</time>
                  {m.direction === "outbound" ? ` · ${textStatusLabel(m)}` : ""}
                </span>
                <span className="block whitespace-pre-wrap break-words">{m.body}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-sm text-muted">No texts yet.</p>
        )
      ) : null}
    </>
  );
  if (!showLog) return body;
  return (
    <section aria-labelledby="booking-texts-heading" className="rounded-card border border-line bg-white p-4 sm:p-6">
      <h2 id="booking-texts-heading" className="font-serif text-2xl font-semibold">
        Texts
      </h2>
      {body}
    </section>
  );
}
