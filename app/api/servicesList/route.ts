import { listServices } from "@/lib/services";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    return Response.json(await listServices());
  } catch (error) {
    console.error("GET /api/servicesList failed", error);
    return Response.json({ error: "Failed to fetch services" }, { status: 503 });
  }
}
