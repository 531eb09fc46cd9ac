// The one permission table: every admin route and every API endpoint with what it needs.
// proxy.ts redirects pages from it, apiRoute() authorises handlers from it, the admin sidebar is
// drawn from it, and the access-matrix test iterates over it.
import { ALL_PERMISSIONS, type Actor, type AdminNavGroup, type CustomerView, type PermissionName } from "./dto";
import { ADMIN_ROUTES, NAV_GROUPS, type AdminRoute } from "./admin-routes";
import { withDeniedPage } from "./refused-page";

/**
 * "public": anyone; "session": any signed-in user; "cron": the CRON_SECRET bearer (checked by
 * apiRoute); "provider": a provider's signed webhook (no session, no CSRF; the handler verifies the
 * signature); a list: at least one of these permissions.
 */
export type Access = "public" | "session" | "cron" | "provider" | readonly PermissionName[];

export { ADMIN_ROUTES, NAV_GROUPS, NO_ACCESS_PATH, type AdminRoute } from "./admin-routes";

const STAFF_READ = ["manage_bookings", "view_bookings"] as const;

export const API_ENDPOINTS = {
  "GET /api/health": "public",

  "POST /api/auth/login": "public",
  "GET /api/auth/csrf-token": "session",
  "GET /api/auth/verify-token": "session",
  "POST /api/auth/refresh-token": "session",
  "POST /api/auth/logout": "session",
  "GET /api/auth/users": ["manage_users", ...STAFF_READ],
  "POST /api/auth/users": ["manage_users"],
  "PUT /api/auth/users/:userId": ["manage_users"],
  "DELETE /api/auth/users/:userId": ["manage_users"],
  // Password reset: a request answers the same for any address; the emailed link's
  // token is the credential of the confirm call; sending one for a user is for administrators only.
  "POST /api/auth/password-reset": "public",
  "POST /api/auth/password-reset/confirm": "public",
  "POST /api/auth/users/:userId/password-reset": ["manage_users"],

  "GET /api/content/page_home": "public",
  "GET /api/content/page_about": "public",
  "GET /api/content/page_services": "public",
  "GET /api/content/page_gallery": "public",
  "PUT /api/content/page_home": ["edit_content"],
  "PUT /api/content/page_about": ["edit_content"],
  "PUT /api/content/page_services": ["edit_services"],
  "POST /api/content/upload-gallery": ["edit_gallery"],
  "POST /api/content/merge-gallery": ["edit_gallery"],
  "POST /api/content/delete-temp-images": ["edit_gallery"],
  "DELETE /api/content/delete-image": ["edit_gallery"],
  "PUT /api/content/update-image-order": ["edit_gallery"],
  "PUT /api/content/update-image-alt": ["edit_gallery"],

  "GET /api/servicesList": "public",
  "POST /api/servicesList": ["edit_services"],
  "PUT /api/servicesList/:id": ["edit_services"],
  "DELETE /api/servicesList/:id": ["edit_services"],

  "GET /api/events/upcoming": "public",
  "GET /api/events/past": ["manage_events"],
  "GET /api/events/showSelected": "public",
  "GET /api/events/states": "public",
  "POST /api/events/create": ["manage_events"],
  "PATCH /api/events/:id/show": ["manage_events"],
  "PATCH /api/events/:id/time-zone": ["manage_events"],
  "PUT /api/events/:id/delete": ["manage_events"],
  "PUT /api/events/:id": ["manage_events"],
  // Staffing of a competition's days (who works when, chairs, the night window): a stylist reads her own
  // days (getStaffing filters them), manage_bookings sets them; days off: her own, or anyone's for manage_bookings.
  "GET /api/events/:id/staffing": STAFF_READ,
  "PUT /api/events/:id/staffing": ["manage_bookings"],
  "GET /api/time-off": STAFF_READ,
  "POST /api/time-off": STAFF_READ,
  "DELETE /api/time-off/:id": STAFF_READ,
  "GET /api/events/settings": "public",
  "PUT /api/events/settings": ["manage_events"],
  // The day planner: propose a plan for a competition day, save one staff reviewed.
  "POST /api/events/:id/days/:date/plan": ["manage_bookings"],
  "PUT /api/events/:id/days/:date/plan": ["manage_bookings"],
  // The competition's heat list: preview what it sets for the booked dancers, then save it.
  "POST /api/events/:id/heat-list/preview": ["manage_bookings"],
  "POST /api/events/:id/heat-list/apply": ["manage_bookings"],
  // Invitations to a competition (lib/invitations): preview the audience (names only, never an address) and
  // the message, queue them for the outbox, follow the progress; competitions are manage_events business.
  "POST /api/events/:id/invitations/preview": ["manage_events"],
  "POST /api/events/:id/invitations": ["manage_events"],
  "GET /api/events/:id/invitations/:campaignId": ["manage_events"],
  // An invitation's one-click unsubscribe (RFC 8058): its token is the credential; a GET shows the confirmation page.
  "GET /api/unsubscribe/:token": "public",
  "POST /api/unsubscribe/:token": "public",

  "POST /api/booking/create": "public",
  // Desk bookings (phone, text, walk-up): entered by staff who manage bookings, no captcha.
  "POST /api/bookings": ["manage_bookings"],
  "GET /api/booking/assigned": STAFF_READ,
  // Unassigned requests are manage_bookings business; view_bookings reads one booking only when it
  // is assigned (getBookingFor checks that in the data layer).
  "GET /api/booking/unassigned": ["manage_bookings"],
  "GET /api/booking/:id": STAFF_READ,
  "GET /api/booking/:id/reminders": ["manage_bookings"],
  "PUT /api/booking/update/:id": ["manage_bookings"],
  "PUT /api/booking/delete/:id": ["manage_bookings"],
  "POST /api/send-email/booking/:id": ["manage_bookings"],
  "POST /api/send-email/booking/:id/receipt": ["manage_bookings"],
  // Revoke a customer's private links (optionally sending a fresh one) and the record of
  // customer emails staff sent by hand (lib/bookings/staff-emails.ts).
  "POST /api/booking/revoke-links/:id": ["manage_bookings"],
  "GET /api/booking/staff-emails/:id": ["manage_bookings"],
  "GET /api/booking/cancelled": ["manage_bookings"],
  "PUT /api/booking/restore/:id": ["manage_bookings"],
  "GET /api/booking/reminder-settings": ["manage_bookings"],
  "PUT /api/booking/reminder-settings": ["manage_bookings"],
  // Each assignable staff member's slots on one day (Edit Booking's busy times; heat-time planning).
  "GET /api/booking/staff-schedule": ["manage_bookings"],
  // The desk enters, edits and clears a dancer's heat times (the private page's rules; a started day too).
  "PUT /api/bookings/:id/heats": ["manage_bookings"],
  // The customer's private link is the credential (token in the path; lib/auth/booking-links.ts).
  "GET /api/booking/link/:token/calendar": "public",
  "POST /api/booking/link/:token/cancel": "public",
  "PUT /api/booking/link/:token/heats": "public",
  "PUT /api/booking/link/:token/texts": "public",
  "PUT /api/booking/link/:token/marketing": "public",
  // "Your bookings": a single-use link asks for a session (cookie); the cookie opens the family's bookings (lib/auth/family-links.ts).
  "POST /api/family/sign-in-link": "public",
  "POST /api/family/sign-in": "public",
  "POST /api/family/sign-out": "public",
  "GET /api/family/bookings/:id/open": "public",
  "POST /api/family/bookings/:id/balance": "public",
  // "Ask for a change" from the family page and the private page; the desk answers on Edit Booking (lib/change-requests).
  "POST /api/family/bookings/:id/changes": "public",
  "PUT /api/family/bookings/:id/marketing": "public",
  "POST /api/booking/link/:token/changes": "public",
  "POST /api/bookings/:id/changes/:requestId/accept": ["manage_bookings"],
  "POST /api/bookings/:id/changes/:requestId/decline": ["manage_bookings"],
  "POST /api/booking/link/:token/balance": "public",
  // "Book another competition": a 2-hour signed reference from the private page is the credential.
  "GET /api/booking/again/:ref": "public",
  "POST /api/send-email": "public",

  "GET /api/calendar": ["view_bookings"],
  // Staff tools: a staff member's own feed link; the feed itself is opened by its token
  // (lib/calendar/feed.ts checks it and the user); moving a slot follows Edit Booking's rules.
  "GET /api/calendar/feed": ["view_bookings"],
  "POST /api/calendar/feed": ["view_bookings"],
  "GET /api/calendar/feed/:token": "public",
  "DELETE /api/auth/users/:userId/calendar-feed": ["manage_users"],
  "PATCH /api/calendar/slots/:id": ["manage_bookings"],
  // Paid at the chair: a stylist (view_bookings) on their own slots only, the desk (manage_bookings)
  // on any (lib/payments/chair.ts checks the slot's stylist); the payment runs once per Idempotency-Key.
  "GET /api/calendar/slots/:id/chair": STAFF_READ,
  "POST /api/calendar/slots/:id/chair-payments": STAFF_READ,
  "POST /api/calendar/slots/:id/chair-checkout": STAFF_READ,
  // The day as it happens: a slot's status (a stylist on her own slots, the desk on any: lib/dayof checks
  // the slot's stylist; once per Idempotency-Key), the day's statuses and their push stream for all staff,
  // and running late (the desk, or a stylist for her own day).
  "POST /api/calendar/slots/:id/status": STAFF_READ,
  "GET /api/calendar/live": STAFF_READ,
  "GET /api/calendar/live/stream": STAFF_READ,
  "POST /api/calendar/running-late": STAFF_READ,
  "GET /api/booking/export": ["manage_bookings"],
  // Deposits: settings, a booking's payments, offline payments and refunds; the customer
  // pays from the private link; Stripe reports through its signed webhook; the local stand-in for
  // Checkout (development, or ALLOW_LOCAL_PAYMENTS) completes a payment through that same webhook path.
  "GET /api/booking/deposit-settings": ["manage_bookings"],
  "PUT /api/booking/deposit-settings": ["manage_bookings"],
  "GET /api/booking/:id/payments": ["manage_bookings"],
  "POST /api/booking/:id/payments": ["manage_bookings"],
  "POST /api/booking/:id/payments/:paymentId/refund": ["manage_bookings"],
  "POST /api/booking/:id/receipts/:receiptId/resend": ["manage_bookings"],
  "POST /api/booking/link/:token/deposit": "public",
  "POST /api/payments/local-checkout": "public",
  // Back from Checkout, keyed by the Checkout Session id (the private link never goes to Stripe).
  "GET /api/payments/return": "public",

  // Client records: the dancers the studio knows, their styling notes, merges, moves,
  // erasure and retention, exports (lib/clients). Desk business: manage_bookings only.
  "GET /api/clients": ["manage_bookings"],
  "GET /api/clients/export": ["manage_bookings"],
  "GET /api/clients/settings": ["manage_bookings"],
  "PUT /api/clients/settings": ["manage_bookings"],
  "GET /api/clients/:id": ["manage_bookings"],
  "GET /api/clients/:id/export": ["manage_bookings"],
  "POST /api/clients/:id/notes": ["manage_bookings"],
  "POST /api/clients/:id/merge": ["manage_bookings"],
  "POST /api/clients/:id/bookings": ["manage_bookings"],
  "POST /api/clients/:id/erase": ["manage_bookings"],
  "POST /api/clients/:id/photos": ["manage_bookings"],
  "GET /api/clients/:id/photos/:photoId": ["manage_bookings"],
  "DELETE /api/clients/:id/photos/:photoId": ["manage_bookings"],
  "POST /api/clients/:id/proposals/:proposalId": ["manage_bookings"],

  // Close the day and the season's takings (lib/takings): desk business.
  "GET /api/takings/:eventId/day": ["manage_bookings"],
  "GET /api/takings/:eventId/season": ["manage_bookings"],
  "GET /api/takings/:eventId/csv": ["manage_bookings"],
  "POST /api/takings/:eventId/cash-counts": ["manage_bookings"],

  // Reports (lib/reports): the season's and one competition's tables and charts as CSV; the owner and managers.
  "GET /api/reports/csv": ["view_reports"],
  "GET /api/reports/:eventId/csv": ["view_reports"],

  "GET /api/inbox/messages": ["manage_bookings"],
  "PATCH /api/inbox/messages/:id": ["manage_bookings"],
  "GET /api/inbox/emails": ["manage_bookings"],
  "POST /api/inbox/emails/:id/retry": ["manage_bookings"],
  // Texts in the Inbox: conversations by number, one opened, marked read (a POST), a reply.
  "GET /api/inbox/texts": ["manage_bookings"],
  "GET /api/inbox/texts/:phone": ["manage_bookings"],
  "POST /api/inbox/texts/:phone/read": ["manage_bookings"],
  "POST /api/inbox/texts/:phone": ["manage_bookings"],

  "GET /api/cron/outbox": "cron",
  // Waiting list per competition day (lib/waitlist): how full each day is and joining are public
  // (captcha and per-address limits; from the private page the link is the credential); an emailed
  // offer's token is the credential of its accept; the list itself is desk business.
  "GET /api/events/:id/capacity": "public",
  "POST /api/waitlist": "public",
  "POST /api/booking/link/:token/waitlist": "public",
  "POST /api/booking/link/:token/days": "public",
  "POST /api/waitlist/offer/:token/accept": "public",
  "GET /api/events/:id/days/:date/waitlist": ["manage_bookings"],
  "PUT /api/events/:id/days/:date/waitlist": ["manage_bookings"],
  "DELETE /api/events/:id/days/:date/waitlist/:entryId": ["manage_bookings"],
  "GET /api/cron/waitlist": "cron",

  "POST /api/webhooks/resend": "provider",
  "POST /api/webhooks/stripe": "provider",
  // Texts (lib/notify): day-of texts to the dancer from the desk, or from a stylist on a booking she has a
  // slot on (checked in the data layer); the booking's texts are read by the same staff; Twilio's inbound
  // texts and status callbacks (signature checked).
  "GET /api/bookings/:id/texts": STAFF_READ,
  "POST /api/bookings/:id/texts": STAFF_READ,
  "POST /api/webhooks/twilio": "provider",
  "POST /api/webhooks/twilio/status": "provider",
} as const satisfies Record<string, Access>;

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
