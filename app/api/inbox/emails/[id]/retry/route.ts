import { retryEmail } from "@/lib/notify";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute("POST /api/inbox/emails/:id/retry", { access: ["manage_bookings"] }, async ({ params }) => ({
  email: await retryEmail(params.id),
}));
