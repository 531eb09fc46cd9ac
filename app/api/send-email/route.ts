import { submitContactMessage } from "@/lib/contact";
import { contactMessageSchema } from "@/lib/contact/schema";
import { apiRoute } from "@/lib/http/api-route";
import { handlePublicSubmission } from "@/lib/http/public-submission";

// The answer never waits for the email: the notification is in the outbox, delivered after the response.
export const POST = apiRoute("POST /api/send-email", { access: "public", body: contactMessageSchema, maxBodyBytes: 32 * 1024 }, async ({ request, body }) =>
  handlePublicSubmission(request, { limit: "send-email", scope: "POST /api/send-email", body }, async ({ ip }) => {
    await submitContactMessage(body, { ip });
    return { status: 200, body: { success: true } };
  }),
);
