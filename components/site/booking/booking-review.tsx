// Just above the submit button: what is about to be requested, day by day, and the running estimate.
import type { DanceStyleName } from "@/lib/bookings/dto";
// The estimate from the services' dto: lib/payments/dto would bring the deposit and money-status rules into the form's first load.
import { estimateBookingTotal, formatPrice } from "@/lib/services/dto";
import type { BookingChoices } from "./booking-form-model";
import { shortDay } from "./chosen-days";
import { EVENING_SESSION_LABEL, hairEveningBeforeLabel } from "@/lib/bookings/hair-at-night";

export interface ReviewDay {
  date: string;
  services: string;
  danceStyle: DanceStyleName[];
  additionalServices: string[];
  hairEveningBefore?: boolean;
}

export function BookingReview({ days, services, styles, hairAtNight }: { days: ReviewDay[]; services: { _id: string; title: string; price: number }[]; styles: BookingChoices["styles"]; hairAtNight?: string }) {
  const byId = new Map(services.map((s) => [s._id, s]));
  const styleLabel = new Map(styles.map(({ value, label }) => [value, label]));
  const title = (id: string) => (byId.has(id) ? byId.get(id)!.title : "");
  const total = estimateBookingTotal(days, (id) => byId.get(id)?.price);
  return (
    <section aria-labelledby="booking-review-heading" className="rounded-card border border-line bg-sand/60 p-5">
      <h2 id="booking-review-heading" className="font-serif text-xl font-semibold">
        Your request
      </h2>
      {days.length === 0 ? (
        <p className="mt-2 text-muted">No days chosen yet.</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {days.map((day, index) => {
            const what = [title(day.services) || "service not chosen", ...day.additionalServices.map(title).filter(Boolean)].join(" + ");
            const styles = day.danceStyle.map((style) => styleLabel.get(style) ?? style).join(", ");
            return (
              <li key={day.date}>
                <span className="font-medium">
                  Day {index + 1}, {shortDay(day.date)}:
                </span>{" "}
                {what}
                {styles ? ` · ${styles}` : ""}
                {day.hairEveningBefore ? ` · ${hairEveningBeforeLabel(day.date)}` : ""}
              </li>
            );
          })}
        </ul>
      )}
      {hairAtNight === "yes" ? <p className="mt-2">{EVENING_SESSION_LABEL}</p> : null}
      <p className="mt-3">
        Estimated total: <strong data-testid="booking-estimate">{formatPrice(total)}</strong>
        <span className="text-muted"> — final price confirmed by the studio.</span>
      </p>
    </section>
  );
}
