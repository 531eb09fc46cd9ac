import { SiteShell } from "@/components/site/site-shell";
import { getPublicPage } from "@/lib/cache/public-reads";
// The public pages' own stylesheet (the staff area's is app/admin/admin.css).
import "../site.css";

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const home = await getPublicPage("page_home");
  return (
    <SiteShell instagram={home.instagram} facebook={home.facebook}>
      {children}
    </SiteShell>
  );
}
