import { PageContentEditor, type SectionSpec } from "@/components/admin/page-content-editor";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { readEditablePage } from "@/lib/content";
import { PERSON_PREFIXES } from "@/lib/content/schema";

export const metadata = adminMetadata("/admin/pages_about");

const sections: SectionSpec[] = PERSON_PREFIXES.map((prefix, index) => ({
  title: `Person ${index + 1}`,
  fields: [
    { key: `${prefix}Name`, label: `Person ${index + 1} name`, kind: "text" },
    { key: `${prefix}Subtitle`, label: `Person ${index + 1} subtitle`, kind: "text", hint: "For example, Founder & Lead Stylist." },
    { key: `${prefix}Description`, label: `Person ${index + 1} description`, kind: "textarea", hint: "One or two sentences, shown in large italics." },
    { key: `${prefix}Bio`, label: `Person ${index + 1} bio`, kind: "rich" },
  ],
}));

export default async function AboutEditorPage() {
  await requireAdminPage("/admin/pages_about");
  const initial = await readEditablePage("page_about");
  return <PageContentEditor pageKey="page_about" title="About Page" intro="The three people introduced on the About page. A person without a name is hidden." publicPath="/about" initial={initial} sections={sections} />;
}
