import { submitContactMessage } from "@/lib/contact";
import { contactMessageSchema } from "@/lib/contact/schema";
import { apiRoute } from "@/lib/http/api-route";
import { clientIp } from "@/lib/http/client-ip";
import { withIdempotency } from "@/lib/idempotency";
import { enforceRateLimit, publicFormRule } from "@/lib/rate-limit";

// The answer never waits for the email: the notification is in the outbox, delivered after the response.
export const POST = apiRoute("POST /api/send-email", { body: contactMessageSchema, maxBodyBytes: 32 * 1024 }, async ({ request, body }) => {
  const ip = clientIp(request.headers);
  await enforceRateLimit(`public-form:send-email:${ip}`, publicFormRule(), "Too many messages from your connection. Please wait a minute and try again.");
  const answer = await withIdempotency({ scope: "POST /api/send-email", key: request.headers.get("idempotency-key"), request: body }, async () => {
    await submitContactMessage(body, { ip });
    return { status: 200, body: { success: true } };
  });
  return Response.json(answer.body, { status: answer.status, headers: { "Cache-Control": "no-store" } });
});
