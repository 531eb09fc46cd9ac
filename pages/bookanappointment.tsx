import { decode } from "html-entities";
import { BookingForm, type BookingFormProps } from "@/components/site/booking/booking-form";
import { Island } from "@/components/site/islands/island";
import { islandModule } from "@/components/site/islands/manifest";
import { PageHeader } from "@/components/site/page-header";
import { StaticPage, type ShellProps } from "@/components/site/static-page";
import { uncachedPublicReads } from "@/lib/cache/public-reads";
import { staticPageProps } from "@/lib/cache/static-pages";
import { PERSON_PREFIXES } from "@/lib/content/schema";
import { studio } from "@/lib/env";
import type { EventDto } from "@/lib/events";
import type { ServiceDto } from "@/lib/services/dto";
import type { PublicPageMeta } from "@/lib/seo/metadata";

// Served without Next's client runtime like the content pages (lib/cache/static-pages.ts); the form
// comes alive from its own small module (components/site/islands, scripts/islands.ts).
export const config = { runtime: "nodejs", unstable_runtimeJS: false };

const META: PublicPageMeta = {
  title: "Book an Appointment",
  description: "Request competition hair and makeup appointments for your next ballroom or latin competition.",
  path: "/bookanappointment",
};

interface Props {
  shell: ShellProps;
  form: Omit<BookingFormProps, "phone">;
  module: string;
}

export async function getStaticProps() {
  const { props, revalidate } = await staticPageProps<{ events: EventDto[]; services: ServiceDto[]; about: Record<string, string> }>({
    events: uncachedPublicReads.upcomingEvents(),
    services: uncachedPublicReads.services(),
    about: uncachedPublicReads.page("page_about"),
  });
  const { events, services, about, shell } = props;
  const form: Props["form"] = {
    events: events.map(({ _id, eventName, city, state, eventStartDate, eventEndDate }) => ({ _id, eventName, city, state, eventStartDate, eventEndDate })),
    services: services.map(({ _id, title, price, category }) => ({ _id, title: decode(title), price, category })),
    // The stylists a visitor can ask for are the people the About page already names in public.
    stylists: [...new Set(PERSON_PREFIXES.map((prefix) => (about[`${prefix}Name`] ?? "").trim()).filter(Boolean))],
  };
  return { props: { shell, form, module: islandModule("booking") } satisfies Props, revalidate };
}

export default function BookAnAppointmentPage({ shell, form, module }: Props) {
  const props: BookingFormProps = { ...form, phone: studio.phone };
  return (
    <StaticPage meta={META} shell={shell}>
      <div className="mx-auto max-w-3xl px-5">
        <PageHeader eyebrow="Appointments" title="Book an Appointment" lead="Tell us which competition and days you are dancing. Final confirmation arrives within 24 to 48 hours.">
          <p className="mt-2 text-muted">
            Last-minute inquiries: text us at{" "}
            <a className="font-semibold text-accent underline" href={`sms:${studio.phone.replace(/[^\d+]/g, "")}`}>
              {studio.phone}
            </a>
            .
          </p>
        </PageHeader>
        <Island name="booking" module={module} props={props}>
          <BookingForm {...props} />
        </Island>
      </div>
    </StaticPage>
  );
}
