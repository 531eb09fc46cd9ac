import { PageContentEditor } from "@/components/admin/page-content-editor";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { readEditablePage } from "@/lib/content";

export const metadata = adminMetadata("/admin/pages_home");

export default async function HomeEditorPage() {
  await requireAdminPage("/admin/pages_home");
  const initial = await readEditablePage("page_home");
  return (
    <PageContentEditor
      pageKey="page_home"
      title="Home Page"
      intro="The quote beside the model photo and the social links shown in the footer."
      publicPath="/"
      initial={initial}
      sections={[
        { fields: [{ key: "homepageQuote", label: "Quote", kind: "rich", hint: "Shown beside the model photo. The first paragraph is set large." }] },
        {
          title: "Social links",
          fields: [
            { key: "instagram", label: "Instagram", kind: "url", placeholder: "https://www.instagram.com/…", hint: "Full https:// address; leave empty to hide." },
            { key: "facebook", label: "Facebook", kind: "url", placeholder: "https://www.facebook.com/…", hint: "Full https:// address; leave empty to hide." },
          ],
        },
      ]}
    />
  );
}
