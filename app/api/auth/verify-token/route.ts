import { apiRoute } from "@/lib/http/api-route";
import { toUserDto } from "@/lib/users/dto";

export const GET = apiRoute("GET /api/auth/verify-token", { access: "session" }, async ({ principal }) => ({
  valid: true,
  user: toUserDto(principal!.user),
  expiresAt: principal!.claims.exp,
}));
