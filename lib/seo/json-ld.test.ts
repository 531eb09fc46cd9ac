import { describe, expect, it } from "vitest";
import type { ServiceDto } from "@/lib/services/dto";
import { hairSalonJsonLd, serializeJsonLd } from "./json-ld";

const service = (over: Partial<ServiceDto>): ServiceDto => ({ _id: "s1", title: "Hair", price: 85, time: "", note: "", category: "Women", deleted: false, ...over });

describe("hairSalonJsonLd", () => {
  it("describes the salon with its phone, social links and services as priced offers", () => {
    const data = hairSalonJsonLd({
      services: [service({ title: "Hair &amp; Makeup", price: 160, note: "save &mdash; $15" }), service({ _id: "s2", title: "Lash", price: 20.5, category: "Additional" }), service({ _id: "s3", title: " " })],
      socialLinks: ["https://instagram.com/x"],
    });
    expect(data["@type"]).toBe("HairSalon");
    expect(data.telephone).toEqual(expect.any(String));
    expect(data.sameAs).toEqual(["https://instagram.com/x"]);
    expect(data.priceRange).toBe("$20.50–$160");
    expect(data.makesOffer).toEqual([
      { "@type": "Offer", price: "160.00", priceCurrency: "USD", url: expect.stringMatching(/\/services$/), itemOffered: { "@type": "Service", name: "Hair & Makeup", category: "Women", description: "save — $15" } },
      { "@type": "Offer", price: "20.50", priceCurrency: "USD", url: expect.stringMatching(/\/services$/), itemOffered: { "@type": "Service", name: "Lash", category: "Additional" } },
    ]);
  });

  it("omits sameAs and priceRange when there is nothing to say", () => {
    const data = hairSalonJsonLd({ services: [], socialLinks: [] });
    expect(data).not.toHaveProperty("sameAs");
    expect(data).not.toHaveProperty("priceRange");
    expect(data.makesOffer).toEqual([]);
  });
});

describe("serializeJsonLd", () => {
  it("cannot be broken out of by a stored </script>", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
