import { ServicesListEditor } from "@/components/admin/services-list-editor";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { listServices } from "@/lib/services";

export const metadata = adminMetadata("/admin/pages_services_list");

export default async function ServicesListPage() {
  await requireAdminPage("/admin/pages_services_list");
  return <ServicesListEditor initial={await listServices()} />;
}
