import { GalleryTabs } from "@/components/site/gallery/gallery-tabs";
import { getPublicGallery } from "@/lib/cache/public-reads";
import { PageHeader } from "@/components/site/page-header";
import { publicPageMetadata } from "@/lib/seo/metadata";

export const revalidate = 300;

export const metadata = publicPageMetadata({
  title: "Gallery",
  description: "Bridal, editorial and ballroom hair and makeup by our studio.",
  path: "/gallery",
});

export default async function GalleryPage() {
  const gallery = await getPublicGallery();
  return (
    <div className="mx-auto max-w-6xl px-5 pb-section">
      <PageHeader eyebrow="Portfolio" title="Gallery" lead="Looks we have created for brides, photo shoots and the competition floor." />
      <GalleryTabs gallery={gallery} />
    </div>
  );
}
