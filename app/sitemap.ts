import type { MetadataRoute } from "next";
import { PUBLIC_NAV } from "@/components/site/nav-links";
import { studio } from "@/lib/env";

const PRIORITY: Record<string, number> = { "/": 1, "/services": 0.9, "/bookanappointment": 0.9 };

export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_NAV.map((item) => ({
    url: `${studio.siteUrl}${item.href === "/" ? "/" : item.href}`,
    changeFrequency: item.href === "/schedule" ? "weekly" : "monthly",
    priority: PRIORITY[item.href] ?? 0.7,
  }));
}
