// A page the signed-in user may not open: say which page, what it needs, and where they can go instead.
import Link from "next/link";
import { PERMISSION_LABELS } from "@/lib/auth/dto";
import { adminMetadata, fallbackFor, findAdminRoute, NO_ACCESS_PATH } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";

export const metadata = adminMetadata(NO_ACCESS_PATH);

export default async function NoAccessPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const { user } = await requireAdminPage(NO_ACCESS_PATH);
  const { page } = await searchParams;
  const route = typeof page === "string" ? findAdminRoute(page) : undefined;
  const landing = fallbackFor(user);
  const landingRoute = findAdminRoute(landing);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-serif text-title font-semibold">You do not have access to this page</h1>
      {route ? (
        <>
          <p className="mt-3">
            <span className="font-semibold">{route.title}</span> needs {route.permissions.length > 1 ? "one of these permissions" : "this permission"}:
          </p>
          <ul className="mt-2 list-disc pl-6">
            {route.permissions.map((permission) => (
              <li key={permission}>{PERMISSION_LABELS[permission]}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-3 text-muted">Ask an administrator to give you access if you need it (Users → Edit).</p>
      {landingRoute && landing !== NO_ACCESS_PATH ? (
        <Link href={landing} className="mt-6 inline-block text-accent underline">
          Go to {landingRoute.title}
        </Link>
      ) : null}
    </div>
  );
}
