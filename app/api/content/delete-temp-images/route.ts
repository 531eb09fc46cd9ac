import { deleteTempUploads } from "@/lib/gallery";
import { deleteTempImagesSchema } from "@/lib/gallery/schema";
import { apiRoute } from "@/lib/http/api-route";

// csrfInBody: the editor also calls this with navigator.sendBeacon on page unload, which cannot set headers.
export const POST = apiRoute("POST /api/content/delete-temp-images", { access: ["edit_gallery"], body: deleteTempImagesSchema, csrfInBody: true }, async ({ body, principal }) => ({
  deleted: await deleteTempUploads(body.files, principal!.user.id),
}));
