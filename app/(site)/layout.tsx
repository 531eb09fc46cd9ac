import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
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
    </>
  );
}
