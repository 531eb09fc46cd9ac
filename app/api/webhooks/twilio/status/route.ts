import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { readBodyBytes } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit";
import { recordTwilioStatus, verifyTwilioWebhook } from "@/lib/notify";

export const dynamic = "force-dynamic";

// Twilio's status callbacks for the texts the outbox sent (signed like the inbound webhook): delivered,
// failed and undelivered are recorded on the outbox row. 200 recorded, 202 ignored (an interim status or
// an unknown message), 401 unsigned, 403 forged, 409 replayed.
export const POST = apiRoute("POST /api/webhooks/twilio/status", { access: "provider", rawBody: true }, async ({ request }) => {
  await enforceRateLimit("webhook-twilio", clientIp(request.headers));
  const raw = (await readBodyBytes(request, 64 * 1024, "The webhook body is larger than 64 KB.")).toString("utf8");
  const outcome = await recordTwilioStatus(await verifyTwilioWebhook(raw, request.headers, `${request.nextUrl.pathname}${request.nextUrl.search}`));
  return jsonResponse({ received: true, outcome }, { status: outcome === "recorded" ? 200 : 202, headers: { "Cache-Control": "no-store" } });
});
