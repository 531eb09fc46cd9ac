import { apiRoute } from "@/lib/http/api-route";
import { runWaitlistTick } from "@/lib/waitlist";

// Expired waiting-list holds pass their place on (Vercel Cron; schedule in vercel.json). The table marks
// it "cron": apiRoute checks `Authorization: Bearer ${CRON_SECRET}` before this runs.
export const GET = apiRoute("GET /api/cron/waitlist", { access: "cron" }, () => runWaitlistTick());
