import { getImageProps } from "next/image";
import { GALLERY_SCRIPT, LIGHTBOX_ID, tabClass } from "@/components/site/gallery/gallery-script";
import { PageHeader } from "@/components/site/page-header";
import { StaticPage, type ShellProps } from "@/components/site/static-page";
import { uncachedPublicReads } from "@/lib/cache/public-reads";
import { staticPageProps } from "@/lib/cache/static-pages";
import { GALLERY_SECTIONS, SECTION_LABELS, type GalleryContent, type GalleryImageDto, type GallerySection } from "@/lib/gallery/dto";
import type { PublicPageMeta } from "@/lib/seo/metadata";

// Served without the React runtime (lib/cache/static-pages.ts explains why and how it stays fresh); the
// tabs and the lightbox are one small inline script (components/site/gallery/gallery-script.ts).
export const config = { runtime: "nodejs", unstable_runtimeJS: false };

const META: PublicPageMeta = {
  title: "Gallery",
  description: "Bridal, editorial and ballroom hair and makeup by our studio.",
  path: "/gallery",
};

// Rows of 4 on wide screens, 3 on tablets, 2 on phones; the container is at most 72rem (6xl).
const THUMBNAIL_SIZES = "(min-width: 1152px) 270px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 48vw";

interface Props {
  shell: ShellProps;
  gallery: GalleryContent;
}

export const getStaticProps = () => staticPageProps<Omit<Props, "shell">>({ gallery: uncachedPublicReads.gallery() });

function Thumbnail({ section, image, index }: { section: GallerySection; image: GalleryImageDto; index: number }) {
  const label = SECTION_LABELS[section];
  // The first row of the first tab is above the fold; everything else loads lazily.
  const firstRow = section === "bridal" && index < 4;
  const { props: thumbnail } = getImageProps({ src: image.thumbnailUrl, alt: `${label} look ${index + 1}`, fill: true, sizes: THUMBNAIL_SIZES, preload: firstRow });
  const full = image.fullSizeUrl ? getImageProps({ src: image.fullSizeUrl, alt: "", fill: true, sizes: "100vw" }).props : null;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      data-look
      data-section={section}
      data-label={label}
      data-index={index}
      data-full-src={full?.src}
      data-full-srcset={full?.srcSet}
      data-full-sizes={full?.sizes}
      className="group relative block aspect-[4/5] w-full overflow-hidden rounded-card bg-sand shadow-sm"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's optimised URLs without its client component */}
      <img {...thumbnail} alt={thumbnail.alt} className="object-cover transition-transform duration-500 group-hover:scale-[1.03]" />
    </button>
  );
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
                  const { props: thumbnail } = getImageProps({ src: image.thumbnailUrl, alt: `${label} look ${index + 1}`, fill: true, sizes: THUMBNAIL_SIZES });
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

export default function GalleryPage({ shell, gallery }: Props) {
  const noScript = (
    <noscript>
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_CSS }} />
    </noscript>
  );
  return (
    <>
      <StaticPage meta={META} shell={shell} head={noScript}>
        <div className="mx-auto max-w-6xl px-5 pb-section">
          <PageHeader eyebrow="Portfolio" title="Gallery" lead="Looks we have created for brides, photo shoots and the competition floor." />
          <div data-gallery>
            <div role="tablist" aria-label="Gallery sections" className="mb-8 flex justify-center gap-2 sm:mb-10 sm:gap-4">
              {GALLERY_SECTIONS.map((section, i) => (
                <button
                  key={section}
                  type="button"
                  role="tab"
                  id={`tab-${section}`}
                  aria-controls={`panel-${section}`}
                  aria-selected={i === 0}
                  tabIndex={i === 0 ? 0 : -1}
                  className={tabClass(i === 0)}
                >
                  {SECTION_LABELS[section]}
                </button>
              ))}
            </div>

            {GALLERY_SECTIONS.map((section, i) => {
              const images = gallery[section].images;
              return (
                <div key={section} role="tabpanel" id={`panel-${section}`} aria-labelledby={`tab-${section}`} hidden={i !== 0}>
                  {images.length === 0 ? (
                    <p className="py-16 text-center text-muted">New {SECTION_LABELS[section].toLowerCase()} looks are coming soon.</p>
                  ) : (
                    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
                      {images.map((image, index) => (
                        <li key={`${image.thumbnailUrl}-${index}`}>
                          <Thumbnail section={section} image={image} index={index} />
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
          </div>

          <GalleryWithoutScript gallery={gallery} />

          {/* One modal lightbox for every image (showModal: the page behind is inert, Esc closes). */}
          <dialog id={LIGHTBOX_ID} aria-labelledby={`${LIGHTBOX_ID}-title`} className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink p-0 text-white backdrop:bg-black/70">
            <div className="flex h-full flex-col">
              <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
                <h2 id={`${LIGHTBOX_ID}-title`} className="font-serif text-xl">
                  <span data-title /> <span data-count className="text-white/80" />
                </h2>
                <button type="button" data-close aria-label="Close" className="rounded-full px-3 py-1 text-2xl leading-none hover:bg-white/10">
                  ✕
                </button>
              </div>
              <div className="relative flex min-h-0 flex-1 items-center justify-center px-14 pb-6 sm:px-20">
                <div data-frame className="relative h-full w-full" />
                <p data-unavailable hidden className="rounded-card border border-white/30 px-8 py-6 text-lg">
                  Image not available
                </p>
                <button type="button" data-prev aria-label="Previous image" className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/10 px-3 py-2 text-3xl leading-none hover:bg-white/20 sm:left-4">
                  ‹
                </button>
                <button type="button" data-next aria-label="Next image" className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/10 px-3 py-2 text-3xl leading-none hover:bg-white/20 sm:right-4">
                  ›
                </button>
              </div>
            </div>
          </dialog>
        </div>
      </StaticPage>
      <script dangerouslySetInnerHTML={{ __html: GALLERY_SCRIPT }} />
    </>
  );
}
