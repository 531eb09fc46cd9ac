import { revalidateTag } from "next/cache";
import { TAGS } from "@/lib/cache/tags";
import { deleteGalleryImage } from "@/lib/gallery";
import { deleteImageSchema } from "@/lib/gallery/schema";
import { apiRoute } from "@/lib/http/api-route";

export const DELETE = apiRoute("DELETE /api/content/delete-image", { body: deleteImageSchema }, async ({ body }) => {
  const files = await deleteGalleryImage({ section: body.section, fullSizeUrl: body.fullSizeUrl, thumbnailUrl: body.thumbnailUrl });
  revalidateTag(TAGS.gallery, { expire: 0 });
  return { deleted: true, files };
});
