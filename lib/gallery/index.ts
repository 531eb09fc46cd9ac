// The gallery: images per section in position order, temporary uploads awaiting their partner,
// and the moves between them. Every change to a stored object happens inside the transaction that
// changes its row, so a failure rolls the row back and nothing is left pointing nowhere or orphaned.
import "server-only";
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { ConflictError, ValidationError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getStorage, type StorageAdapter } from "@/lib/storage";
import type { PreparedUpload } from "./images";
import { GALLERY_ORDER, IMAGE_FIELDS, readGallerySection, toDto } from "./read";
import { BOTH_IMAGES_NEEDED, type GalleryImageDto, type GallerySection, type ImageRef, type UploadedFile, type UploadType } from "./schema";

export { emptyGallery, readGallery, readGallerySection } from "./read";
export { IMAGE_TOO_LARGE, MAX_UPLOAD_BYTES, prepareGalleryUpload } from "./images";

type Tx = Prisma.TransactionClient;
// Storage calls run inside these transactions, so allow for a slow provider.
const TX_OPTIONS = { timeout: 30_000, maxWait: 10_000 };

/** Serialises writers of one section (merge, delete, reorder) for the rest of the transaction. */
async function lockSection(tx: Tx, section: GallerySection): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`gallery:${section}`}))`;
}

async function deleteObjects(storage: StorageAdapter, keys: string[]): Promise<void> {
  for (const key of keys) await storage.delete(key);
}

/**
 * Stores the prepared image(s) of one upload as temporary uploads of `userId` under `uploadId`.
 * A second upload of the same type under the same id replaces the first (its object is deleted).
 */
export async function storeTempUpload(
  input: { uploadId: string; userId: string; prepared: PreparedUpload },
  storage: StorageAdapter = getStorage(),
): Promise<UploadedFile[]> {
  const pieces = (["fullSize", "thumbnail"] as const).flatMap((type) => (input.prepared[type] ? [{ type, body: input.prepared[type] }] : []));
  const stored: { type: UploadType; key: string; url: string }[] = [];
  try {
    for (const piece of pieces) {
      const key = `gallery/${randomUUID()}-${piece.type === "fullSize" ? "full" : "thumb"}.webp`;
      const object = await storage.put(key, piece.body, "image/webp");
      stored.push({ type: piece.type, key: object.key, url: object.url });
    }
    await prisma.$transaction(async (tx) => {
      const replaced = await tx.tempUpload.findMany({ where: { uploadId: input.uploadId, userId: input.userId, type: { in: pieces.map((p) => p.type) } } });
      await tx.tempUpload.deleteMany({ where: { id: { in: replaced.map((r) => r.id) } } });
      await tx.tempUpload.createMany({ data: stored.map((s) => ({ uploadId: input.uploadId, userId: input.userId, type: s.type, storageKey: s.key, url: s.url })) });
      await deleteObjects(storage, replaced.map((r) => r.storageKey));
    }, TX_OPTIONS);
  } catch (error) {
    await deleteObjects(storage, stored.map((s) => s.key)).catch((cleanup) => console.error("Could not remove an unrecorded upload:", cleanup));
    throw error;
  }
  return stored.map((s) => (s.type === "fullSize" ? { fullSizeUrl: s.url } : { thumbnailUrl: s.url }));
}

/** Adds the full-size + thumbnail pair of `uploadId` to the end of `section`; returns the section. */
export async function mergeTempUploads(
  input: { uploadId: string; userId: string; section: GallerySection },
  storage: StorageAdapter = getStorage(),
): Promise<GalleryImageDto[]> {
  return prisma.$transaction(async (tx) => {
    await lockSection(tx, input.section);
    const uploads = await tx.tempUpload.findMany({ where: { uploadId: input.uploadId, userId: input.userId }, orderBy: { createdAt: "desc" } });
    const fullSize = uploads.find((u) => u.type === "fullSize");
    const thumbnail = uploads.find((u) => u.type === "thumbnail");
    if (!fullSize || !thumbnail) throw new ValidationError(BOTH_IMAGES_NEEDED);
    const removed = await tx.tempUpload.deleteMany({ where: { id: { in: uploads.map((u) => u.id) } } });
    if (removed.count !== uploads.length) throw new ConflictError("These uploads were removed meanwhile. Please upload the images again.");
    const last = await tx.galleryImage.aggregate({ where: { section: input.section }, _max: { position: true } });
    await tx.galleryImage.create({ data: { section: input.section, position: (last._max.position ?? -1) + 1, fullSizeUrl: fullSize.url, thumbnailUrl: thumbnail.url } });
    // Older duplicates of the same id and type (two uploads racing) would otherwise be orphaned.
    const superseded = uploads.filter((u) => u !== fullSize && u !== thumbnail);
    await deleteObjects(storage, superseded.map((u) => u.storageKey));
    return readGallerySection(input.section, tx);
  }, TX_OPTIONS);
}

export const NOT_A_TEMP_UPLOAD = "Only temporary images you uploaded and have not added to the gallery can be deleted.";

/** Deletes the listed temporary uploads of `userId`: all of them, or (400) none when any URL is not one. */
export async function deleteTempUploads(urls: string[], userId: string, storage: StorageAdapter = getStorage()): Promise<number> {
  const wanted = [...new Set(urls)];
  return prisma.$transaction(async (tx) => {
    const rows = await tx.tempUpload.findMany({ where: { url: { in: wanted }, userId } });
    if (rows.length !== wanted.length) throw new ValidationError(NOT_A_TEMP_UPLOAD);
    for (const row of rows) {
      const { count } = await tx.tempUpload.deleteMany({ where: { id: row.id } });
      if (count !== 1) throw new ValidationError(NOT_A_TEMP_UPLOAD);
    }
    await deleteObjects(storage, rows.map((r) => r.storageKey));
    return rows.length;
  }, TX_OPTIONS);
}

export const NOT_IN_SECTION = "That image is not in this gallery section.";

/** Deletes one image of `section`, identified by the URLs the server issued for it, and its stored objects. */
export async function deleteGalleryImage(input: { section: GallerySection } & ImageRef, storage: StorageAdapter = getStorage()): Promise<GalleryImageDto[]> {
  return prisma.$transaction(async (tx) => {
    await lockSection(tx, input.section);
    const row = await tx.galleryImage.findFirst({ where: { section: input.section, thumbnailUrl: input.thumbnailUrl, fullSizeUrl: input.fullSizeUrl }, orderBy: [...GALLERY_ORDER] });
    if (!row) throw new ValidationError(NOT_IN_SECTION);
    await tx.galleryImage.delete({ where: { id: row.id } });
    const urls = [row.fullSizeUrl, row.thumbnailUrl].filter((u): u is string => !!u);
    const stillUsed = await tx.galleryImage.findMany({ where: { OR: [{ fullSizeUrl: { in: urls } }, { thumbnailUrl: { in: urls } }] }, select: { fullSizeUrl: true, thumbnailUrl: true } });
    const used = new Set(stillUsed.flatMap((r) => [r.fullSizeUrl, r.thumbnailUrl]));
    const keys = urls.filter((u) => !used.has(u)).map((u) => storage.keyForUrl(u));
    await deleteObjects(storage, keys.filter((k): k is string => k !== null));
    return readGallerySection(input.section, tx);
  }, TX_OPTIONS);
}

/** Sets the alt text of one image of `section` (empty → the default); returns the section. */
export async function setGalleryImageAlt(input: { section: GallerySection; altText: string } & ImageRef): Promise<GalleryImageDto[]> {
  return prisma.$transaction(async (tx) => {
    await lockSection(tx, input.section);
    const row = await tx.galleryImage.findFirst({ where: { section: input.section, thumbnailUrl: input.thumbnailUrl, fullSizeUrl: input.fullSizeUrl }, orderBy: [...GALLERY_ORDER] });
    if (!row) throw new ValidationError(NOT_IN_SECTION);
    await tx.galleryImage.update({ where: { id: row.id }, data: { altText: input.altText } });
    return readGallerySection(input.section, tx);
  });
}

export const ORDER_MISMATCH = "The image list must contain exactly the images currently in this section.";

/** Puts `section` in the order of `images`, which must be exactly the section's current images. */
export async function reorderGallerySection(section: GallerySection, images: ImageRef[]): Promise<GalleryImageDto[]> {
  return prisma.$transaction(async (tx) => {
    await lockSection(tx, section);
    const rows = await tx.galleryImage.findMany({ where: { section }, select: IMAGE_FIELDS, orderBy: [...GALLERY_ORDER] });
    if (rows.length !== images.length) throw new ValidationError(ORDER_MISMATCH);
    const remaining = [...rows];
    const ordered = images.map((image) => {
      const index = remaining.findIndex((r) => r.thumbnailUrl === image.thumbnailUrl && r.fullSizeUrl === image.fullSizeUrl);
      if (index < 0) throw new ValidationError(ORDER_MISMATCH);
      return remaining.splice(index, 1)[0];
    });
    for (const [position, row] of ordered.entries()) {
      if (row.position !== position) await tx.galleryImage.update({ where: { id: row.id }, data: { position } });
    }
    return ordered.map(toDto);
  }, TX_OPTIONS);
}

/** Removes temporary uploads (rows and objects) older than `olderThanHours`. Returns how many. */
export async function sweepTempUploads(olderThanHours = 24, options: { storage?: StorageAdapter; now?: Date; batch?: number } = {}): Promise<number> {
  const storage = options.storage ?? getStorage();
  const cutoff = new Date((options.now ?? new Date()).getTime() - olderThanHours * 3_600_000);
  const stale = await prisma.tempUpload.findMany({ where: { createdAt: { lt: cutoff } }, select: { id: true, storageKey: true }, orderBy: { createdAt: "asc" }, take: options.batch ?? 200 });
  let removed = 0;
  for (const upload of stale) {
    try {
      removed += await prisma.$transaction(async (tx) => {
        const { count } = await tx.tempUpload.deleteMany({ where: { id: upload.id } });
        if (count === 1) await storage.delete(upload.storageKey);
        return count;
      }, TX_OPTIONS);
    } catch (error) {
      console.error(`Temp upload sweep: could not remove ${upload.storageKey}:`, (error as Error).message);
    }
  }
  return removed;
}
