import { InboxScreen } from "@/components/admin/inbox/inbox-screen";
import { adminMetadata, requireAdminPage } from "@/lib/auth";

export const metadata = adminMetadata("/admin/inbox");

export default async function InboxPage() {
  await requireAdminPage("/admin/inbox");
  return <InboxScreen />;
}
