import { SiteFooter } from "@/components/site/site-footer";
import { CLOSE_MENU_ON_RESTORE, SiteHeader } from "@/components/site/site-header";
import { getPublicPage } from "@/lib/cache/public-reads";

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const home = await getPublicPage("page_home");
  return (
    <>
      <SiteHeader />
      <main id="main">
        {children}
      </main>
      <SiteFooter instagram={home.instagram} facebook={home.facebook} />
      <script dangerouslySetInnerHTML={{ __html: CLOSE_MENU_ON_RESTORE }} />
    </>
  );
}
