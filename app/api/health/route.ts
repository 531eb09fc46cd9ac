import { healthReport } from "@/lib/health";
import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";

export const dynamic = "force-dynamic";

export const GET = apiRoute("GET /api/health", { access: "public" }, async () => {
  const { report, httpStatus } = await healthReport();
  return jsonResponse(report, { status: httpStatus, headers: { "Cache-Control": "no-store" } });
});
