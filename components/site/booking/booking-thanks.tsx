"use client";
// The booking request's answer: thanks (or the waiting list), the full days left out with a way to join
// their waiting lists, and Book Another Appointment. Loaded with the form's later parts (booking-form-parts.ts).
import type { Ref } from "react";
import { Button } from "@/components/ui/button";
import { dayLabel } from "./booking-form-model";
import type { BookingFormModel } from "./use-booking-form";

export function BookingThanks({ model, phone, thanksRef }: { model: BookingFormModel; phone: string; thanksRef: Ref<HTMLDivElement> }) {
  const { waitlisted, notSent } = model.outcome;
  const weekdays = (days: string[]) => days.map((d) => model.capacity[d]?.weekday ?? dayLabel(d)).join(" and ");
  return (
    <div ref={thanksRef} tabIndex={-1} role="status" aria-labelledby="booking-thanks" className="scroll-mt-4 rounded-card border border-line bg-white p-8 text-center shadow-sm outline-none">
      <h2 id="booking-thanks" className="font-serif text-title font-semibold">
        {waitlisted.length ? "You are on the waiting list" : "Thank you!"}
      </h2>
      {waitlisted.length ? (
        <p className="mt-3 text-lead text-muted">
          We have put you on the waiting list for {weekdays(waitlisted)}. If a place frees up before your heat, we email you a link that holds it for you.
        </p>
      ) : (
        <p className="mt-3 text-lead text-muted">We have received your booking request. Final confirmation will arrive within 24 to 48 hours.</p>
      )}
      {notSent.length ? (
        <div className="mt-4 rounded bg-sand px-4 py-3">
          <p>{weekdays(notSent)} is full and was not included in your request.</p>
          <button type="button" onClick={() => model.joinWaitlistFor(notSent)} className="mt-3 min-h-11 rounded-full border border-ink px-6 py-2 font-medium hover:bg-white">
            Join the waiting list for {weekdays(notSent)}
          </button>
        </div>
      ) : null}
      <p className="mt-2 text-muted">Last-minute questions? Text us at {phone}.</p>
      <Button size="lg" className="mt-6" onClick={model.reset}>
        Book Another Appointment
      </Button>
    </div>
  );
}
