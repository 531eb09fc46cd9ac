// A page a signed-in user may not open: the guard rule sends her to her landing page (My Calendar, the
// Dashboard or sign-in), and the address names the refused page by its key (?denied=users), so the landing
// page can say which page it was and what it needs. A key is only ever looked up in the route table: any
// other value says nothing.
import { ADMIN_ROUTES, type AdminRoute } from "./admin-routes";
import { PERMISSION_NAMES } from "./dto";

export const DENIED_PARAM = "denied";

/** The route's path after /admin/, its parameters' names without the colon, "/" as ".": users, clients.id, calendar_bookings.edit.id. */
export function deniedKeyOf(route: Pick<AdminRoute, "path">): string {
  return route.path.replace(/^\/admin\//, "").replace(/:/g, "").replace(/\//g, ".");
}

/** The page a key names, or undefined for anything that is not one of the table's keys. */
export function refusedRouteOf(key: string | string[] | undefined): AdminRoute | undefined {
  if (typeof key !== "string") return undefined;
  return ADMIN_ROUTES.find((route) => route.permissions.length > 0 && deniedKeyOf(route) === key);
}

const either = new Intl.ListFormat("en-US", { style: "long", type: "disjunction" });

/** "You do not have access to Users; it needs Manage users. Ask an administrator." */
export function refusedPageMessage(route: AdminRoute): string {
  return `You do not have access to ${route.title}; it needs ${either.format(route.permissions.map((p) => PERMISSION_NAMES[p]))}. Ask an administrator.`;
}

/** The landing page's address with the refused page named in it (sign-in, when the user can open no page, names it too). */
export function withDeniedPage(landing: string, route: AdminRoute | undefined): string {
  return route && route.permissions.length > 0 ? `${landing}?${DENIED_PARAM}=${encodeURIComponent(deniedKeyOf(route))}` : landing;
}
