"use client";
// The studio's time zone (STUDIO_TIMEZONE) for client components of the staff area: created, requested and
// sent times are shown in it, not in the viewer's browser zone. The panel layout provides it from the server.
import { createContext, useContext } from "react";

const StudioZoneContext = createContext<string | null>(null);

export function StudioZoneProvider({ zone, children }: { zone: string; children: React.ReactNode }) {
  return <StudioZoneContext.Provider value={zone}>{children}</StudioZoneContext.Provider>;
}

/** The studio's zone, e.g. "America/New_York". Only under the staff panel's layout. */
export function useStudioZone(): string {
  const zone = useContext(StudioZoneContext);
  if (!zone) throw new Error("useStudioZone needs the staff panel's StudioZoneProvider");
  return zone;
}
