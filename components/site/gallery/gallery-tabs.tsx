"use client";
// The gallery's tabs (WAI-ARIA tabs pattern, automatic activation) over the thumbnail grids, and the
// lightbox. The grids are server-rendered (the page passes them in as `panels`, thumbnails with plain
// <img>s of next/image's optimised URLs), so this client code holds only the behaviour: which tab is
// shown, and which image the lightbox shows (a thumbnail is a button with data-look="<section>-<index>").
import { useRef, useState, type ReactNode } from "react";
import { GALLERY_SECTIONS, SECTION_LABELS, type GallerySection } from "@/lib/gallery/dto";
import { Lightbox, type FullSizeImage } from "./lightbox";

const TAB_CLASS = "rounded-full border px-4 py-2 text-xs font-medium uppercase tracking-wider transition-colors sm:px-7 sm:text-sm sm:tracking-widest";
const tabClass = (selected: boolean) =>
  `${TAB_CLASS} ${selected ? "border-accent bg-accent text-white" : "border-line bg-white/60 text-muted hover:border-accent hover:text-accent"}`;

export function GalleryTabs({ panels, images }: { panels: Record<GallerySection, ReactNode>; images: Record<GallerySection, (FullSizeImage | null)[]> }) {
  const [active, setActive] = useState<GallerySection>("bridal");
  const [viewing, setViewing] = useState<{ section: GallerySection; index: number } | null>(null);
  const root = useRef<HTMLDivElement>(null);

  function select(section: GallerySection, focus: boolean) {
    setActive(section);
    if (focus) root.current?.querySelector<HTMLElement>(`#tab-${section}`)?.focus();
  }

  function onTabKeyDown(event: React.KeyboardEvent) {
    const current = GALLERY_SECTIONS.indexOf(active);
    const last = GALLERY_SECTIONS.length - 1;
    const target = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(GALLERY_SECTIONS[target], true);
  }

  function onClick(event: React.MouseEvent) {
    const look = (event.target as Element).closest<HTMLElement>("[data-look]")?.dataset.look;
    if (!look) return;
    const [section, index] = look.split("-") as [GallerySection, string];
    setViewing({ section, index: Number(index) });
  }

  function closeLightbox() {
    if (!viewing) return;
    // Focus goes back to the thumbnail of the image last shown (the one opened, unless the visitor moved on).
    const thumbnail = root.current?.querySelector<HTMLElement>(`[data-look="${viewing.section}-${viewing.index}"]`);
    setViewing(null);
    requestAnimationFrame(() => thumbnail?.focus());
  }

  return (
    <div ref={root} data-gallery onClick={onClick}>
      <div role="tablist" aria-label="Gallery sections" onKeyDown={onTabKeyDown} className="mb-8 flex justify-center gap-2 sm:mb-10 sm:gap-4">
        {GALLERY_SECTIONS.map((section) => (
          <button
            key={section}
            type="button"
            role="tab"
            id={`tab-${section}`}
            aria-controls={`panel-${section}`}
            aria-selected={section === active}
            tabIndex={section === active ? 0 : -1}
            onClick={() => select(section, false)}
            className={tabClass(section === active)}
          >
            {SECTION_LABELS[section]}
          </button>
        ))}
      </div>

      {GALLERY_SECTIONS.map((section) => (
        <div key={section} role="tabpanel" id={`panel-${section}`} aria-labelledby={`tab-${section}`} hidden={section !== active}>
          {panels[section]}
        </div>
      ))}

      {viewing ? (
        <Lightbox
          images={images[viewing.section]}
          index={viewing.index}
          label={SECTION_LABELS[viewing.section]}
          onMove={(index) => setViewing({ section: viewing.section, index })}
          onClose={closeLightbox}
        />
      ) : null}
    </div>
  );
}
