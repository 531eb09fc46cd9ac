import { after } from "next/server";
import { ValidationError } from "@/lib/errors";
import { storeTempUpload, sweepTempUploads, IMAGE_TOO_LARGE, MAX_UPLOAD_BYTES, prepareGalleryUpload } from "@/lib/gallery";
import { uploadFieldsSchema } from "@/lib/gallery/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readMultipartForm } from "@/lib/http/multipart";
import { enforceRateLimit } from "@/lib/rate-limit";

// Room for the multipart boundaries and the small text fields around the one file.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const POST = apiRoute("POST /api/content/upload-gallery", { access: ["edit_gallery"], rawBody: true }, async ({ request, principal }) => {
  const userId = principal!.user.id;
  await enforceRateLimit("gallery-upload", userId);
  const form = await readMultipartForm(request, MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES, IMAGE_TOO_LARGE);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const fields = uploadFieldsSchema.parse({ uploadId: text("uploadId"), type: text("type"), generateThumbnail: text("generateThumbnail") });
  const file = form.get("images");
  if (!(file instanceof File)) throw new ValidationError("Choose an image file to upload.", { images: "Choose an image file to upload." });

  const prepared = await prepareGalleryUpload(Buffer.from(await file.arrayBuffer()), fields.type, fields.generateThumbnail);
  const files = await storeTempUpload({ uploadId: fields.uploadId, userId, prepared });
  // Opportunistic cleanup of abandoned uploads, after the response has gone out.
  after(() => sweepTempUploads().catch((error) => console.error("Temp upload sweep failed:", error)));
  return { files };
});
