import { runOutboxTick } from "@/lib/jobs";
import { apiRoute } from "@/lib/http/api-route";

// Serverless hosts have no long-running worker: Vercel Cron calls this (schedule in vercel.json).
// The table marks it "cron": apiRoute checks `Authorization: Bearer ${CRON_SECRET}` before this runs.
export const GET = apiRoute("GET /api/cron/outbox", { access: "cron" }, () => runOutboxTick({ limit: 50 }));
