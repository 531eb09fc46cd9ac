import { expireTag } from "@/lib/cache/invalidate";
import { TAGS } from "@/lib/cache/tags";
import { deleteGalleryImage } from "@/lib/gallery";
import { deleteImageSchema } from "@/lib/gallery/schema";
import { apiRoute } from "@/lib/http/api-route";

export const DELETE = apiRoute("DELETE /api/content/delete-image", { access: ["edit_gallery"], body: deleteImageSchema }, async ({ body }) => {
  const files = await deleteGalleryImage({ section: body.section, fullSizeUrl: body.fullSizeUrl, thumbnailUrl: body.thumbnailUrl });
  await expireTag(TAGS.gallery);
  return { deleted: true, files };
});
