"use client";
// Tabs (WAI-ARIA tabs pattern, automatic activation) over the thumbnail grids, and the lightbox.
import Image from "next/image";
import { useRef, useState } from "react";
import { GALLERY_SECTIONS, SECTION_LABELS, type GalleryContent, type GallerySection } from "@/lib/gallery/dto";
import { Lightbox } from "./lightbox";

// Rows of 4 on wide screens, 3 on tablets, 2 on phones; the container is at most 72rem (6xl).
const THUMBNAIL_SIZES = "(min-width: 1152px) 270px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 48vw";

export function GalleryTabs({ gallery }: { gallery: GalleryContent }) {
  const [active, setActive] = useState<GallerySection>("bridal");
  const [viewing, setViewing] = useState<{ section: GallerySection; index: number } | null>(null);
  const tabs = useRef(new Map<GallerySection, HTMLButtonElement>());
  const thumbnails = useRef(new Map<string, HTMLButtonElement>());

  function onTabKeyDown(event: React.KeyboardEvent) {
    const current = GALLERY_SECTIONS.indexOf(active);
    const last = GALLERY_SECTIONS.length - 1;
    const target = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const section = GALLERY_SECTIONS[target];
    setActive(section);
    tabs.current.get(section)?.focus();
  }

  function closeLightbox() {
    if (!viewing) return;
    // Focus goes back to the thumbnail of the image last shown (the one opened, unless the visitor moved on).
    const thumbnail = thumbnails.current.get(`${viewing.section}-${viewing.index}`);
    setViewing(null);
    requestAnimationFrame(() => thumbnail?.focus());
  }

  return (
    <div>
      <div role="tablist" aria-label="Gallery sections" onKeyDown={onTabKeyDown} className="mb-8 flex justify-center gap-2 sm:mb-10 sm:gap-4">
        {GALLERY_SECTIONS.map((section) => {
          const selected = section === active;
          return (
            <button
              key={section}
              ref={(node) => {
                if (node) tabs.current.set(section, node);
              }}
              type="button"
              role="tab"
              id={`tab-${section}`}
              aria-controls={`panel-${section}`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(section)}
              className={`rounded-full border px-4 py-2 text-xs font-medium uppercase tracking-wider transition-colors sm:px-7 sm:text-sm sm:tracking-widest ${
                selected ? "border-accent bg-accent text-white" : "border-line bg-white/60 text-muted hover:border-accent hover:text-accent"
              }`}
            >
              {SECTION_LABELS[section]}
            </button>
          );
        })}
      </div>

      {GALLERY_SECTIONS.map((section) => {
        const images = gallery[section].images;
        return (
          <div key={section} role="tabpanel" id={`panel-${section}`} aria-labelledby={`tab-${section}`} hidden={section !== active}>
            {images.length === 0 ? (
              <p className="py-16 text-center text-muted">New {SECTION_LABELS[section].toLowerCase()} looks are coming soon.</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
                {images.map((image, index) => (
                  <li key={`${image.thumbnailUrl}-${index}`}>
                    <button
                      ref={(node) => {
                        if (node) thumbnails.current.set(`${section}-${index}`, node);
                      }}
                      type="button"
                      aria-haspopup="dialog"
                      onClick={() => setViewing({ section, index })}
                      className="group relative block aspect-[4/5] w-full overflow-hidden rounded-card bg-sand shadow-sm"
                    >
                      <Image
                        src={image.thumbnailUrl}
                        alt={`${SECTION_LABELS[section]} look ${index + 1}`}
                        fill
                        sizes={THUMBNAIL_SIZES}
                        // The first row of the first tab is above the fold; everything else loads lazily.
                        preload={section === "bridal" && index < 4}
                        className="object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                      />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}

      {viewing ? (
        <Lightbox
          images={gallery[viewing.section].images}
          index={viewing.index}
          label={SECTION_LABELS[viewing.section]}
          onMove={(index) => setViewing({ section: viewing.section, index })}
          onClose={closeLightbox}
        />
      ) : null}
    </div>
  );
}
