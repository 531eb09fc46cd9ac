// The staff area's web app manifest: installable from the panel, opens on the run sheet, stays inside /admin/.
import { STAFF_WORKER_SCOPE } from "./rules";

/** The accent of the design tokens (app/globals.css --color-accent) and the page background (--color-ivory). */
export const STAFF_THEME_COLOUR = "#8a4a3c";
export const STAFF_BACKGROUND_COLOUR = "#faf7f2";
export const STAFF_START_URL = "/admin/calendar_show/run-sheet";

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: "standalone";
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: "image/png"; purpose: "any" | "maskable" }[];
}

export function staffManifest(studioName: string): WebAppManifest {
  return {
    id: STAFF_START_URL,
    name: `${studioName} Staff`,
    short_name: "Staff",
    start_url: STAFF_START_URL,
    scope: STAFF_WORKER_SCOPE,
    display: "standalone",
    theme_color: STAFF_THEME_COLOUR,
    background_color: STAFF_BACKGROUND_COLOUR,
    icons: [
      { src: "/icons/staff-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/staff-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/staff-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
