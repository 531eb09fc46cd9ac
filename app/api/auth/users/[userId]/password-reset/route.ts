import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { sendPasswordResetByAdmin } from "@/lib/users";

// Users → "Send password reset" (administrators only: checked in the domain function).
export const POST = apiRoute("POST /api/auth/users/:userId/password-reset", { access: ["manage_users"] }, async ({ params, principal }) => {
  await sendPasswordResetByAdmin(params.userId, principal!.user);
  return jsonResponse({ sent: true }, { status: 202 });
});
