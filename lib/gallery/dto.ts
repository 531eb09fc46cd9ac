// Gallery shapes the public page's client components need, without zod (lib/gallery/schema.ts
// re-exports them beside the request schemas): a content page does not download the validator.
export const GALLERY_SECTIONS = ["bridal", "editorial", "ballroom"] as const;
export type GallerySection = (typeof GALLERY_SECTIONS)[number];
export const SECTION_LABELS: Record<GallerySection, string> = { bridal: "Bridal", editorial: "Editorial", ballroom: "Ballroom" };

export const UPLOAD_TYPES = ["fullSize", "thumbnail"] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export interface GalleryImageDto {
  fullSizeUrl: string | null;
  thumbnailUrl: string;
  /** Staff's description of the image; empty → {@link galleryImageAlt}'s default. */
  altText: string;
}

/** The image's alt text on the public gallery: staff's own, else "Bridal look 3" (its place in the section). */
export const galleryImageAlt = (section: GallerySection, index: number, altText: string): string => altText.trim() || `${SECTION_LABELS[section]} look ${index + 1}`;

/** The same in the lightbox, where the default says it is the full-size image. */
export const galleryFullSizeAlt = (section: GallerySection, index: number, altText: string): string => altText.trim() || `${SECTION_LABELS[section]} look ${index + 1}, full size`;

export const MAX_ALT_TEXT = 250;
export type GalleryContent = Record<GallerySection, { images: GalleryImageDto[] }>;
/** One entry of upload-gallery's `files`. */
export type UploadedFile = { fullSizeUrl: string; thumbnailUrl?: never } | { thumbnailUrl: string; fullSizeUrl?: never };
export * from "./constants";
