import { runOutboxTick } from "@/lib/email/worker";
import { apiRoute } from "@/lib/http/api-route";
import { requireCronSecret } from "@/lib/http/cron-auth";

// Serverless hosts have no long-running worker: Vercel Cron calls this (schedule in vercel.json).
export const GET = apiRoute("GET /api/cron/outbox", {}, async ({ request }) => {
  requireCronSecret(request.headers);
  return runOutboxTick({ limit: 50 });
});
