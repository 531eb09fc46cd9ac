// Reading the gallery: no storage, no image processing, so public pages import only this.
import "server-only";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { GalleryContent, GalleryImageDto, GallerySection } from "./schema";

type Tx = Prisma.TransactionClient;

export const IMAGE_FIELDS = { id: true, fullSizeUrl: true, thumbnailUrl: true, altText: true, position: true } as const;
export const GALLERY_ORDER = [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }] as const satisfies Prisma.GalleryImageOrderByWithRelationInput[];

export const toDto = (row: { fullSizeUrl: string | null; thumbnailUrl: string; altText: string }): GalleryImageDto => ({ fullSizeUrl: row.fullSizeUrl, thumbnailUrl: row.thumbnailUrl, altText: row.altText });

export function emptyGallery(): GalleryContent {
  return { bridal: { images: [] }, editorial: { images: [] }, ballroom: { images: [] } };
}

export async function readGallery(): Promise<GalleryContent> {
  const rows = await prisma.galleryImage.findMany({ select: { ...IMAGE_FIELDS, section: true }, orderBy: [...GALLERY_ORDER] });
  const gallery = emptyGallery();
  for (const row of rows) gallery[row.section].images.push(toDto(row));
  return gallery;
}

export async function readGallerySection(section: GallerySection, tx: Tx = prisma): Promise<GalleryImageDto[]> {
  const rows = await tx.galleryImage.findMany({ where: { section }, select: IMAGE_FIELDS, orderBy: [...GALLERY_ORDER] });
  return rows.map(toDto);
}
