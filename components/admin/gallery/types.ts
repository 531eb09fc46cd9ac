import type { GalleryImageDto } from "@/lib/gallery/schema";

export type UploadedFile = { fullSizeUrl?: string; thumbnailUrl?: string };
export type SectionImages = GalleryImageDto[];
