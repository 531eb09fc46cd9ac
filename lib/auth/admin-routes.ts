// The admin pages of the one permission table (lib/auth/permissions.ts re-exports them): each page with
// what it needs, its title and body class, and its place in the sidebar.
import type { NavGroup, PermissionName } from "./dto";

export const NO_ACCESS_PATH = "/admin/no-access";

export interface AdminRoute {
  path: string;
  permissions: readonly PermissionName[];
  title: string;
  bodyClass: string;
  nav?: { group: NavGroup; label: string };
}

export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { path: "/admin/home", permissions: ["view_admin_panel"], title: "Dashboard", bodyClass: "admin-home", nav: { group: "Dashboard", label: "Dashboard" } },
  { path: "/admin/inbox", permissions: ["manage_bookings"], title: "Inbox", bodyClass: "admin-inbox", nav: { group: "Dashboard", label: "Inbox" } },
  { path: "/admin/pages_home", permissions: ["edit_content"], title: "Edit Home", bodyClass: "admin-pages-home", nav: { group: "Pages", label: "Home" } },
  { path: "/admin/pages_about", permissions: ["edit_content"], title: "Edit About", bodyClass: "admin-pages-about", nav: { group: "Pages", label: "About" } },
  { path: "/admin/pages_services", permissions: ["edit_services"], title: "Edit Services", bodyClass: "admin-pages-services", nav: { group: "Pages", label: "Services" } },
  { path: "/admin/pages_services_list", permissions: ["edit_services"], title: "Services List", bodyClass: "admin-pages-services-list", nav: { group: "Pages", label: "Services List" } },
  { path: "/admin/pages_gallery", permissions: ["edit_gallery"], title: "Edit Gallery", bodyClass: "admin-pages-gallery", nav: { group: "Pages", label: "Gallery" } },
  { path: "/admin/calendar_events", permissions: ["manage_events"], title: "Manage Events", bodyClass: "admin-calendar-events", nav: { group: "Calendar", label: "Manage Events" } },
  { path: "/admin/calendar_events/invite", permissions: ["manage_events"], title: "Invite to a competition", bodyClass: "admin-calendar-events-invite" },
  { path: "/admin/calendar_bookings", permissions: ["manage_bookings"], title: "Manage Bookings", bodyClass: "admin-calendar-bookings", nav: { group: "Calendar", label: "Manage Bookings" } },
  { path: "/admin/calendar_bookings/new", permissions: ["manage_bookings"], title: "New Booking", bodyClass: "admin-calendar-bookings-new" },
  { path: "/admin/calendar_bookings/edit/:id", permissions: ["manage_bookings"], title: "Edit Booking", bodyClass: "admin-calendar-bookings-edit" },
  { path: "/admin/clients", permissions: ["manage_bookings"], title: "Clients", bodyClass: "admin-clients", nav: { group: "Calendar", label: "Clients" } },
  { path: "/admin/clients/:id", permissions: ["manage_bookings"], title: "Client", bodyClass: "admin-clients-card" },
  { path: "/admin/calendar_show", permissions: ["view_bookings"], title: "My Calendar", bodyClass: "admin-calendar-show", nav: { group: "Calendar", label: "My Calendar" } },
  { path: "/admin/calendar_show/run-sheet", permissions: ["view_bookings"], title: "Run Sheet", bodyClass: "admin-calendar-run-sheet" },
  { path: "/admin/staffing/:eventId", permissions: ["manage_bookings", "view_bookings"], title: "Staffing", bodyClass: "admin-staffing" },
  { path: "/admin/time-off", permissions: ["manage_bookings", "view_bookings"], title: "My time off", bodyClass: "admin-time-off", nav: { group: "Calendar", label: "My time off" } },
  { path: "/admin/calendar_show/plan", permissions: ["manage_bookings"], title: "Plan this day", bodyClass: "admin-calendar-plan" },
  { path: "/admin/calendar_show/heat-list", permissions: ["manage_bookings"], title: "Import heat list", bodyClass: "admin-calendar-heat-list" },
  { path: "/admin/waitlist", permissions: ["manage_bookings"], title: "Waiting List", bodyClass: "admin-waitlist" },
  { path: "/admin/takings", permissions: ["manage_bookings"], title: "Close the day", bodyClass: "admin-takings" },
  { path: "/admin/reports", permissions: ["view_reports"], title: "Reports", bodyClass: "admin-reports", nav: { group: "Dashboard", label: "Reports" } },
  { path: "/admin/reports/:eventId", permissions: ["view_reports"], title: "Competition report", bodyClass: "admin-reports-competition" },
  { path: "/admin/users", permissions: ["manage_users"], title: "Users", bodyClass: "admin-users", nav: { group: "Site Configuration", label: "Users" } },
  // The staff shell with one heading (bench:admin's floor). No guard sends anyone here: a refused page lands
  // where the guard rule says, with ?denied= naming it (lib/auth/refused-page.ts).
  { path: NO_ACCESS_PATH, permissions: [], title: "No access", bodyClass: "admin-no-access" },
  { path: "/admin/settings", permissions: ["manage_bookings"], title: "Settings", bodyClass: "admin-settings", nav: { group: "Site Configuration", label: "Settings" } },
];

export const NAV_GROUPS: readonly NavGroup[] = ["Dashboard", "Pages", "Calendar", "Site Configuration"];
