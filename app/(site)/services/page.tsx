import { decode } from "html-entities";
import { RichText } from "@/components/site/rich-text";
import { getPublicPage, getPublicServices } from "@/lib/cache/public-reads";
import { publicPageMetadata } from "@/lib/seo/metadata";
import { groupServicesByCategory, type ServiceDto, formatPrice } from "@/lib/services/dto";
import { PageHeader } from "@/components/site/page-header";

// Static, refreshed by tag (lib/cache/public-reads.ts) and every 5 minutes.
export const revalidate = 300;

export const metadata = publicPageMetadata({
  title: "Services & Pricing",
  description: "Competition hair and makeup prices for women, men and youth dancers, with our payment, booking and cancellation policies.",
  path: "/services",
});

function PriceCard({ service }: { service: ServiceDto }) {
  const title = decode(service.title);
  const note = decode(service.note);
  return (
    <li className="group flex flex-col rounded-card bg-white/80 p-7 shadow-sm ring-1 ring-line/70 transition-shadow hover:shadow-md">
      <h4 className="font-serif text-2xl font-semibold leading-tight">{title}</h4>
      <div className="mt-4 flex items-baseline gap-3">
        <p className="font-serif text-4xl font-medium text-accent lining-nums">{formatPrice(service.price)}</p>
        {service.time ? <p className="text-xs font-semibold uppercase tracking-[0.2em] text-muted">{service.time}</p> : null}
      </div>
      {note ? <p className="mt-4 text-muted">{note}</p> : null}
      <div className="mt-auto pt-7">
        <a
          href={`/bookanappointment?service=${encodeURIComponent(service._id)}`}
          className="inline-block rounded-full border border-accent px-6 py-2 text-sm font-semibold text-accent transition-colors hover:bg-accent hover:text-white"
          aria-label={`Book it: ${title}`}
        >
          Book it
        </a>
      </div>
    </li>
  );
}

export default async function ServicesPage() {
  const [services, page] = await Promise.all([getPublicServices(), getPublicPage("page_services")]);
  // A service without a title is an unfinished draft from the admin list.
  const groups = groupServicesByCategory(services.filter((s) => s.title.trim()));
  const policies = [
    { title: "Booking", html: page.servicesBookingPolicy },
    { title: "Cancellation", html: page.servicesCancellationPolicy },
    { title: "General", html: page.servicesGeneralPolicy },
  ].filter((p) => p.html);

  return (
    <div className="mx-auto max-w-6xl px-5">
      <PageHeader look="feature" eyebrow="Services" title="Pricing" lead="Prices per competition day. Combine services for each day you dance when you book." />

      <section aria-labelledby="pricing-heading">
        <h2 id="pricing-heading" className="sr-only">
          Price list
        </h2>
        {groups.length === 0 ? <p className="text-center text-muted">Our price list is being updated. Please check back soon.</p> : null}
        {groups.map((group) => (
          <section key={group.category} id={`cat-${group.category}`} aria-labelledby={`cat-${group.category}-heading`} className="mb-16 scroll-mt-8">
            <div className="mb-8 flex items-center gap-5">
              <h3 id={`cat-${group.category}-heading`} className="shrink-0 font-serif text-title font-semibold">
                {group.heading}
              </h3>
              <span aria-hidden className="h-px flex-1 bg-line" />
            </div>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.services.map((service) => (
                <PriceCard key={service._id} service={service} />
              ))}
            </ul>
          </section>
        ))}
      </section>

      <section aria-labelledby="our-services" className="mt-section grid gap-12 border-t border-line pt-section md:grid-cols-2 md:gap-16">
        <div>
          <h2 id="our-services" className="font-serif text-title font-semibold">
            Our Services
          </h2>
          <RichText html={page.servicesDescription} className="mt-5 text-lead text-muted" />
        </div>
        <div>
          <h2 id="payments" className="font-serif text-title font-semibold">
            Payments
          </h2>
          <RichText html={page.servicesPayments} className="mt-5 text-lead text-muted" />
        </div>
      </section>

      <section aria-labelledby="policy" className="mt-section rounded-card bg-sand px-6 py-10 sm:px-12 sm:py-14">
        <h2 id="policy" className="font-serif text-title font-semibold">
          Policy
        </h2>
        {page.servicesPolicySubheading ? <p className="mt-2 text-lead text-muted">{page.servicesPolicySubheading}</p> : null}
        {policies.length > 0 ? (
          <div className="mt-8 grid gap-8 md:grid-cols-3 md:gap-10">
            {policies.map((policy) => (
              <div key={policy.title}>
                <h3 className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-dark">{policy.title}</h3>
                <RichText html={policy.html} className="mt-3 text-ink/85" />
              </div>
            ))}
          </div>
        ) : null}
        {page.servicesPolicyFooter ? <p className="mt-10 border-t border-line pt-8 text-center font-serif text-2xl italic">{page.servicesPolicyFooter}</p> : null}
      </section>
    </div>
  );
}
