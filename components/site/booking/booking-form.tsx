"use client";
// The public booking request, built for a phone first: 44 px targets, a device-fitting
// hint for the 7-row day select, chips for the chosen days, an error summary whose items move focus to
// their fields, a running estimate and review above the submit button, and focus moved to the thank-you card.
// State and calls live in use-booking-form.ts; this file and the section views only render.
import type { Ref } from "react";
import { CaptchaField } from "@/components/captcha/captcha-field";
import { FieldError } from "@/components/ui/field";
import { BookingErrorBox } from "./booking-error-box";
import { NO_DAY, type BookingEventOption, type BookingServiceOption } from "./booking-form-model";
import { BookingReview } from "./booking-review";
import { CompetitionFields } from "./competition-fields";
import { DancerFields } from "./dancer-fields";
import { DayFields } from "./day-fields";
import { loadBookingSchema, useBookingForm, type BookingFormModel } from "./use-booking-form";
import { Button } from "@/components/ui/button";

export type { BookingEventOption, BookingServiceOption } from "./booking-form-model";

const CAPTCHA_HINT = "Complete the CAPTCHA to send your request.";

export interface BookingFormProps {
  events: BookingEventOption[];
  services: BookingServiceOption[];
  phone: string;
  stylists: string[];
}

export function BookingForm({ events, services, phone, stylists }: BookingFormProps) {
  const { formRef, summaryRef, thanksRef, ...model } = useBookingForm(events, services);
  const { form, status, selectedDays, captchaToken } = model;
  const mainServices = services.filter((s) => s.category !== "Additional");
  const extras = services.filter((s) => s.category === "Additional");

  if (status === "submitted") return <BookingThanks model={model} phone={phone} thanksRef={thanksRef} />;

  return (
    <form ref={formRef} onSubmit={model.submit} onFocus={() => void loadBookingSchema()} noValidate className="space-y-8" aria-describedby="booking-help" aria-busy={status === "submitting"}>
      <p id="booking-help" className="text-sm text-muted">
        Fields marked * are required.
      </p>
      <BookingErrorBox summary={model.summary} failure={model.failure} boxRef={summaryRef} />
      <CompetitionFields model={model} events={events} phone={phone} />
      {selectedDays.map((date, index) => (
        <DayFields key={date} model={model} date={date} index={index} mainServices={mainServices} extras={extras} />
      ))}
      <DancerFields model={model} stylists={stylists} />
      <BookingReview days={selectedDays.map((date) => ({ date, ...(form.days[date] ?? NO_DAY) }))} services={services} />

      <div id="booking-captcha" className="scroll-mt-4">
        <CaptchaField key={model.captchaKey} onToken={model.setCaptchaToken} />
        <FieldError id="captchaToken" error={model.errors.captchaToken} />
      </div>
      <div className="space-y-2">
        <Button type="submit" size="lg" className="w-full text-lg sm:w-auto" disabled={!captchaToken || status === "submitting"} aria-describedby={!captchaToken ? "booking-captcha-hint" : undefined}>
          {status === "submitting" ? "Sending…" : "Request Appointment"}
        </Button>
        {!captchaToken ? (
          <p id="booking-captcha-hint" className="text-sm text-muted">
            {CAPTCHA_HINT}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function BookingThanks({ model, phone, thanksRef }: { model: BookingFormModel; phone: string; thanksRef: Ref<HTMLDivElement> }) {
  return (
    <div ref={thanksRef} tabIndex={-1} role="status" aria-labelledby="booking-thanks" className="scroll-mt-4 rounded-card border border-line bg-white p-8 text-center shadow-sm outline-none">
      <h2 id="booking-thanks" className="font-serif text-title font-semibold">
        Thank you!
      </h2>
      <p className="mt-3 text-lead text-muted">We have received your booking request. Final confirmation will arrive within 24 to 48 hours.</p>
      <p className="mt-2 text-muted">Last-minute questions? Text us at {phone}.</p>
      <Button size="lg" className="mt-6" onClick={model.reset}>
        Book Another Appointment
      </Button>
    </div>
  );
}
