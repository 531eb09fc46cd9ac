import { databaseIsUp } from "@/lib/db/health";

export const dynamic = "force-dynamic";

export async function GET() {
  const up = await databaseIsUp();
  return Response.json(up ? { status: "ok", db: "ok" } : { status: "degraded", db: "down" }, {
    status: up ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
