import { expireTag } from "@/lib/cache/invalidate";
import { TAGS } from "@/lib/cache/tags";
import { apiRoute } from "@/lib/http/api-route";
import { createService, listServices } from "@/lib/services";
import { serviceInputSchema } from "@/lib/services/schema";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    return Response.json(await listServices());
  } catch (error) {
    console.error("GET /api/servicesList failed", error);
    return Response.json({ error: "Failed to fetch services" }, { status: 503 });
  }
}

export const POST = apiRoute("POST /api/servicesList", { body: serviceInputSchema }, async ({ body }) => {
  const service = await createService(body);
  expireTag(TAGS.services);
  return Response.json(service, { status: 201, headers: { "Cache-Control": "no-store" } });
});
