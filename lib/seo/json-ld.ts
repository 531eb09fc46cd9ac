import { decode } from "html-entities";
import { studio } from "@/lib/env";
import type { ServiceDto } from "@/lib/services/dto";
import { formatPrice } from "@/lib/services/format";

/** schema.org HairSalon for the home page: identity, social profiles and the price list as offers. */
export function hairSalonJsonLd({ services, socialLinks }: { services: ServiceDto[]; socialLinks: string[] }): Record<string, unknown> {
  const url = `${studio.siteUrl}/`;
  const priced = services.filter((s) => s.title.trim());
  const prices = priced.map((s) => s.price);
  return {
    "@context": "https://schema.org",
    "@type": "HairSalon",
    "@id": `${url}#salon`,
    name: studio.name,
    url,
    telephone: studio.phone,
    image: `${studio.siteUrl}/images/model.webp`,
    description: "Competition hair and makeup for ballroom and latin dancers.",
    ...(socialLinks.length ? { sameAs: socialLinks } : {}),
    ...(prices.length ? { priceRange: `${formatPrice(Math.min(...prices))}–${formatPrice(Math.max(...prices))}` } : {}),
    makesOffer: priced.map((service) => ({
      "@type": "Offer",
      price: service.price.toFixed(2),
      priceCurrency: "USD",
      url: `${studio.siteUrl}/services`,
      itemOffered: {
        "@type": "Service",
        name: decode(service.title),
        category: service.category,
        ...(service.note ? { description: decode(service.note) } : {}),
      },
    })),
  };
}

/** JSON for a <script type="application/ld+json">: `<` is escaped so stored text cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
