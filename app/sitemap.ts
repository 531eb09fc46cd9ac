import type { MetadataRoute } from "next";
import { PUBLIC_NAV } from "@/components/site/nav-links";
import { getPublicGallery } from "@/lib/cache/public-reads";
import { GALLERY_SECTIONS } from "@/lib/gallery/dto";
import { studio } from "@/lib/env";

// Read like the pages (lib/cache/public-reads.ts): a gallery write expires it with /gallery.
export const revalidate = 300;

const PRIORITY: Record<string, number> = { "/": 1, "/services": 0.9, "/bookanappointment": 0.9 };

const absolute = (url: string) => new URL(url, studio.siteUrl).toString();

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const gallery = await getPublicGallery();
  // The gallery's full-size images (else thumbnails), so image search finds the studio's work.
  const galleryImages = GALLERY_SECTIONS.flatMap((section) => gallery[section].images.map((image) => absolute(image.fullSizeUrl ?? image.thumbnailUrl)));
  return PUBLIC_NAV.map((item) => ({
    url: `${studio.siteUrl}${item.href === "/" ? "/" : item.href}`,
    changeFrequency: item.href === "/schedule" ? "weekly" : "monthly",
    priority: PRIORITY[item.href] ?? 0.7,
    ...(item.href === "/gallery" && galleryImages.length ? { images: galleryImages } : {}),
  }));
}
