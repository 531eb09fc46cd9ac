import { apiRoute } from "@/lib/http/api-route";
import { clientIp } from "@/lib/http/client-ip";
import { bookingCreatedAnswer, createBooking } from "@/lib/bookings";
import { bookingRequestSchema } from "@/lib/bookings/schema";
import { verifyCaptcha } from "@/lib/captcha";
import { withIdempotency } from "@/lib/idempotency";
import { enforceRateLimit, publicFormRule } from "@/lib/rate-limit";
import { errorResponse } from "@/lib/http/api-route";

const IDEMPOTENCY_SCOPE = "POST /api/booking/create";

// Public: validated, captcha-checked, stored in one transaction with its emails, and answered
// once per Idempotency-Key (a double click or a retry never creates a second booking).
export const POST = apiRoute("POST /api/booking/create", { body: bookingRequestSchema, maxBodyBytes: 64 * 1024 }, async ({ request, body }) => {
  const ip = clientIp(request.headers);
  await enforceRateLimit(`booking:${ip}`, publicFormRule(), "Too many booking requests from your network. Please wait a minute and try again.");
  const key = request.headers.get("idempotency-key");
  const result = await withIdempotency({ scope: IDEMPOTENCY_SCOPE, key, request: body }, async () => {
    try {
      await verifyCaptcha(body.captchaToken, ip);
      // With a key, createBooking writes this answer to the key's record in the booking's own statement.
      return { ...bookingCreatedAnswer(await createBooking(body, new Date(), { scope: IDEMPOTENCY_SCOPE, key })), stored: key !== null };
    } catch (error) {
      const response = errorResponse(error);
      if (response.status >= 500) throw error; // not remembered: a retry may succeed
      return { status: response.status, body: await response.json() };
    }
  });
  return Response.json(result.body, { status: result.status });
});
