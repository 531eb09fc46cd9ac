import type { Metadata } from "next";
import { BookingForm } from "@/components/site/booking/booking-form";
import { getPublicServices, getPublicUpcomingEvents } from "@/lib/cache/public-reads";
import { studio } from "@/lib/env";

export const revalidate = 300;

export const metadata: Metadata = {
  title: "Book an Appointment",
  description: "Request competition hair and makeup appointments for your next ballroom or latin competition.",
  alternates: { canonical: "/bookanappointment" },
};

export default async function BookAnAppointmentPage() {
  const [events, services] = await Promise.all([getPublicUpcomingEvents(), getPublicServices()]);
  return (
    <div className="mx-auto max-w-3xl px-5">
      <header className="py-14 text-center">
        <p className="text-sm uppercase tracking-[0.3em] text-muted">Appointments</p>
        <h1 className="mt-3 font-serif text-display font-semibold">Book an Appointment</h1>
        <p className="mt-4 text-lead text-muted">Tell us which competition and days you are dancing. Final confirmation arrives within 24 to 48 hours.</p>
        <p className="mt-2 text-muted">
          Last-minute inquiries: text us at{" "}
          <a className="font-semibold text-accent underline" href={`sms:${studio.phone.replace(/[^\d+]/g, "")}`}>
            {studio.phone}
          </a>
          .
        </p>
      </header>
      <BookingForm
        events={events.map(({ _id, eventName, city, state, eventStartDate, eventEndDate }) => ({ _id, eventName, city, state, eventStartDate, eventEndDate }))}
        services={services.map(({ _id, title, price, category }) => ({ _id, title, price, category }))}
        phone={studio.phone}
      />
    </div>
  );
}
