import { apiRoute } from "@/lib/http/api-route";
import { sendPasswordResetByAdmin } from "@/lib/auth";

// Users → "Send password reset" (administrators only: checked in the domain function).
export const POST = apiRoute("POST /api/auth/users/:userId/password-reset", {}, async ({ params, principal }) => {
  await sendPasswordResetByAdmin(params.userId, principal!.user);
  return Response.json({ sent: true }, { status: 202 });
});
