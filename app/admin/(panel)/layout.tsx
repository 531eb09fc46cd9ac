import { redirect } from "next/navigation";
import { AdminShell } from "@/components/admin/admin-shell";
import { StudioZoneProvider } from "@/components/admin/studio-zone";
import { studio } from "@/lib/env";
import { currentPrincipal, ADMIN_ROUTES, hasAnyPermission, navigationFor, csrfTokenFor } from "@/lib/auth";

const bodyClasses = Object.fromEntries(ADMIN_ROUTES.map((r) => [r.path, r.bodyClass]));

export default async function PanelLayout({ children }: { children: React.ReactNode }) {
  const principal = await currentPrincipal();
  if (!principal) redirect("/admin/login");
  const { user } = principal;
  return (
    <AdminShell
      user={{ firstName: user.firstName, lastName: user.lastName }}
      nav={navigationFor(user)}
      showGroupHeaders={hasAnyPermission(user, ["view_admin_panel"])}
      csrfToken={csrfTokenFor(principal.sessionId)}
      expiresAt={principal.claims.exp}
      bodyClasses={bodyClasses}
    >
      <StudioZoneProvider zone={studio.timeZone}>{children}</StudioZoneProvider>
    </AdminShell>
  );
}
