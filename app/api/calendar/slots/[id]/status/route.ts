import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { withIdempotency } from "@/lib/idempotency";
import { queueSessionTagMatches, STAFF_READ } from "@/lib/auth";
import { ConflictError, ValidationError } from "@/lib/errors";
import { setSlotStatus } from "@/lib/dayof";
import { SESSION_ENDED_MESSAGE, SESSION_ENDED_REASON, type LiveSlotDto } from "@/lib/dayof/dto";
import { slotStatusChangeSchema } from "@/lib/dayof/schema";

const KEY_REQUIRED = "Send an Idempotency-Key header: a status change retried from a phone must never apply twice.";

// A slot's day-of status: applied once per Idempotency-Key, per signed-in user; a change a phone queued in
// another (ended) session is refused, never applied in this one.
// The day as it happens: a slot's status (a stylist on her own slots, the desk on any: lib/dayof checks
// the slot's stylist; once per Idempotency-Key), the day's statuses and their push stream for all staff,
// and running late (the desk, or a stylist for her own day).
export const POST = apiRoute("POST /api/calendar/slots/:id/status", { access: STAFF_READ, body: slotStatusChangeSchema }, async ({ request, params, body, principal }) => {
  const key = request.headers.get("idempotency-key");
  if (!key) throw new ValidationError(KEY_REQUIRED, { "Idempotency-Key": "Required" });
  const user = principal!.user;
  // Checked inside the run: a change this key already applied (its answer lost) still answers as applied.
  const answer = await withIdempotency({ scope: `POST /api/calendar/slots/:id/status/${user.id}`, key, request: { slot: params.id, ...body } }, async () => {
    if (body.madeInSession !== undefined && !queueSessionTagMatches(principal!.sessionId, body.madeInSession)) {
      throw new ConflictError(SESSION_ENDED_MESSAGE, { reason: SESSION_ENDED_REASON });
    }
    return { status: 200, body: { slot: await setSlotStatus(params.id, body, user) } };
  });
  return jsonResponse(answer.body as { slot: LiveSlotDto }, { status: answer.status, headers: { "Cache-Control": "no-store" } });
});
