"use client";
// "Text me about my appointments": unticked by default; with a parent filling the form it is the parent's phone.
import { FieldError } from "@/components/ui/field";
import { BOX, OPTION } from "./booking-form-styles";
import type { BookingFormModel } from "./use-booking-form";

export function TextConsentField({ model }: { model: BookingFormModel }) {
  const { form, errors, set } = model;
  return (
    <div className="sm:col-span-2">
      <label className={OPTION}>
        <input type="checkbox" id="textConsent" name="textConsent" className={BOX} checked={form.textConsent} onChange={(e) => set("textConsent", e.target.checked)} aria-describedby="textConsent-hint" />
        {form.isParentOrGuardian ? "Text me about my appointments (to your phone, the parent's or guardian's)" : "Text me about my appointments"}
      </label>
      <p id="textConsent-hint" className="mt-1 text-sm text-muted">
        Reminders and day-of messages (&ldquo;ready for you&rdquo;, &ldquo;running late&rdquo;) by text to a mobile number. Stop any time by replying STOP.
      </p>
      <FieldError id="textConsent" error={errors.textConsent} />
    </div>
  );
}
