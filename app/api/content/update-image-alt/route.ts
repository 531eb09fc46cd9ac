import { expireTag } from "@/lib/cache/invalidate";
import { TAGS } from "@/lib/cache/tags";
import { setGalleryImageAlt } from "@/lib/gallery";
import { updateImageAltSchema } from "@/lib/gallery/schema";
import { apiRoute } from "@/lib/http/api-route";

// Edit Gallery: one image's alt text (empty → "<Section> look <n>"), shown on the public gallery and lightbox.
export const PUT = apiRoute("PUT /api/content/update-image-alt", { access: ["edit_gallery"], body: updateImageAltSchema }, async ({ body }) => {
  const files = await setGalleryImageAlt(body);
  await expireTag(TAGS.gallery);
  return { update: true, files };
});
