import { InboxScreen } from "@/components/admin/inbox/inbox-screen";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";

export const metadata = adminMetadata("/admin/inbox");

export default async function InboxPage() {
  await requireAdminPage("/admin/inbox");
  return <InboxScreen />;
}
