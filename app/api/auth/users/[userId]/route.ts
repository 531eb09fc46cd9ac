import { apiRoute } from "@/lib/http/api-route";
import { deleteUser, updateUser } from "@/lib/users";
import { updateUserSchema } from "@/lib/users/schema";

export const PUT = apiRoute("PUT /api/auth/users/:userId", { access: ["manage_users"], body: updateUserSchema }, async ({ params, body, principal }) => ({
  user: await updateUser(params.userId, body, principal!.user),
}));

export const DELETE = apiRoute("DELETE /api/auth/users/:userId", { access: ["manage_users"] }, async ({ params, principal }) => {
  await deleteUser(params.userId, principal!.user);
  return { deleted: true };
});
