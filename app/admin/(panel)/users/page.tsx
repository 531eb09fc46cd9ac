import { UsersScreen } from "@/components/admin/users-screen";
import { adminMetadata, isAdmin } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";

export const metadata = adminMetadata("/admin/users");

export default async function UsersPage() {
  const { user } = await requireAdminPage("/admin/users");
  return <UsersScreen canSendPasswordReset={isAdmin(user)} />;
}
