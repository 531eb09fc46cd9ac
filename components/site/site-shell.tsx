import { SiteFooter } from "./site-footer";
import { CLOSE_MENU_ON_RESTORE, SiteHeader } from "./site-header";

/** Header, main and footer of every public page, in the App Router's (site) layout and in pages/. */
export function SiteShell({ instagram, facebook, children }: { instagram?: string; facebook?: string; children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter instagram={instagram} facebook={facebook} />
      <script dangerouslySetInnerHTML={{ __html: CLOSE_MENU_ON_RESTORE }} />
    </>
  );
}
