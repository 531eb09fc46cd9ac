import type { PublicPageMeta } from "@/lib/seo/metadata";
import { PageHead } from "./page-head";
import { SiteShell } from "./site-shell";

/** What every page in pages/ gets from getStaticProps besides its own content: the footer's links. */
export interface ShellProps {
  instagram: string;
  facebook: string;
}

/** A public content page served by the Pages Router: head tags, then header, main and footer. */
export function StaticPage({ meta, shell, head, children }: { meta: PublicPageMeta; shell: ShellProps; head?: React.ReactNode; children: React.ReactNode }) {
  return (
    <>
      <PageHead {...meta}>{head}</PageHead>
      <SiteShell instagram={shell.instagram} facebook={shell.facebook}>
        {children}
      </SiteShell>
    </>
  );
}
