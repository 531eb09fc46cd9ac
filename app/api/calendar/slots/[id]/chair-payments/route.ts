import { STAFF_READ } from "@/lib/auth/dto";
import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { withIdempotency } from "@/lib/idempotency";
import { ValidationError } from "@/lib/errors";
import { IDEMPOTENCY_KEY_REQUIRED, recordChairPayment, type ChairPaymentAnswer } from "@/lib/payments";
import { chairPaymentSchema } from "@/lib/payments/schema";

// Paid at the chair (cash or card, with a tip): recorded once per Idempotency-Key, per signed-in user.
export const POST = apiRoute("POST /api/calendar/slots/:id/chair-payments", { access: STAFF_READ, body: chairPaymentSchema }, async ({ request, params, body, principal }) => {
  const key = request.headers.get("idempotency-key");
  if (!key) throw new ValidationError(IDEMPOTENCY_KEY_REQUIRED, { "Idempotency-Key": "Required" });
  const user = principal!.user;
  const answer = await withIdempotency({ scope: `POST /api/calendar/slots/:id/chair-payments/${user.id}`, key, request: { slot: params.id, ...body } }, async () => ({
    status: 201,
    body: await recordChairPayment(params.id, body, user),
  }));
  return jsonResponse(answer.body as ChairPaymentAnswer, { status: answer.status, headers: { "Cache-Control": "no-store" } });
});
