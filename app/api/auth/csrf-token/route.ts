import { apiRoute } from "@/lib/http/api-route";
import { csrfTokenFor } from "@/lib/auth";

export const GET = apiRoute("GET /api/auth/csrf-token", { access: "session" }, async ({ principal }) => ({ csrfToken: csrfTokenFor(principal!.sessionId) }));
