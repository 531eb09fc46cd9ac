import { UsersScreen } from "@/components/admin/users-screen";
import { adminMetadata } from "@/lib/auth/admin-metadata";
import { requireAdminPage } from "@/lib/auth/current";
import { isAdmin } from "@/lib/auth/permissions";

export const metadata = adminMetadata("/admin/users");

export default async function UsersPage() {
  const { user } = await requireAdminPage("/admin/users");
  return <UsersScreen canSendPasswordReset={isAdmin(user)} />;
}
