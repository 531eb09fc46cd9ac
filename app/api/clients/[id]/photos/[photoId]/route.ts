import { z } from "zod";
import { apiRoute } from "@/lib/http/api-route";
import { deleteClientPhoto, readClientPhoto } from "@/lib/clients";
import { clientIdSchema } from "@/lib/clients/schema";

const photoQuery = z.object({ size: z.enum(["full", "thumb"]).default("thumb") });

// Served only to signed-in manage_bookings staff, never cached by a shared cache or indexed.
export const GET = apiRoute("GET /api/clients/:id/photos/:photoId", { access: ["manage_bookings"], query: photoQuery }, async ({ params, query }) => {
  const bytes = await readClientPhoto(clientIdSchema.parse(params.id), clientIdSchema.parse(params.photoId), query.size);
  return new Response(Buffer.from(bytes), {
    headers: { "Content-Type": "image/webp", "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff", "X-Robots-Tag": "noindex", "Content-Disposition": "inline" },
  });
});

export const DELETE = apiRoute("DELETE /api/clients/:id/photos/:photoId", { access: ["manage_bookings"] }, ({ params }) => deleteClientPhoto(clientIdSchema.parse(params.id), clientIdSchema.parse(params.photoId)));
