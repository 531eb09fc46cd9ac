import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { clientIp } from "@/lib/http/client-ip";
import { unsubscribeByToken } from "@/lib/invitations";
import { oneClickUnsubscribeSchema } from "@/lib/invitations/schema";
import { enforceRateLimit } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

// One-click unsubscribe from invitations (RFC 8058): a mail client POSTs "List-Unsubscribe=One-Click" to the
// List-Unsubscribe address; the token is the only credential; 200 at once, again harmlessly. A GET (someone
// opening the link) changes nothing: it shows the confirmation page with its button.
export const POST = apiRoute("POST /api/unsubscribe/:token", { access: "public", body: oneClickUnsubscribeSchema, acceptForm: true, maxBodyBytes: 4 * 1024 }, async ({ request, params }) => {
  await enforceRateLimit("unsubscribe", clientIp(request.headers));
  return jsonResponse(await unsubscribeByToken(params.token), { headers: { "Cache-Control": "no-store" } });
});

// An invitation's one-click unsubscribe (RFC 8058): its token is the credential; a GET shows the confirmation page.
export const GET = apiRoute("GET /api/unsubscribe/:token", { access: "public" }, async ({ request, params }) =>
  NextResponse.redirect(new URL(`/unsubscribe/${encodeURIComponent(params.token)}`, request.nextUrl), 303),
);
