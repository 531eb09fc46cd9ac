import { PageContentEditor } from "@/components/admin/page-content-editor";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { readEditablePage } from "@/lib/content";

export const metadata = adminMetadata("/admin/pages_services");

export default async function ServicesEditorPage() {
  await requireAdminPage("/admin/pages_services");
  const initial = await readEditablePage("page_services");
  return (
    <PageContentEditor
      pageKey="page_services"
      title="Services Page"
      intro="The text below the price list. Prices themselves are edited in the Services List."
      publicPath="/services"
      initial={initial}
      sections={[
        {
          title: "Our Services and Payments",
          fields: [
            { key: "servicesDescription", label: "Our Services description", kind: "rich" },
            { key: "servicesPayments", label: "Payments", kind: "rich" },
          ],
        },
        {
          title: "Policy",
          fields: [
            { key: "servicesPolicySubheading", label: "Policy subheading", kind: "text" },
            { key: "servicesBookingPolicy", label: "Booking policy", kind: "rich" },
            { key: "servicesCancellationPolicy", label: "Cancellation policy", kind: "rich" },
            { key: "servicesGeneralPolicy", label: "General policy", kind: "rich" },
            { key: "servicesPolicyFooter", label: "Policy footer line", kind: "text" },
          ],
        },
      ]}
    />
  );
}
