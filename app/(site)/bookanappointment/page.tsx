import { decode } from "html-entities";
import { bookingChoices } from "@/components/site/booking/booking-choices";
import { BookingForm } from "@/components/site/booking/booking-form";
import { PageHeader } from "@/components/site/page-header";
import { getPublicPage, getPublicServices, getPublicUpcomingEvents } from "@/lib/cache/public-reads";
import { PERSON_PREFIXES } from "@/lib/content/schema";
import { studio } from "@/lib/env";
import { publicPageMetadata } from "@/lib/seo/metadata";
import { smsHref } from "@/lib/text/phone";

// Static, refreshed by tag (lib/cache/public-reads.ts) and every 5 minutes; the form is a client
// component hydrated by React.
export const revalidate = 300;

export const metadata = publicPageMetadata({
  title: "Book an Appointment",
  description: "Request competition hair and makeup appointments for your next ballroom or latin competition.",
  path: "/bookanappointment",
});

export default async function BookAnAppointmentPage() {
  const [events, services, about] = await Promise.all([getPublicUpcomingEvents(), getPublicServices(), getPublicPage("page_about")]);
  return (
    <div className="mx-auto max-w-3xl px-5">
      <PageHeader eyebrow="Appointments" title="Book an Appointment" lead="Tell us which competition and days you are dancing. Final confirmation arrives within 24 to 48 hours.">
        <p className="mt-2 text-muted">
          Last-minute inquiries: text us at{" "}
          <a className="font-semibold text-accent underline" href={smsHref(studio.phone)}>
            {studio.phone}
          </a>
          .
        </p>
      </PageHeader>
      <BookingForm
        events={events.map(({ _id, eventName, city, state, eventStartDate, eventEndDate }) => ({ _id, eventName, city, state, eventStartDate, eventEndDate }))}
        // Titles decoded here, so html-entities stays out of the browser's code.
        services={services.map(({ _id, title, price, category }) => ({ _id, title: decode(title), price, category }))}
        phone={studio.phone}
        // The stylists a visitor can ask for are the people the About page already names in public.
        // Levels and styles with their labels built here, so the form's code needs no booking module.
        choices={bookingChoices()}
        stylists={[...new Set(PERSON_PREFIXES.map((prefix) => (about[`${prefix}Name`] ?? "").trim()).filter(Boolean))]}
      />
    </div>
  );
}
