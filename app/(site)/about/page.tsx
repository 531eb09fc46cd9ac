import { RichText } from "@/components/site/rich-text";
import { getPublicPage } from "@/lib/cache/public-reads";
import { PERSON_PREFIXES } from "@/lib/content/schema";
import { publicPageMetadata } from "@/lib/seo/metadata";
import { PageHeader } from "@/components/site/page-header";

// Static, refreshed by tag (lib/cache/public-reads.ts) and every 5 minutes.
export const revalidate = 300;

export const metadata = publicPageMetadata({
  title: "About",
  description: "Meet the stylists and makeup artists behind our competition looks for ballroom and latin dancers.",
  path: "/about",
});

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}

export default async function AboutPage() {
  const page = await getPublicPage("page_about");
  const people = PERSON_PREFIXES.map((prefix) => ({
    prefix,
    name: page[`${prefix}Name`] ?? "",
    subtitle: page[`${prefix}Subtitle`] ?? "",
    description: page[`${prefix}Description`] ?? "",
    bio: page[`${prefix}Bio`] ?? "",
  })).filter((person) => person.name || person.bio || person.description);

  return (
    <div className="mx-auto max-w-6xl px-5">
      <PageHeader
        look="feature"
        eyebrow="About us"
        title="The artists behind the mirror"
        lead="Stylists who know the floor: every look is built to survive a full day of rounds and still shine in the final."
      />

      <div className="space-y-16 sm:space-y-24">
        {/* An article per person, not a landmark: two people may share a name while staff edit the page. */}
        {people.map((person, index) => (
          <article
            key={person.prefix}
            aria-labelledby={`${person.prefix}-name`}
            className={`grid items-center gap-8 md:gap-14 ${index % 2 === 1 ? "md:grid-cols-[1fr_14rem]" : "md:grid-cols-[14rem_1fr]"}`}
          >
            <div className={`flex justify-center ${index % 2 === 1 ? "md:order-2" : ""}`}>
              <div aria-hidden className="relative flex h-44 w-44 items-center justify-center rounded-full bg-blush md:h-56 md:w-56">
                <span className="absolute inset-3 rounded-full border border-gold/70" />
                <span className="font-serif text-6xl font-medium tracking-wide text-accent-dark md:text-7xl">{initials(person.name)}</span>
              </div>
            </div>
            <div className="mx-auto max-w-2xl text-center md:mx-0 md:text-left">
              <h2 id={`${person.prefix}-name`} className="font-serif text-title font-semibold">
                {person.name}
              </h2>
              {person.subtitle ? <p className="mt-2 text-sm font-semibold uppercase tracking-[0.2em] text-accent">{person.subtitle}</p> : null}
              {person.description ? <p className="mt-5 font-serif text-2xl italic leading-snug text-ink">{person.description}</p> : null}
              <RichText html={person.bio} className="mt-5 text-left text-lg leading-relaxed text-muted" />
            </div>
          </article>
        ))}
      </div>

      <aside className="mt-section rounded-card bg-ink px-8 py-12 text-center text-ivory sm:px-16">
        <h2 className="font-serif text-title font-semibold">Dancing soon?</h2>
        <p className="mx-auto mt-3 max-w-xl text-ivory/85">Tell us about your competition and the looks you need — we will confirm within 24 to 48 hours.</p>
        <a href="/bookanappointment" className="mt-8 inline-block rounded-full bg-ivory px-7 py-3 font-medium text-ink hover:bg-blush">
          Book an Appointment
        </a>
      </aside>
    </div>
  );
}
