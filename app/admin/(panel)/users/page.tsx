import { UsersScreen } from "@/components/admin/users-screen";
import { adminMetadata } from "@/lib/auth/admin-metadata";
import { requireAdminPage } from "@/lib/auth/current";

export const metadata = adminMetadata("/admin/users");

export default async function UsersPage() {
  await requireAdminPage("/admin/users");
  return <UsersScreen />;
}
