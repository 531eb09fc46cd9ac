import { ScheduleTable } from "@/components/site/schedule-table";
import { getPublicScheduleEvents } from "@/lib/cache/public-reads";
import { PageHeader } from "@/components/site/page-header";
import { publicPageMetadata } from "@/lib/seo/metadata";

// Static, refreshed by tag (lib/cache/public-reads.ts) and every 5 minutes.
export const revalidate = 300;

export const metadata = publicPageMetadata({
  title: "Competition Schedule",
  description: "The ballroom and latin dance competitions where our stylists do competitors' hair and makeup.",
  path: "/schedule",
});

// Time-based as well as write-based: an event leaves the list within 5 minutes of its last day ending.
export default async function SchedulePage() {
  const events = await getPublicScheduleEvents();
  return (
    <div className="mx-auto max-w-4xl px-5 pb-section">
      <PageHeader
        eyebrow="Competitions"
        title="Schedule"
        lead="Where to find us next. Our stylists travel to these competitions to get you floor-ready, from sleek buns to full stage makeup."
      />

      <ScheduleTable events={events} />

      <section aria-labelledby="book-heading" className="mt-14 rounded-card bg-sand px-6 py-10 text-center sm:px-12">
        <h2 id="book-heading" className="font-serif text-title font-semibold">
          Competing soon?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted">Reserve your hair and makeup appointment for the days you dance.</p>
        <a href="/bookanappointment" className="mt-6 inline-block rounded-full bg-accent px-6 py-3 font-medium text-white hover:bg-accent-dark">
          Book an Appointment
        </a>
      </section>
    </div>
  );
}
