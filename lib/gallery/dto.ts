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
}
export type GalleryContent = Record<GallerySection, { images: GalleryImageDto[] }>;
/** One entry of upload-gallery's `files`. */
export type UploadedFile = { fullSizeUrl: string; thumbnailUrl?: never } | { thumbnailUrl: string; fullSizeUrl?: never };
