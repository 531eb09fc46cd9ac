import { GalleryEditor } from "@/components/admin/gallery/gallery-editor";
import { adminMetadata, requireAdminPage } from "@/lib/auth";
import { readGallery } from "@/lib/gallery";

export const metadata = adminMetadata("/admin/pages_gallery");

export default async function GalleryEditorPage() {
  await requireAdminPage("/admin/pages_gallery");
  return <GalleryEditor initial={await readGallery()} />;
}
