import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { StudioPhoneProvider } from "@/components/site/studio-phone";
import { getPublicPage } from "@/lib/cache/public-reads";
import { studio } from "@/lib/env";

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const home = await getPublicPage("page_home");
  return (
    <>
      <SiteHeader />
      <main id="main">
        <StudioPhoneProvider phone={studio.phone}>{children}</StudioPhoneProvider>
      </main>
      <SiteFooter instagram={home.instagram} facebook={home.facebook} />
    </>
  );
}
