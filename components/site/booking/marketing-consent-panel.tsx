"use client";
// "Tell me about new competitions" on the customer's private page (source private_page) and, per dancer, on the
// family page (source family_page): tick is consent, untick withdraws; apart from the texts' panel, saved as
// soon as it changes.
import { useId, useState } from "react";
import { usePublicFormRequest } from "@/components/site/use-public-form-request";
import type { CustomerMarketingDto } from "@/lib/invitations/dto";
import { BOX, OPTION } from "./booking-form-styles";
import { InlineAlert } from "@/components/ui/form-alert";

/** The private link's token, or a booking of the signed-in family (with the dancer it is for). */
export type MarketingTarget = { token: string } | { bookingId: string; dancer: string };

export function MarketingConsentPanel({ target, initial }: { target: MarketingTarget; initial: CustomerMarketingDto }) {
  const id = useId();
  const dancer = "dancer" in target ? target.dancer : null;
  const [marketing, setMarketing] = useState(initial);
  const [error, setError] = useState("");
  const { pending, call } = usePublicFormRequest();

  async function change(consent: boolean) {
    setError("");
    const answer =
      "token" in target
        ? await call("PUT /api/booking/link/:token/marketing", { params: { token: target.token }, body: { consent } })
        : await call("PUT /api/family/bookings/:id/marketing", { params: { id: target.bookingId }, body: { consent } });
    if (answer.kind === "ok") setMarketing(answer.body.marketing);
    else setError(answer.kind === "refused" ? (answer.error ?? "Your choice could not be saved.") : answer.message);
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card border border-line bg-white p-6">
      <h2 id={`${id}-heading`} className="font-serif text-xl font-semibold">
        New competitions{dancer ? `: ${dancer}` : ""}
      </h2>
      <label className={`${OPTION} mt-3`}>
        <input type="checkbox" name="marketingConsent" className={BOX} checked={marketing.on} disabled={pending} onChange={(e) => void change(e.target.checked)} aria-describedby={`${id}-state`} />
        Tell me about new competitions{dancer ? <span className="sr-only"> for {dancer}</span> : null}
      </label>
      <p id={`${id}-state`} role="status" className="mt-2 text-sm" data-testid="competitions-state">
        {marketing.on ? "On: we email you when a competition opens for booking. Unsubscribe any time." : "Off: we do not email you about new competitions."}
      </p>
      <InlineAlert message={error} />
    </section>
  );
}
