"use client";
import { useState } from "react";
import { GALLERY_SECTIONS, SECTION_LABELS, type GalleryContent, type GalleryImageDto, type GallerySection } from "@/lib/gallery/schema";
import { useAdminApi } from "../admin-api";
import { SectionImages } from "./section-images";
import { SectionUploader } from "./section-uploader";
import { useTempUploads } from "./temp-uploads";

/** The gallery editor; the page loads the gallery on the server. */
export function GalleryEditor({ initial }: { initial: GalleryContent }) {
  const api = useAdminApi();
  const temp = useTempUploads(api.csrfToken);
  const [gallery, setGallery] = useState<GalleryContent>(initial);

  const setSection = (section: GallerySection) => (images: GalleryImageDto[]) => setGallery((g) => ({ ...g, [section]: { images } }));

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-serif text-title font-semibold">Gallery</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Each image needs a full-size version (shown in the lightbox) and a thumbnail (shown in the grid). Upload both under a section, or let the thumbnail be generated from the
        full-size image. Images are added to the end of the section; use the arrows to change the order.
      </p>
      {GALLERY_SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`section-${section}`} className="mt-8 rounded-card border border-line bg-white p-5 sm:p-6">
          <h2 id={`section-${section}`} className="font-serif text-2xl font-semibold">
            {SECTION_LABELS[section]}
          </h2>
          <SectionUploader section={section} temp={temp} onMerged={setSection(section)} />
          <SectionImages section={section} images={gallery[section].images} onChange={setSection(section)} />
        </section>
      ))}
    </div>
  );
}
