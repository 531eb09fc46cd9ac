// Renders a back-office component as the staff panel's layout would: a fresh SWR cache, a session
// with a CSRF token and the studio's zone.
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { SWRConfig } from "swr";
import { AdminSessionContext } from "@/components/admin/admin-api";
import { StudioZoneProvider } from "@/components/admin/studio-zone";

export const TEST_CSRF = "csrf-test-token";

export function renderAdmin(ui: ReactElement, zone = "America/New_York") {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AdminSessionContext.Provider value={{ csrfToken: TEST_CSRF, expiresAt: Date.now() + 3_600_000, setSession() {} }}>
        <StudioZoneProvider zone={zone}>{ui}</StudioZoneProvider>
      </AdminSessionContext.Provider>
    </SWRConfig>,
  );
}
