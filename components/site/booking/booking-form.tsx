"use client";
// The public booking request, built for a phone first: 44 px targets, a device-fitting
// hint for the 7-row day select, chips for the chosen days, an error summary whose items move focus to
// their fields, a running estimate and review above the submit button, and focus moved to the thank-you card.
// State and calls live in use-booking-form.ts; this file and the section views only render. The day
// sections, the error box and the thank-you card load once the visitor starts (booking-form-parts.ts).
import { useEffect } from "react";
import { CaptchaField } from "@/components/captcha/captcha-field";
import { FieldError } from "@/components/ui/field";
import { NO_DAY, type BookingChoices, type BookingEventOption, type BookingServiceOption } from "./booking-form-model";
import { loadBookingFormParts, startOnBookingForm, useBookingFormParts } from "./booking-form-parts";
import { BookingReview } from "./booking-review";
import { CompetitionFields } from "./competition-fields";
import { DancerFields } from "./dancer-fields";
import { useBookingForm } from "./use-booking-form";
import { Button } from "@/components/ui/button";

export type { BookingChoices, BookingEventOption, BookingServiceOption } from "./booking-form-model";

const CAPTCHA_HINT = "Complete the CAPTCHA to send your request.";

export interface BookingFormProps {
  events: BookingEventOption[];
  services: BookingServiceOption[];
  phone: string;
  stylists: string[];
  /** The levels and styles offered (bookingChoices(), built on the server). */
  choices: BookingChoices;
}

export function BookingForm({ events, services, phone, stylists, choices }: BookingFormProps) {
  const { formRef, summaryRef, thanksRef, ...model } = useBookingForm(events, services);
  const { form, status, selectedDays, captchaToken } = model;
  const parts = useBookingFormParts();
  const mainServices = services.filter((s) => s.category !== "Additional");
  const extras = services.filter((s) => s.category === "Additional");
  // Days chosen without a focus first (an arrival link, "book again"): their sections are needed now.
  const someDays = selectedDays.length > 0;
  useEffect(() => {
    if (someDays) void loadBookingFormParts().catch(() => undefined);
  }, [someDays]);

  // The answer, a refusal or the thanks, needs the later parts: submit waits for them (usually here
  // since the first focus).
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void loadBookingFormParts()
      .catch(() => undefined)
      .then(() => model.submit(event));
  };

  if (status === "submitted" && parts) return <parts.BookingThanks model={model} phone={phone} thanksRef={thanksRef} />;

  return (
    <form ref={formRef} onSubmit={submit} onFocus={startOnBookingForm} noValidate className="space-y-8" aria-describedby="booking-help" aria-busy={status === "submitting"}>
      <p id="booking-help" className="text-sm text-muted">
        Fields marked * are required.
      </p>
      {parts ? <parts.BookingErrorBox summary={model.summary} failure={model.failure} boxRef={summaryRef} /> : null}
      <CompetitionFields model={model} events={events} phone={phone} choices={choices} />
      {parts ? selectedDays.map((date, index) => <parts.DayFields key={date} model={model} date={date} index={index} mainServices={mainServices} extras={extras} choices={choices} />) : null}
      <DancerFields model={model} stylists={stylists} />
      <BookingReview days={selectedDays.map((date) => ({ date, ...(form.days[date] ?? NO_DAY) }))} services={services} styles={choices.styles} hairAtNight={form.hairAtNight} />

      <div id="booking-captcha" className="scroll-mt-4">
        <CaptchaField key={model.captchaKey} onToken={model.setCaptchaToken} />
        <FieldError id="captchaToken" error={model.errors.captchaToken} />
      </div>
      <div className="space-y-2">
        <Button type="submit" size="lg" className="w-full text-lg sm:w-auto" disabled={!captchaToken || status === "submitting"} aria-describedby={!captchaToken ? "booking-captcha-hint" : undefined}>
          {status === "submitting" ? "Sending…" : model.waitlistOnly ? "Join the waiting list" : "Request Appointment"}
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
