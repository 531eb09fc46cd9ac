import { apiRoute } from "@/lib/http/api-route";
import { readBodyBytes } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit";
import { EMPTY_TWIML, receiveInboundText, verifyTwilioWebhook } from "@/lib/notify";

export const dynamic = "force-dynamic";

// Texts customers send to the studio's number (a provider endpoint: no session, no CSRF; Twilio's
// signature over the public URL and the form is the authentication). STOP/START/HELP change consent,
// anything else goes to the Inbox. 200 empty TwiML; 401 unsigned; 403 forged; 400 malformed.
export const POST = apiRoute("POST /api/webhooks/twilio", { access: "provider", rawBody: true }, async ({ request }) => {
  await enforceRateLimit("webhook-twilio", clientIp(request.headers));
  const raw = (await readBodyBytes(request, 64 * 1024, "The webhook body is larger than 64 KB.")).toString("utf8");
  await receiveInboundText(await verifyTwilioWebhook(raw, request.headers, `${request.nextUrl.pathname}${request.nextUrl.search}`));
  return new Response(EMPTY_TWIML, { status: 200, headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" } });
});
