import type { Metadata } from "next";
import Link from "next/link";
import { decode } from "html-entities";
import { RichText } from "@/components/site/rich-text";
import { getPublicPage, getPublicServices } from "@/lib/cache/public-reads";
import { groupServicesByCategory, type ServiceDto } from "@/lib/services";

export const revalidate = 300;

export const metadata: Metadata = {
  title: "Services & Pricing",
  description: "Competition hair and makeup prices for women, men and youth dancers, with our booking and cancellation policies.",
  alternates: { canonical: "/services" },
};

const price = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 2 });

function PriceCard({ service }: { service: ServiceDto }) {
  const note = decode(service.note);
  return (
    <li className="flex flex-col rounded-card border border-line bg-white/70 p-6 shadow-sm">
      <h4 className="font-serif text-2xl font-semibold">{decode(service.title)}</h4>
      <p className="mt-2 text-3xl font-light text-accent">{price.format(service.price)}</p>
      {service.time ? <p className="mt-1 text-sm uppercase tracking-widest text-muted">{service.time}</p> : null}
      {note ? <p className="mt-3 text-sm text-muted">{note}</p> : null}
      <div className="mt-auto pt-6">
        <Link
          href={`/bookanappointment?service=${encodeURIComponent(service._id)}`}
          className="inline-block rounded-full border border-accent px-5 py-2 text-sm font-medium text-accent hover:bg-accent hover:text-white"
          aria-label={`Book it: ${decode(service.title)}`}
        >
          Book it
        </Link>
      </div>
    </li>
  );
}

export default async function ServicesPage() {
  const [services, page] = await Promise.all([getPublicServices(), getPublicPage("page_services")]);
  const groups = groupServicesByCategory(services);
  return (
    <div className="mx-auto max-w-6xl px-5">
      <header className="py-14 text-center">
        <p className="text-sm uppercase tracking-[0.3em] text-muted">Services</p>
        <h1 className="mt-3 font-serif text-display font-semibold">Pricing</h1>
      </header>

      <section aria-labelledby="pricing-heading">
        <h2 id="pricing-heading" className="sr-only">
          Price list
        </h2>
        {groups.length === 0 ? <p className="text-center text-muted">Our price list is being updated. Please check back soon.</p> : null}
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={`cat-${group.category}`} className="mb-14">
            <h3 id={`cat-${group.category}`} className="mb-6 border-b border-line pb-2 font-serif text-title font-semibold">
              {group.heading}
            </h3>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.services.map((service) => (
                <PriceCard key={service._id} service={service} />
              ))}
            </ul>
          </section>
        ))}
      </section>

      <section aria-labelledby="our-services" className="mt-section grid gap-10 md:grid-cols-2">
        <div>
          <h2 id="our-services" className="font-serif text-title font-semibold">
            Our Services
          </h2>
          <RichText html={page.servicesDescription} className="mt-4 text-lead text-muted" />
        </div>
        <div>
          <h2 className="font-serif text-title font-semibold">Payments</h2>
          <RichText html={page.servicesPayments} className="mt-4 text-muted" />
        </div>
      </section>

      <section aria-labelledby="policy" className="mt-section rounded-card bg-sand p-8 sm:p-12">
        <h2 id="policy" className="font-serif text-title font-semibold">
          Policy
        </h2>
        {page.servicesPolicySubheading ? <p className="mt-2 text-lead text-muted">{page.servicesPolicySubheading}</p> : null}
        <div className="mt-6 grid gap-8 md:grid-cols-3">
          <div>
            <h3 className="font-semibold uppercase tracking-widest text-sm">Booking</h3>
            <RichText html={page.servicesBookingPolicy} className="mt-2 text-muted" />
          </div>
          <div>
            <h3 className="font-semibold uppercase tracking-widest text-sm">Cancellation</h3>
            <RichText html={page.servicesCancellationPolicy} className="mt-2 text-muted" />
          </div>
          <div>
            <h3 className="font-semibold uppercase tracking-widest text-sm">General</h3>
            <RichText html={page.servicesGeneralPolicy} className="mt-2 text-muted" />
          </div>
        </div>
        {page.servicesPolicyFooter ? <p className="mt-8 border-t border-line pt-6 text-center font-serif text-xl italic">{page.servicesPolicyFooter}</p> : null}
      </section>
    </div>
  );
}
