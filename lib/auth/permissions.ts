// The permission rules: every admin route with what it needs, and the API endpoints' table generated from
// the routes' declarations. proxy.ts redirects pages from it, the admin sidebar is drawn from it, and the
// access-matrix test iterates over it.
import { ALL_PERMISSIONS, type Actor, type AdminNavGroup, type CustomerView, type PermissionName } from "./dto";
import { ADMIN_ROUTES, NAV_GROUPS, type AdminRoute } from "./admin-routes";
import { withDeniedPage } from "./refused-page";

export { ADMIN_ROUTES, NAV_GROUPS, NO_ACCESS_PATH, type AdminRoute } from "./admin-routes";

/**
 * Every API endpoint with who may call it, generated from the routes' declarations (`npm run endpoints`
 * writes lib/auth/endpoints.generated.ts from each `apiRoute(key, { access })` in app/api; a unit test
 * fails while it is out of date). apiRoute() authorises from the declaration itself; the prefetch, the
 * streams and the reliability suite read this table.
 */
export { API_ENDPOINTS } from "./endpoints.generated";
import { API_ENDPOINTS } from "./endpoints.generated";
export { STAFF_READ, type Access } from "./dto";

export type EndpointKey = keyof typeof API_ENDPOINTS;

export interface PermissionHolder {
  role: string;
  isAdministrator: boolean;
  permissions: readonly string[];
}

/** A signed-in staff member acting: who (named in histories) and what they may do. */
export interface StaffActor extends Actor, PermissionHolder {}

export function isAdmin(user: PermissionHolder): boolean {
  return user.isAdministrator || user.role === "admin";
}

export function effectivePermissions(user: PermissionHolder): PermissionName[] {
  if (isAdmin(user)) return [...ALL_PERMISSIONS];
  return ALL_PERMISSIONS.filter((p) => user.permissions.includes(p));
}

export const customerViewOf = (user: PermissionHolder): CustomerView => (hasAnyPermission(user, ["manage_bookings"]) ? "desk" : "stylist");

/** Whether `view` reads a customer's contact (email, phone, parent, her own words) at all: the desk's only. */
export const seesCustomerContact = (view: CustomerView): boolean => view === "desk";

export function hasAnyPermission(user: PermissionHolder, required: readonly PermissionName[]): boolean {
  if (required.length === 0) return true;
  const held = effectivePermissions(user);
  return required.some((p) => held.includes(p));
}

/** A slot's own stylist works on it (takes payment, sets its day-of status); the desk (manage_bookings) on any slot. */
export function worksOnSlot(user: PermissionHolder & { id: string }, assignedUserId: string | null | undefined): boolean {
  return hasAnyPermission(user, ["manage_bookings"]) || (Boolean(assignedUserId) && assignedUserId === user.id);
}

function matches(pattern: string, pathname: string): boolean {
  const a = pattern.split("/").filter(Boolean);
  const b = pathname.split("/").filter(Boolean);
  return a.length === b.length && a.every((part, i) => part.startsWith(":") || part === b[i]);
}

export function findAdminRoute(pathname: string): AdminRoute | undefined {
  return ADMIN_ROUTES.find((route) => matches(route.path, pathname));
}

/**
 * The admin page guard rules. Returns where to send the visitor, or null when the page may be shown.
 * user is null when not signed in.
 */
export function adminRedirect(pathname: string, user: PermissionHolder | null): string | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/admin") return "/admin/login";
  // The login page itself sends a signed-in visitor on, after checking the session row: a token whose
  // session has ended must land here and stay (a redirect from its claims alone loops with the panel).
  if (path === "/admin/login") return null;
  if (isPublicAdminPage(path)) return null;
  if (!user) return "/admin/login";
  const route = findAdminRoute(path);
  if (!route) return null; // unknown admin path → the not-found page
  if (hasAnyPermission(user, route.permissions)) return null;
  return refusedPageTarget(path, user);
}

/**
 * A signed-in user on a page they may not open goes where the guard rule says (fallbackFor: My Calendar,
 * the Dashboard or sign-in), with the refused page named in the address (?denied=users) for that page to say so.
 */
export function refusedPageTarget(pathname: string, user: PermissionHolder): string {
  return withDeniedPage(fallbackFor(user), findAdminRoute(pathname.replace(/\/+$/, "") || "/"));
}

/** Pages of the admin area open without a session: "Forgot password?" and the emailed reset link. */
export const PUBLIC_ADMIN_PAGES = ["/admin/forgot-password", "/admin/reset-password/:token"] as const;

export function isPublicAdminPage(pathname: string): boolean {
  return PUBLIC_ADMIN_PAGES.some((pattern) => matches(pattern, pathname));
}

export type AdminPageDecision = { kind: "allow"; route: AdminRoute } | { kind: "not-found" } | { kind: "redirect"; to: string };

/**
 * The server-side check behind every admin page (requireAdminPage): a path that is not in the
 * table is refused (404) rather than let through, so a screen added without a table row is closed.
 */
export function decideAdminPage(pathname: string, user: PermissionHolder): AdminPageDecision {
  const route = findAdminRoute(pathname.replace(/\/+$/, "") || "/");
  if (!route) return { kind: "not-found" };
  if (!hasAnyPermission(user, route.permissions)) return { kind: "redirect", to: refusedPageTarget(pathname, user) };
  return { kind: "allow", route };
}

export function fallbackFor(user: PermissionHolder): string {
  if (hasAnyPermission(user, ["view_bookings"])) return "/admin/calendar_show";
  if (hasAnyPermission(user, ["view_admin_panel"])) return "/admin/home";
  return "/admin/login";
}

export function navigationFor(user: PermissionHolder): AdminNavGroup[] {
  return NAV_GROUPS.map((group) => ({
    group,
    links: ADMIN_ROUTES.filter((r) => r.nav?.group === group && hasAnyPermission(user, r.permissions)).map((r) => ({ href: r.path, label: r.nav!.label })),
  })).filter((g) => g.links.length > 0);
}
