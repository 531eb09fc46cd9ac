import { expireTag } from "@/lib/cache/invalidate";
import { TAGS } from "@/lib/cache/tags";
import { reorderGallerySection } from "@/lib/gallery";
import { updateImageOrderSchema } from "@/lib/gallery/schema";
import { apiRoute } from "@/lib/http/api-route";

export const PUT = apiRoute("PUT /api/content/update-image-order", { access: ["edit_gallery"], body: updateImageOrderSchema }, async ({ body }) => {
  const files = await reorderGallerySection(body.section, body.images);
  await expireTag(TAGS.gallery);
  return { update: true, files };
});
