// Private reference photos of a client's past looks: the gallery's upload checks and
// re-encoding (prepareGalleryUpload: type from the bytes, 10 MB and 40 MP limits, EXIF/GPS dropped,
// WebP full size + thumbnail), stored in the database so nothing reaches the public /uploads route or a
// public CDN; served by GET /api/clients/:id/photos/:photoId to manage_bookings staff only.
import "server-only";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { prepareGalleryUpload } from "@/lib/gallery/images";
import { actorName, type Actor } from "@/lib/auth/dto";

export const MAX_CLIENT_PHOTOS = 6;
export const TOO_MANY_PHOTOS = `A client card holds at most ${MAX_CLIENT_PHOTOS} photos. Delete one first.`;

type PhotoCounter = Pick<Prisma.TransactionClient, "clientPhoto">;

/**
 * The one photo-cap rule, for an upload and for a merge alike: `clientIds` (locked by the caller) will
 * hold `adding` more photos on one card; over the cap is a 409 that says how many to delete first.
 * A merge is refused rather than trimmed: a reference photo is never dropped without staff choosing it.
 */
export async function assertPhotoRoom(tx: PhotoCounter, clientIds: readonly string[], adding: number): Promise<void> {
  const held = await tx.clientPhoto.count({ where: { clientId: { in: [...clientIds] } } });
  const over = held + adding - MAX_CLIENT_PHOTOS;
  if (over <= 0) return;
  if (adding > 0) throw new ConflictError(TOO_MANY_PHOTOS);
  throw new ConflictError(
    `Together these clients have ${held} photos and a client card holds at most ${MAX_CLIENT_PHOTOS}. Delete ${over} ${over === 1 ? "photo" : "photos"} from either card first.`,
  );
}

export interface ClientPhotoDto {
  _id: string;
  caption: string;
  authorName: string;
  createdAt: string;
}

export async function listClientPhotos(clientId: string): Promise<ClientPhotoDto[]> {
  const rows = await prisma.clientPhoto.findMany({ where: { clientId }, orderBy: { createdAt: "desc" }, select: { id: true, caption: true, authorName: true, createdAt: true } });
  return rows.map((r) => ({ _id: r.id, caption: r.caption, authorName: r.authorName, createdAt: r.createdAt.toISOString() }));
}

export async function addClientPhoto(clientId: string, bytes: Buffer, caption: string, actor: Actor): Promise<ClientPhotoDto> {
  const client = await prisma.client.findUnique({ where: { id: clientId }, select: { mergedIntoId: true, erasedAt: true } });
  if (!client || client.mergedIntoId) throw new NotFoundError("Client not found");
  if (client.erasedAt) throw new ConflictError("This client's data was erased.");
  const prepared = await prepareGalleryUpload(bytes, "fullSize", true);
  return prisma.$transaction(async (tx) => {
    // Lock the client so two uploads at once cannot pass the limit together.
    await tx.$queryRaw`SELECT "id" FROM "Client" WHERE "id" = ${clientId} FOR UPDATE`;
    await assertPhotoRoom(tx, [clientId], 1);
    const row = await tx.clientPhoto.create({
      data: { clientId, image: new Uint8Array(prepared.fullSize!), thumbnail: new Uint8Array(prepared.thumbnail!), caption, authorId: actor.id, authorName: actorName(actor) },
      select: { id: true, caption: true, authorName: true, createdAt: true },
    });
    return { _id: row.id, caption: row.caption, authorName: row.authorName, createdAt: row.createdAt.toISOString() };
  });
}

export async function readClientPhoto(clientId: string, photoId: string, size: "full" | "thumb"): Promise<Uint8Array> {
  const row = await prisma.clientPhoto.findFirst({ where: { id: photoId, clientId }, select: { image: size === "full", thumbnail: size === "thumb" } });
  const bytes = size === "full" ? row?.image : row?.thumbnail;
  if (!bytes) throw new NotFoundError("Photo not found");
  return bytes;
}

export async function deleteClientPhoto(clientId: string, photoId: string): Promise<{ deleted: true }> {
  const { count } = await prisma.clientPhoto.deleteMany({ where: { id: photoId, clientId } });
  if (count === 0) throw new NotFoundError("Photo not found");
  return { deleted: true };
}
