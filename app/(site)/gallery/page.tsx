import type { Metadata } from "next";
import { GalleryTabs } from "@/components/site/gallery/gallery-tabs";
import { getPublicGallery } from "@/lib/cache/public-reads";

export const revalidate = 300;

export const metadata: Metadata = {
  title: "Gallery",
  description: "Bridal, editorial and ballroom hair and makeup by our studio.",
  alternates: { canonical: "/gallery" },
};

export default async function GalleryPage() {
  const gallery = await getPublicGallery();
  return (
    <div className="mx-auto max-w-6xl px-5 pb-section">
      <header className="py-14 text-center">
        <p className="text-sm uppercase tracking-[0.3em] text-muted">Portfolio</p>
        <h1 className="mt-3 font-serif text-display font-semibold">Gallery</h1>
        <p className="mx-auto mt-4 max-w-xl text-lead text-muted">Looks we have created for brides, photo shoots and the competition floor.</p>
      </header>
      <GalleryTabs gallery={gallery} />
    </div>
  );
}
