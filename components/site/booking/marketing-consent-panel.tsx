"use client";
// "Tell me about new competitions" on the customer's private page (tick: consent, untick: withdraw, source
// private_page), apart from the texts' panel, saved as soon as it changes.
import { useState } from "react";
import { usePublicFormRequest } from "@/components/site/use-public-form-request";
import type { CustomerMarketingDto } from "@/lib/invitations/dto";
import { BOX, OPTION } from "./booking-form-styles";

export function MarketingConsentPanel({ token, initial }: { token: string; initial: CustomerMarketingDto }) {
  const [marketing, setMarketing] = useState(initial);
  const [error, setError] = useState("");
  const { pending, call } = usePublicFormRequest();

  async function change(consent: boolean) {
    setError("");
    const answer = await call("PUT /api/booking/link/:token/marketing", { params: { token }, body: { consent } });
    if (answer.kind === "ok") setMarketing(answer.body.marketing);
    else setError(answer.kind === "refused" ? (answer.error ?? "Your choice could not be saved.") : answer.message);
  }

  return (
    <section aria-labelledby="competitions-heading" className="rounded-card border border-line bg-white p-6">
      <h2 id="competitions-heading" className="font-serif text-xl font-semibold">
        New competitions
      </h2>
      <label className={`${OPTION} mt-3`}>
        <input type="checkbox" name="marketingConsent" className={BOX} checked={marketing.on} disabled={pending} onChange={(e) => void change(e.target.checked)} aria-describedby="competitions-state" />
        Tell me about new competitions
      </label>
      <p id="competitions-state" role="status" className="mt-2 text-sm" data-testid="competitions-state">
        {marketing.on ? "On: we email you when a competition opens for booking. Unsubscribe any time." : "Off: we do not email you about new competitions."}
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}
