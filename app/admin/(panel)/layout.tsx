import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminShell } from "@/components/admin/admin-shell";
import { StudioZoneProvider } from "@/components/admin/studio-zone";
import { isProduction, studio } from "@/lib/env";
import { STAFF_MANIFEST_PATH } from "@/lib/offline/rules";
import { ADMIN_ROUTES, hasAnyPermission, navigationFor, csrfTokenFor, queueSessionTagFor } from "@/lib/auth";
import { currentPrincipal } from "@/lib/auth/current";

// Installable from the staff panel only (the sign-in page and the public site link no manifest).
export const metadata: Metadata = { manifest: STAFF_MANIFEST_PATH };

const bodyClasses = Object.fromEntries(ADMIN_ROUTES.map((r) => [r.path, r.bodyClass]));

export default async function PanelLayout({ children }: { children: React.ReactNode }) {
  const principal = await currentPrincipal();
  if (!principal) redirect("/admin/login");
  const { user } = principal;
  return (
    <AdminShell
      user={{ id: user.id, firstName: user.firstName, lastName: user.lastName }}
      timeZone={studio.timeZone}
      serviceWorker={isProduction}
      nav={navigationFor(user)}
      showGroupHeaders={hasAnyPermission(user, ["view_admin_panel"])}
      csrfToken={csrfTokenFor(principal.sessionId)}
      queueSessionTag={queueSessionTagFor(principal.sessionId)}
      expiresAt={principal.claims.exp}
      bodyClasses={bodyClasses}
    >
      <StudioZoneProvider zone={studio.timeZone}>{children}</StudioZoneProvider>
    </AdminShell>
  );
}
