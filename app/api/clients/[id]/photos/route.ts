import { z } from "zod";
import { ValidationError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { readMultipartForm } from "@/lib/http/multipart";
import { enforceRateLimit } from "@/lib/rate-limit";
import { IMAGE_TOO_LARGE, MAX_UPLOAD_BYTES } from "@/lib/gallery";
import { addClientPhoto } from "@/lib/clients";
import { clientIdSchema } from "@/lib/clients/schema";

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const captionSchema = z.string().trim().max(200, "At most 200 characters").default("");

// A private reference photo (multipart "image" + optional "caption"): the gallery's checks — not an
// image 415, over 10 MB or 40 MP 413 — and the gallery's per-user upload limit; more than 6 per client 409.
export const POST = apiRoute("POST /api/clients/:id/photos", { access: ["manage_bookings"], rawBody: true }, async ({ request, params, principal }) => {
  const clientId = clientIdSchema.parse(params.id);
  await enforceRateLimit("gallery-upload", principal!.user.id);
  const form = await readMultipartForm(request, MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES, IMAGE_TOO_LARGE);
  const file = form.get("image");
  if (!(file instanceof File)) throw new ValidationError("Choose an image file to upload.", { image: "Choose an image file to upload." });
  const caption = captionSchema.parse(typeof form.get("caption") === "string" ? form.get("caption") : undefined);
  const photo = await addClientPhoto(clientId, Buffer.from(await file.arrayBuffer()), caption, principal!.user);
  return jsonResponse(photo, { status: 201, headers: { "Cache-Control": "no-store" } });
});
