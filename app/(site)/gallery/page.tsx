import { getImageProps } from "next/image";
import { GalleryTabs } from "@/components/site/gallery/gallery-tabs";
import type { FullSizeImage } from "@/components/site/gallery/lightbox";
import { PageHeader } from "@/components/site/page-header";
import { getPublicGallery } from "@/lib/cache/public-reads";
import { GALLERY_SECTIONS, galleryFullSizeAlt, galleryImageAlt, SECTION_LABELS, type GalleryContent, type GalleryImageDto, type GallerySection } from "@/lib/gallery/dto";
import { publicPageMetadata } from "@/lib/seo/metadata";

// Static, refreshed by tag (lib/cache/public-reads.ts) and every 5 minutes. The thumbnails are
// server-rendered; the tabs and the lightbox are one small client component.
export const revalidate = 300;

export const metadata = publicPageMetadata({
  title: "Gallery",
  description: "Bridal, editorial and ballroom hair and makeup by our studio.",
  path: "/gallery",
});

// Rows of 4 on wide screens, 3 on tablets, 2 on phones; the container is at most 72rem (6xl).
const THUMBNAIL_SIZES = "(min-width: 1152px) 270px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 48vw";

function Thumbnail({ section, image, index }: { section: GallerySection; image: GalleryImageDto; index: number }) {
  // The first row of the first tab is above the fold; everything else loads lazily.
  const firstRow = section === "bridal" && index < 4;
  const { props: thumbnail } = getImageProps({ src: image.thumbnailUrl, alt: galleryImageAlt(section, index, image.altText), fill: true, sizes: THUMBNAIL_SIZES, preload: firstRow });
  return (
    <button type="button" aria-haspopup="dialog" data-look={`${section}-${index}`} className="group relative block aspect-[4/5] w-full overflow-hidden rounded-card bg-sand shadow-sm">
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's optimised URLs without its client component */}
      <img {...thumbnail} alt={thumbnail.alt} className="object-cover transition-transform duration-500 group-hover:scale-[1.03]" />
    </button>
  );
}

function fullSize(section: GallerySection, image: GalleryImageDto, index: number): FullSizeImage | null {
  if (!image.fullSizeUrl) return null;
  const { src, srcSet, sizes } = getImageProps({ src: image.fullSizeUrl, alt: "", fill: true, sizes: "100vw" }).props;
  return { src, srcSet, sizes, alt: galleryFullSizeAlt(section, index, image.altText) };
}

// Without JavaScript the tabs cannot switch and the lightbox cannot open: the <noscript> list below
// (every section under its name, each thumbnail a link to its full-size image) replaces them.
const NO_SCRIPT_CSS = "[data-gallery]{display:none}";

/** Every section, one after another, for a visitor without JavaScript (inert markup otherwise). */
function GalleryWithoutScript({ gallery }: { gallery: GalleryContent }) {
  return (
    <noscript>
      {GALLERY_SECTIONS.map((section) => {
        const images = gallery[section].images;
        const label = SECTION_LABELS[section];
        return (
          <section key={section} aria-labelledby={`noscript-${section}`} className="mb-12">
            <h2 id={`noscript-${section}`} className="mb-6 text-center font-serif text-title font-semibold">
              {label}
            </h2>
            {images.length === 0 ? (
              <p className="text-center text-muted">New {label.toLowerCase()} looks are coming soon.</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
                {images.map((image, index) => {
                  const { props: thumbnail } = getImageProps({ src: image.thumbnailUrl, alt: galleryImageAlt(section, index, image.altText), fill: true, sizes: THUMBNAIL_SIZES });
                  const picture = (
                    // eslint-disable-next-line @next/next/no-img-element -- next/image's optimised URLs without its client component
                    <img {...thumbnail} alt={thumbnail.alt} className="object-cover" />
                  );
                  return (
                    <li key={`${image.thumbnailUrl}-${index}`} className="relative block aspect-[4/5] w-full overflow-hidden rounded-card bg-sand shadow-sm">
                      {image.fullSizeUrl ? <a href={image.fullSizeUrl}>{picture}</a> : picture}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </noscript>
  );
}

export default async function GalleryPage() {
  const gallery = await getPublicGallery();
  const panels = Object.fromEntries(
    GALLERY_SECTIONS.map((section) => {
      const images = gallery[section].images;
      const panel =
        images.length === 0 ? (
          <p className="py-16 text-center text-muted">New {SECTION_LABELS[section].toLowerCase()} looks are coming soon.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
            {images.map((image, index) => (
              <li key={`${image.thumbnailUrl}-${index}`}>
                <Thumbnail section={section} image={image} index={index} />
              </li>
            ))}
          </ul>
        );
      return [section, panel];
    }),
  ) as Record<GallerySection, React.ReactNode>;
  const fullSizes = Object.fromEntries(GALLERY_SECTIONS.map((section) => [section, gallery[section].images.map((image, index) => fullSize(section, image, index))])) as Record<GallerySection, (FullSizeImage | null)[]>;
  return (
    <div className="mx-auto max-w-6xl px-5 pb-section">
      <noscript>
        <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_CSS }} />
      </noscript>
      <PageHeader eyebrow="Portfolio" title="Gallery" lead="Looks we have created for brides, photo shoots and the competition floor." />
      <GalleryTabs panels={panels} images={fullSizes} />
      <GalleryWithoutScript gallery={gallery} />
    </div>
  );
}
