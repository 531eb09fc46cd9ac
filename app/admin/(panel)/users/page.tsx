import { UsersScreen } from "@/components/admin/users-screen";
import { adminMetadata, requireAdminPage, isAdmin } from "@/lib/auth";

export const metadata = adminMetadata("/admin/users");

export default async function UsersPage() {
  const { user } = await requireAdminPage("/admin/users");
  return <UsersScreen canSendPasswordReset={isAdmin(user)} />;
}
