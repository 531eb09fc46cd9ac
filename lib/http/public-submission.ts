// The one flow of a public form submission (booking request, contact message): per-address limit →
// Idempotency-Key claim (with the key, one statement for both and the use case's read) → captcha → the use case → the answer, remembered under the key whether it
// is a success or a refusal (4xx), so a repeat gets the same answer and stores nothing new. A 5xx is
// not remembered: a retry may succeed.
import { verifyCaptcha } from "@/lib/captcha";
import { errorResponse } from "@/lib/http/api-route";
import { clientIp } from "@/lib/http/client-ip";
import { jsonResponse, type JsonResponse } from "@/lib/http/api-types";
import { claimInOtherStatement, withIdempotency, type IdempotencyClaim, type IdempotentAnswer } from "@/lib/idempotency";
import { enforceRateLimit, type RequestLimit } from "@/lib/rate-limit";
import type { Prisma } from "@/lib/generated/prisma/client";

export interface PublicSubmissionContext {
  ip: string;
  /** The Idempotency-Key claim, for a use case that commits its answer with its own write (and `read`: the row of `alsoRead`). */
  claim: IdempotencyClaim;
}

/** Answers with the use case's body (typed for the contract: the success answer; a refusal is an error answer). */
export async function handlePublicSubmission<T extends { captchaToken?: string }, TAnswer>(
  request: Request,
  { limit, scope, body, alsoRead }: { limit: RequestLimit; scope: string; body: T; alsoRead?: Prisma.Sql },
  run: (context: PublicSubmissionContext) => Promise<IdempotentAnswer & { body: TAnswer }>,
): Promise<JsonResponse<TAnswer>> {
  const ip = clientIp(request.headers);
  const key = request.headers.get("idempotency-key");
  // The submission without its captcha answer: a retry of the same form with a fresh captcha is the same request.
  const { captchaToken, ...submission } = body;
  // The key's claim (and the use case's read) ride in the count's statement: nothing is claimed over the limit.
  const firstClaim = claimInOtherStatement({ scope, key, request: submission, alsoRead });
  await enforceRateLimit(limit, ip, firstClaim ?? undefined);
  const answer = await withIdempotency({ scope, key, request: submission, alsoRead, firstClaim: firstClaim ?? undefined }, async (claim) => {
    try {
      await verifyCaptcha(captchaToken, ip);
      return await run({ ip, claim });
    } catch (error) {
      const refusal = errorResponse(error);
      if (refusal.status >= 500) throw error;
      return { status: refusal.status, body: await refusal.json() };
    }
  });
  return jsonResponse(answer.body as TAnswer, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}
