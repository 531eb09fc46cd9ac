import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { hasAnyPermission, STAFF_READ } from "@/lib/auth";
import { createUser, listAssignableStaff, listUsers } from "@/lib/users";
import { createUserSchema, usersQuerySchema } from "@/lib/users/schema";

export const GET = apiRoute("GET /api/auth/users", { access: ["manage_users", ...STAFF_READ], query: usersQuerySchema }, async ({ principal, query }) => {
  const filter = query.isAdministrator === undefined ? {} : { isAdministrator: query.isAdministrator === "true" };
  // Booking staff see only who can be assigned, and only their names.
  const users = hasAnyPermission(principal!.user, ["manage_users"]) ? await listUsers(filter) : await listAssignableStaff(filter);
  return { users };
});

export const POST = apiRoute("POST /api/auth/users", { access: ["manage_users"], body: createUserSchema }, async ({ body, principal }) => {
  const user = await createUser(body, principal!.user);
  return jsonResponse({ user }, { status: 201 });
});
