import { apiRoute } from "@/lib/http/api-route";
import { handlePublicSubmission } from "@/lib/http/public-submission";
import { bookingCreatedAnswer, createBooking } from "@/lib/bookings";
import { bookingRequestSchema } from "@/lib/bookings/schema";

// Public: validated, captcha-checked, stored in one transaction with its emails, and answered
// once per Idempotency-Key (a double click or a retry never creates a second booking).
export const POST = apiRoute("POST /api/booking/create", { body: bookingRequestSchema, maxBodyBytes: 64 * 1024 }, async ({ request, body }) =>
  handlePublicSubmission(request, { limit: "booking-create", scope: "POST /api/booking/create", body }, async ({ idempotency }) => ({
    // With a key, createBooking writes this answer to the key's record in the booking's own statement.
    ...bookingCreatedAnswer(await createBooking(body, new Date(), idempotency)),
    stored: idempotency.key !== null,
  })),
);
