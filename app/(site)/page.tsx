import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { RichText } from "@/components/site/rich-text";
import { getPublicPage, getPublicServices } from "@/lib/cache/public-reads";
import { studio } from "@/lib/env";
import { hairSalonJsonLd, serializeJsonLd } from "@/lib/seo/json-ld";
import { publicPageMetadata } from "@/lib/seo/metadata";
import { groupServicesByCategory, formatPrice } from "@/lib/services/dto";
import { smsHref } from "@/lib/text/phone";

// Static, refreshed by tag (lib/cache/public-reads.ts) and every 5 minutes.
export const revalidate = 300;

export const metadata = publicPageMetadata({
  title: `${studio.name} · Competition Hair & Makeup for Ballroom and Latin Dancers`,
  absoluteTitle: true,
  description: "Stage-proof competition hair and makeup for ballroom and latin dancers — women, men and youth. Request your appointment for the next competition.",
  path: "/",
});

const STEPS = [
  { title: "Choose your competition", text: "Pick the event and the days you dance from our schedule." },
  { title: "Request your looks", text: "Tell us the services and dance styles for each day." },
  { title: "Hear back in 24 to 48 hours", text: "We confirm your appointment times around the heat list." },
];

// The hero illustration, the first screen's largest image: next/image's optimised, responsive URLs
// through getImageProps, rendered as a plain <img> (next/image's <Image> is a client component),
// preloaded at high priority as <Image priority> would.
const MODEL_ALT = "Illustrated profile of a dancer with a sleek competition bun, rhinestones and a drop earring";
const { props: modelImage } = getImageProps({
  src: "/images/model.webp",
  alt: MODEL_ALT,
  width: 960,
  height: 1200,
  priority: true,
  fetchPriority: "high",
  sizes: "(min-width: 1024px) 26rem, (min-width: 640px) 24rem, 22rem",
});

export default async function HomePage() {
  preload(modelImage.src, { as: "image", imageSrcSet: modelImage.srcSet, imageSizes: modelImage.sizes, fetchPriority: "high" });
  const [home, services] = await Promise.all([getPublicPage("page_home"), getPublicServices()]);
  const socialLinks = [home.instagram, home.facebook].filter(Boolean);
  const categories = groupServicesByCategory(services.filter((s) => s.title.trim())).filter((g) => g.category !== "Additional");

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(hairSalonJsonLd({ services, socialLinks })) }} />

      <section aria-labelledby="hero-title" className="relative overflow-hidden">
        <div aria-hidden className="pointer-events-none absolute inset-y-0 right-0 hidden w-[36%] bg-blush/60 lg:block" />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-5 pb-16 pt-10 sm:pt-14 lg:grid-cols-[1.15fr_0.85fr] lg:gap-20 lg:pb-24 lg:pt-20">
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.3em] text-accent">Ballroom · Latin · Hair &amp; Makeup</p>
            <h1 id="hero-title" className="mt-5 font-serif text-[2.6rem] font-semibold leading-[1.05] text-ink sm:text-display">
              Competition-ready, from the first heat to the final.
            </h1>
            {home.homepageQuote ? (
              <blockquote className="mt-8 border-l-2 border-gold pl-6">
                <RichText
                  html={home.homepageQuote}
                  className="serif-lead text-lg text-muted sm:text-lead [&>p:first-child]:font-serif [&>p:first-child]:text-[1.75rem] [&>p:first-child]:leading-snug [&>p:first-child]:text-ink"
                />
              </blockquote>
            ) : null}
            {/* Plain links on the public pages, like the header's: a full load of a cached page, and no
                next/link code, hydration or prefetch requests during the first load. */}
            <div className="mt-10 flex flex-wrap gap-4">
              <a href="/bookanappointment" className="rounded-full bg-accent px-7 py-3 font-medium text-white shadow-sm transition-colors hover:bg-accent-dark">
                Book an Appointment
              </a>
              <a href="/services" className="rounded-full border border-ink/70 px-7 py-3 font-medium text-ink transition-colors hover:bg-ink hover:text-ivory">
                Services &amp; Pricing
              </a>
            </div>
          </div>
          <figure className="relative mx-auto w-full max-w-[22rem] sm:max-w-sm lg:max-w-none">
            <div aria-hidden className="absolute inset-0 translate-x-3 translate-y-3 rounded-t-full border border-gold/60 sm:translate-x-4 sm:translate-y-4" />
            {/* eslint-disable-next-line @next/next/no-img-element -- next/image's optimised URLs without its client component */}
            <img {...modelImage} alt={MODEL_ALT} className="relative h-auto w-full rounded-t-full shadow-[0_30px_60px_-30px_rgba(28,25,23,0.45)]" />
          </figure>
        </div>
      </section>

      {categories.length > 0 ? (
        <section aria-labelledby="looks-title" className="border-y border-line bg-sand/60">
          <div className="mx-auto max-w-6xl px-5 py-section">
            <div className="max-w-2xl">
              <p className="text-xs font-semibold uppercase tracking-[0.3em] text-accent">What we do</p>
              <h2 id="looks-title" className="mt-3 font-serif text-title font-semibold">
                Looks that last every round
              </h2>
            </div>
            <ul className="mt-10 grid gap-6 md:grid-cols-3">
              {categories.map((group) => (
                <li key={group.category} className="flex flex-col rounded-card bg-ivory p-7 shadow-sm ring-1 ring-line/70">
                  <h3 className="font-serif text-2xl font-semibold">{group.heading}</h3>
                  <p className="mt-2 text-muted">
                    {group.services.length} {group.services.length === 1 ? "service" : "services"}, from{" "}
                    <span className="font-semibold text-ink tabular-nums">{formatPrice(Math.min(...group.services.map((s) => s.price)))}</span>
                  </p>
                  <a href={`/services#cat-${group.category}`} className="mt-6 text-sm font-semibold text-accent underline-offset-4 hover:underline">
                    See {group.heading} prices <span aria-hidden>→</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-5 pt-section">
        <h2 id="how-title" className="text-center font-serif text-title font-semibold">
          How booking works
        </h2>
        <ol className="mt-12 grid gap-10 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="text-center">
              <span aria-hidden className="mx-auto flex h-12 w-12 items-center justify-center rounded-full border border-gold text-base font-semibold text-accent">
                {index + 1}
              </span>
              <h3 className="mt-4 font-serif text-xl font-semibold">{step.title}</h3>
              <p className="mx-auto mt-2 max-w-xs text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-14 text-center text-muted">
          Last-minute inquiry? Text us at{" "}
          <a href={smsHref(studio.phone)} className="font-semibold text-ink underline underline-offset-4 hover:text-accent">
            {studio.phone}
          </a>
          .
        </p>
      </section>
    </>
  );
}
