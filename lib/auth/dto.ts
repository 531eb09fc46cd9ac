// What leaves the server about staff access: the permission names a user DTO carries, the sidebar
// the admin shell draws and the customer view a calendar or run sheet was built for.
export const ALL_PERMISSIONS = [
  "view_admin_panel",
  "edit_content",
  "manage_users",
  "manage_bookings",
  "view_bookings",
  "edit_services",
  "edit_gallery",
  "manage_events",
  "view_reports",
] as const;

export type PermissionName = (typeof ALL_PERMISSIONS)[number];

/**
 * Who may call an endpoint, declared by its route (`apiRoute(key, { access })`): "public": anyone; "session":
 * any signed-in user; "cron": the CRON_SECRET bearer (checked by apiRoute); "provider": a provider's signed
 * webhook (no session, no CSRF; the handler verifies the signature); a list: at least one of these permissions.
 */
export type Access = "public" | "session" | "cron" | "provider" | readonly PermissionName[];

/** The staff who read bookings: the desk, and stylists (their own slots, filtered in the data layer). */
export const STAFF_READ = ["manage_bookings", "view_bookings"] as const;

/** Each permission by its name, as a sentence names it ("it needs Manage users"); the Users form shows it beside its words. */
export const PERMISSION_NAMES: Record<PermissionName, string> = {
  view_admin_panel: "View admin panel",
  edit_content: "Edit content",
  manage_users: "Manage users",
  manage_bookings: "Manage bookings",
  view_bookings: "View bookings",
  edit_services: "Edit services",
  edit_gallery: "Edit gallery",
  manage_events: "Manage events",
  view_reports: "View reports",
};

/** Each permission in words: what it lets a staff member do (the Users form). */
export const PERMISSION_LABELS: Record<PermissionName, string> = {
  view_admin_panel: "Sign in to the back office and see the dashboard",
  edit_content: "Edit the Home and About pages",
  manage_users: "Add, edit and remove staff accounts",
  manage_bookings: "Run the desk: bookings, clients, inbox, deposits",
  view_bookings: "See My Calendar and the run sheet (own appointments)",
  edit_services: "Edit the Services page and price list",
  edit_gallery: "Edit the gallery",
  manage_events: "Add and edit competitions",
  view_reports: "See the season's reports: revenue, dancers, stylists' utilisation, clients",
};

export type NavGroup = "Dashboard" | "Pages" | "Calendar" | "Site Configuration";

/** One group of the admin sidebar, holding only the links the signed-in user may open. */
export interface AdminNavGroup {
  group: NavGroup;
  links: { href: string; label: string }[];
}

/**
 * What a staff member sees of a booking's customer on the calendar, the run sheet and the feed
 * (docs/SECURITY.md, "What view_bookings sees"): `desk` with manage_bookings (everything, unassigned
 * requests included); `stylist` with view_bookings alone (what the day's work needs: names, service,
 * times, heat, level, styles, staff notes — no email, phone, parent or the customer's own message).
 */
export type CustomerView = "desk" | "stylist";

/** What the calendar feed link endpoints answer: the link (once, when issued) and when it was made. */
export interface CalendarFeedLinks {
  url: string;
  webcalUrl: string;
  createdAt: string;
}

/** Who did something (a signed-in staff member), as audits and notes name them. */
export interface Actor {
  id: string;
  firstName: string;
  lastName: string;
}
export const actorName = (actor: Actor) => `${actor.firstName} ${actor.lastName}`.trim() || "Staff";

/** Who starts the day on her own run sheet: a stylist who takes appointments and does not run the desk. */
export function startsOnRunSheet(user: { bookable?: boolean; isAdministrator: boolean; permissions: readonly string[] }): boolean {
  return Boolean(user.bookable) && !user.isAdministrator && !user.permissions.includes("manage_bookings");
}

/** Where signing in lands: a stylist on her run sheet (it opens on her next working day), everyone else on the Dashboard. */
export function signInLanding(user: { bookable?: boolean; isAdministrator: boolean; permissions: readonly string[] }): string {
  return startsOnRunSheet(user) ? "/admin/calendar_show/run-sheet" : "/admin/home";
}
