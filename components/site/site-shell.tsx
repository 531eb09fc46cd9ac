import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, main and footer of every public page (the (site) layout and the global not-found page). */
export function SiteShell({ instagram, facebook, children }: { instagram?: string; facebook?: string; children: React.ReactNode }) {
  return (
    <>
      {/* A printed receipt is the page's content alone. */}
      <div className="contents print:hidden">
        <SiteHeader />
      </div>
      <main id="main" className="site-main">{children}</main>
      <div className="contents print:hidden">
        <SiteFooter instagram={instagram} facebook={facebook} />
      </div>
    </>
  );
}
