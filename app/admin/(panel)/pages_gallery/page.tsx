import { GalleryEditor } from "@/components/admin/gallery/gallery-editor";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { readGallery } from "@/lib/gallery";

export const metadata = adminMetadata("/admin/pages_gallery");

export default async function GalleryEditorPage() {
  await requireAdminPage("/admin/pages_gallery");
  return <GalleryEditor initial={await readGallery()} />;
}
