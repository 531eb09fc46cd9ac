import { apiRoute } from "@/lib/http/api-route";
import { handlePublicSubmission } from "@/lib/http/public-submission";
import { joinWaitlist } from "@/lib/waitlist";
import { waitlistJoinSchema } from "@/lib/waitlist/schema";

// The booking form's "Join the waiting list" for a full day: captcha, per-address limit and
// Idempotency-Key as the booking request has.
export const POST = apiRoute("POST /api/waitlist", { access: "public", body: waitlistJoinSchema, maxBodyBytes: 64 * 1024 }, async ({ request, body }) =>
  handlePublicSubmission(request, { limit: "waitlist-join", scope: "POST /api/waitlist", body }, async () => {
    const entries = await joinWaitlist(body);
    return { status: 201, body: { joined: true, days: entries.map((e) => e.date) } };
  }),
);
