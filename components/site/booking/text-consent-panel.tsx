"use client";
// Texts on the customer's private page: the "Text me about my appointments" checkbox (tick: consent,
// untick: withdraw, source private_page) and the state it stands in, saved as soon as it changes.
import { useState } from "react";
import { usePublicFormRequest } from "@/components/site/use-public-form-request";
import type { CustomerTextingDto } from "@/lib/notify/dto";
import { BOX, OPTION } from "./booking-form-styles";
import { InlineAlert } from "@/components/ui/form-alert";

export function textingLine(texting: CustomerTextingDto): string {
  if (!texting.display) return "Your phone number cannot receive texts. Ask the studio to change it to a mobile number.";
  if (texting.optedOut) return `Texts off: ${texting.display} replied STOP. To get texts again, text START to the studio.`;
  if (texting.on) return `Texts on: ${texting.display} · Stop any time by replying STOP`;
  return `Texts off: we do not text ${texting.display}.`;
}

export function TextConsentPanel({ token, initial, parent }: { token: string; initial: CustomerTextingDto; parent: boolean }) {
  const [texting, setTexting] = useState(initial);
  const [error, setError] = useState("");
  const { pending, call } = usePublicFormRequest();

  async function change(consent: boolean) {
    setError("");
    const answer = await call("PUT /api/booking/link/:token/texts", { params: { token }, body: { consent } });
    if (answer.kind === "ok") setTexting(answer.body.texting);
    else setError(answer.kind === "refused" ? (answer.error ?? "Your choice could not be saved.") : answer.message);
  }

  return (
    <section aria-labelledby="texts-heading" className="rounded-card border border-line bg-white p-6">
      <h2 id="texts-heading" className="font-serif text-xl font-semibold">
        Text messages
      </h2>
      <label className={`${OPTION} mt-3`}>
        <input type="checkbox" name="textConsent" className={BOX} checked={texting.on} disabled={pending || !texting.display || (texting.optedOut && !texting.on)} onChange={(e) => void change(e.target.checked)} aria-describedby="texts-state" />
        {parent ? "Text me about my appointments (to your phone, the parent's or guardian's)" : "Text me about my appointments"}
      </label>
      <p id="texts-state" role="status" className="mt-2 text-sm" data-testid="texts-state">
        {textingLine(texting)}
      </p>
      <InlineAlert message={error} />
    </section>
  );
}
