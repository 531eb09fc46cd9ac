import { verifyResendWebhook, recordResendEvent } from "@/lib/notify";
import { serverEnv } from "@/lib/env";
import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { readBodyBytes } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

// Resend's delivery reports (a provider endpoint: no session, no CSRF; the Svix signature is the
// authentication). 200 recorded, 202 ignored (unknown message or event type), 401 unsigned/forged/
// stale, 409 replayed, 400 malformed.
export const POST = apiRoute("POST /api/webhooks/resend", { access: "provider", rawBody: true }, async ({ request }) => {
  await enforceRateLimit("webhook-resend", clientIp(request.headers));
  const raw = (await readBodyBytes(request, 256 * 1024, "The webhook body is larger than 256 KB.")).toString("utf8");
  const outcome = await recordResendEvent(verifyResendWebhook(raw, request.headers, serverEnv().RESEND_WEBHOOK_SECRET));
  return jsonResponse({ received: true, outcome }, { status: outcome === "recorded" ? 200 : 202, headers: { "Cache-Control": "no-store" } });
});
