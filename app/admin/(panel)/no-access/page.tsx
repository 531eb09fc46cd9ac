// The staff shell with one heading and nothing read: no guard sends anyone here any more (a refused page lands
// where the guard rule says, which names it: components/admin/denied-notice.tsx); bench:admin measures its
// floor on this page (scripts/bench/staff-floor.ts). Opened directly, it says what it can.
import Link from "@/components/admin/staff-link";
import { DeniedNotice } from "@/components/admin/denied-notice";
import { adminMetadata, DENIED_PARAM, fallbackFor, findAdminRoute, NO_ACCESS_PATH } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";

export const metadata = adminMetadata(NO_ACCESS_PATH);

export default async function NoAccessPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user } = await requireAdminPage(NO_ACCESS_PATH);
  const denied = (await searchParams)[DENIED_PARAM];
  const landing = fallbackFor(user);
  const landingRoute = findAdminRoute(landing);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-serif text-title font-semibold">You do not have access to this page</h1>
      <DeniedNotice denied={denied} className="mt-3" />
      <p className="mt-3 text-muted">Ask an administrator to give you access if you need it (Users → Edit).</p>
      {landingRoute && landing !== NO_ACCESS_PATH ? (
        <Link href={landing} className="mt-6 inline-block text-accent underline">
          Go to {landingRoute.title}
        </Link>
      ) : null}
    </div>
  );
}
