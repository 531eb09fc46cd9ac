import { expireTag } from "@/lib/cache/invalidate";
import { TAGS } from "@/lib/cache/tags";
import { mergeTempUploads } from "@/lib/gallery";
import { mergeGallerySchema } from "@/lib/gallery/schema";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute("POST /api/content/merge-gallery", { access: ["edit_gallery"], body: mergeGallerySchema }, async ({ body, principal }) => {
  const files = await mergeTempUploads({ uploadId: body.uploadId, section: body.section, userId: principal!.user.id });
  await expireTag(TAGS.gallery);
  return { files };
});
