"use client";
// "Tell me about new competitions": invitations by email, apart from messages about appointments; unticked by default.
import { BOX, OPTION } from "./booking-form-styles";
import type { BookingFormModel } from "./use-booking-form";

export function MarketingConsentField({ model }: { model: BookingFormModel }) {
  const { form, set } = model;
  return (
    <div className="sm:col-span-2">
      <label className={OPTION}>
        <input type="checkbox" id="marketingConsent" name="marketingConsent" className={BOX} checked={Boolean(form.marketingConsent)} onChange={(e) => set("marketingConsent", e.target.checked)} aria-describedby="marketingConsent-hint" />
        Tell me about new competitions
      </label>
      <p id="marketingConsent-hint" className="mt-1 text-sm text-muted">
        An email when a competition opens for booking. Unsubscribe any time with one click.
      </p>
    </div>
  );
}
