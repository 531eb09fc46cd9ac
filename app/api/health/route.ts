import { healthReport } from "@/lib/health";

export const dynamic = "force-dynamic";

export async function GET() {
  const { report, httpStatus } = await healthReport();
  return Response.json(report, { status: httpStatus, headers: { "Cache-Control": "no-store" } });
}
