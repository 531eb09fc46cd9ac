// The contract between the screens and the API, keyed by the permission table's endpoint keys:
// what each endpoint accepts (path params, query, body) and answers, read from the handler itself
// (apiRoute keeps its types). Rename a field of an answer and every screen that reads it stops
// compiling. The route imports below are type-only: nothing of the server reaches the browser.
// A new endpoint: its row in API_ENDPOINTS, its handler through apiRoute, its line in ApiRoutes.
import type { EndpointKey } from "@/lib/auth/permissions";
import type { AnswerOf, HandlerTypes } from "./api-types";

/** Every endpoint of the permission table with its route handler (type-only). */
export interface ApiRoutes {
  "GET /api/health": typeof import("@/app/api/health/route").GET;
  "POST /api/auth/login": typeof import("@/app/api/auth/login/route").POST;
  "GET /api/auth/csrf-token": typeof import("@/app/api/auth/csrf-token/route").GET;
  "GET /api/auth/verify-token": typeof import("@/app/api/auth/verify-token/route").GET;
  "POST /api/auth/refresh-token": typeof import("@/app/api/auth/refresh-token/route").POST;
  "POST /api/auth/logout": typeof import("@/app/api/auth/logout/route").POST;
  "GET /api/auth/users": typeof import("@/app/api/auth/users/route").GET;
  "POST /api/auth/users": typeof import("@/app/api/auth/users/route").POST;
  "PUT /api/auth/users/:userId": typeof import("@/app/api/auth/users/[userId]/route").PUT;
  "DELETE /api/auth/users/:userId": typeof import("@/app/api/auth/users/[userId]/route").DELETE;
  "POST /api/auth/password-reset": typeof import("@/app/api/auth/password-reset/route").POST;
  "POST /api/auth/password-reset/confirm": typeof import("@/app/api/auth/password-reset/confirm/route").POST;
  "POST /api/auth/users/:userId/password-reset": typeof import("@/app/api/auth/users/[userId]/password-reset/route").POST;
  "GET /api/content/page_home": typeof import("@/app/api/content/[pageKey]/route").GET;
  "GET /api/content/page_about": typeof import("@/app/api/content/[pageKey]/route").GET;
  "GET /api/content/page_services": typeof import("@/app/api/content/[pageKey]/route").GET;
  "GET /api/content/page_gallery": typeof import("@/app/api/content/page_gallery/route").GET;
  "PUT /api/content/page_home": typeof import("@/app/api/content/[pageKey]/route").PUT;
  "PUT /api/content/page_about": typeof import("@/app/api/content/[pageKey]/route").PUT;
  "PUT /api/content/page_services": typeof import("@/app/api/content/[pageKey]/route").PUT;
  "POST /api/content/upload-gallery": typeof import("@/app/api/content/upload-gallery/route").POST;
  "POST /api/content/merge-gallery": typeof import("@/app/api/content/merge-gallery/route").POST;
  "POST /api/content/delete-temp-images": typeof import("@/app/api/content/delete-temp-images/route").POST;
  "DELETE /api/content/delete-image": typeof import("@/app/api/content/delete-image/route").DELETE;
  "PUT /api/content/update-image-order": typeof import("@/app/api/content/update-image-order/route").PUT;
  "PUT /api/content/update-image-alt": typeof import("@/app/api/content/update-image-alt/route").PUT;
  "GET /api/servicesList": typeof import("@/app/api/servicesList/route").GET;
  "POST /api/servicesList": typeof import("@/app/api/servicesList/route").POST;
  "PUT /api/servicesList/:id": typeof import("@/app/api/servicesList/[id]/route").PUT;
  "DELETE /api/servicesList/:id": typeof import("@/app/api/servicesList/[id]/route").DELETE;
  "GET /api/events/upcoming": typeof import("@/app/api/events/upcoming/route").GET;
  "GET /api/events/past": typeof import("@/app/api/events/past/route").GET;
  "GET /api/events/showSelected": typeof import("@/app/api/events/showSelected/route").GET;
  "GET /api/events/states": typeof import("@/app/api/events/states/route").GET;
  "POST /api/events/create": typeof import("@/app/api/events/create/route").POST;
  "PATCH /api/events/:id/show": typeof import("@/app/api/events/[id]/show/route").PATCH;
  "PATCH /api/events/:id/time-zone": typeof import("@/app/api/events/[id]/time-zone/route").PATCH;
  "PUT /api/events/:id/delete": typeof import("@/app/api/events/[id]/delete/route").PUT;
  "PUT /api/events/:id": typeof import("@/app/api/events/[id]/route").PUT;
  "GET /api/events/settings": typeof import("@/app/api/events/settings/route").GET;
  "PUT /api/events/settings": typeof import("@/app/api/events/settings/route").PUT;
  "POST /api/booking/create": typeof import("@/app/api/booking/create/route").POST;
  "GET /api/booking/assigned": typeof import("@/app/api/booking/assigned/route").GET;
  "GET /api/booking/unassigned": typeof import("@/app/api/booking/unassigned/route").GET;
  "GET /api/booking/:id": typeof import("@/app/api/booking/[id]/route").GET;
  "GET /api/booking/:id/reminders": typeof import("@/app/api/booking/[id]/reminders/route").GET;
  "PUT /api/booking/update/:id": typeof import("@/app/api/booking/update/[id]/route").PUT;
  "PUT /api/booking/delete/:id": typeof import("@/app/api/booking/delete/[id]/route").PUT;
  "POST /api/send-email/booking/:id": typeof import("@/app/api/send-email/booking/[id]/route").POST;
  "POST /api/send-email/booking/:id/receipt": typeof import("@/app/api/send-email/booking/[id]/receipt/route").POST;
  "POST /api/booking/revoke-links/:id": typeof import("@/app/api/booking/revoke-links/[id]/route").POST;
  "GET /api/booking/staff-emails/:id": typeof import("@/app/api/booking/staff-emails/[id]/route").GET;
  "GET /api/booking/cancelled": typeof import("@/app/api/booking/cancelled/route").GET;
  "PUT /api/booking/restore/:id": typeof import("@/app/api/booking/restore/[id]/route").PUT;
  "GET /api/booking/reminder-settings": typeof import("@/app/api/booking/reminder-settings/route").GET;
  "PUT /api/booking/reminder-settings": typeof import("@/app/api/booking/reminder-settings/route").PUT;
  "GET /api/booking/staff-schedule": typeof import("@/app/api/booking/staff-schedule/route").GET;
  "GET /api/booking/link/:token/calendar": typeof import("@/app/api/booking/link/[token]/calendar/route").GET;
  "POST /api/booking/link/:token/cancel": typeof import("@/app/api/booking/link/[token]/cancel/route").POST;
  "PUT /api/booking/link/:token/heats": typeof import("@/app/api/booking/link/[token]/heats/route").PUT;
  "GET /api/booking/again/:ref": typeof import("@/app/api/booking/again/[ref]/route").GET;
  "POST /api/send-email": typeof import("@/app/api/send-email/route").POST;
  "GET /api/calendar": typeof import("@/app/api/calendar/route").GET;
  "GET /api/calendar/feed": typeof import("@/app/api/calendar/feed/route").GET;
  "POST /api/calendar/feed": typeof import("@/app/api/calendar/feed/route").POST;
  "GET /api/calendar/feed/:token": typeof import("@/app/api/calendar/feed/[token]/route").GET;
  "DELETE /api/auth/users/:userId/calendar-feed": typeof import("@/app/api/auth/users/[userId]/calendar-feed/route").DELETE;
  "PATCH /api/calendar/slots/:id": typeof import("@/app/api/calendar/slots/[id]/route").PATCH;
  "GET /api/calendar/slots/:id/chair": typeof import("@/app/api/calendar/slots/[id]/chair/route").GET;
  "POST /api/calendar/slots/:id/chair-payments": typeof import("@/app/api/calendar/slots/[id]/chair-payments/route").POST;
  "POST /api/calendar/slots/:id/chair-checkout": typeof import("@/app/api/calendar/slots/[id]/chair-checkout/route").POST;
  "GET /api/takings/:eventId/day": typeof import("@/app/api/takings/[eventId]/day/route").GET;
  "GET /api/takings/:eventId/season": typeof import("@/app/api/takings/[eventId]/season/route").GET;
  "GET /api/takings/:eventId/csv": typeof import("@/app/api/takings/[eventId]/csv/route").GET;
  "POST /api/takings/:eventId/cash-counts": typeof import("@/app/api/takings/[eventId]/cash-counts/route").POST;
  "GET /api/booking/export": typeof import("@/app/api/booking/export/route").GET;
  "GET /api/booking/deposit-settings": typeof import("@/app/api/booking/deposit-settings/route").GET;
  "PUT /api/booking/deposit-settings": typeof import("@/app/api/booking/deposit-settings/route").PUT;
  "GET /api/booking/:id/payments": typeof import("@/app/api/booking/[id]/payments/route").GET;
  "POST /api/booking/:id/payments": typeof import("@/app/api/booking/[id]/payments/route").POST;
  "POST /api/booking/:id/payments/:paymentId/refund": typeof import("@/app/api/booking/[id]/payments/[paymentId]/refund/route").POST;
  "POST /api/booking/link/:token/deposit": typeof import("@/app/api/booking/link/[token]/deposit/route").POST;
  "POST /api/payments/local-checkout": typeof import("@/app/api/payments/local-checkout/route").POST;
  "GET /api/payments/return": typeof import("@/app/api/payments/return/route").GET;
  "GET /api/clients": typeof import("@/app/api/clients/route").GET;
  "GET /api/clients/export": typeof import("@/app/api/clients/export/route").GET;
  "GET /api/clients/settings": typeof import("@/app/api/clients/settings/route").GET;
  "PUT /api/clients/settings": typeof import("@/app/api/clients/settings/route").PUT;
  "GET /api/clients/:id": typeof import("@/app/api/clients/[id]/route").GET;
  "GET /api/clients/:id/export": typeof import("@/app/api/clients/[id]/export/route").GET;
  "POST /api/clients/:id/notes": typeof import("@/app/api/clients/[id]/notes/route").POST;
  "POST /api/clients/:id/merge": typeof import("@/app/api/clients/[id]/merge/route").POST;
  "POST /api/clients/:id/bookings": typeof import("@/app/api/clients/[id]/bookings/route").POST;
  "POST /api/clients/:id/erase": typeof import("@/app/api/clients/[id]/erase/route").POST;
  "POST /api/clients/:id/photos": typeof import("@/app/api/clients/[id]/photos/route").POST;
  "GET /api/clients/:id/photos/:photoId": typeof import("@/app/api/clients/[id]/photos/[photoId]/route").GET;
  "DELETE /api/clients/:id/photos/:photoId": typeof import("@/app/api/clients/[id]/photos/[photoId]/route").DELETE;
  "POST /api/clients/:id/proposals/:proposalId": typeof import("@/app/api/clients/[id]/proposals/[proposalId]/route").POST;
  "GET /api/inbox/messages": typeof import("@/app/api/inbox/messages/route").GET;
  "PATCH /api/inbox/messages/:id": typeof import("@/app/api/inbox/messages/[id]/route").PATCH;
  "GET /api/inbox/emails": typeof import("@/app/api/inbox/emails/route").GET;
  "POST /api/inbox/emails/:id/retry": typeof import("@/app/api/inbox/emails/[id]/retry/route").POST;
  "GET /api/cron/outbox": typeof import("@/app/api/cron/outbox/route").GET;
  "POST /api/webhooks/resend": typeof import("@/app/api/webhooks/resend/route").POST;
  "POST /api/webhooks/stripe": typeof import("@/app/api/webhooks/stripe/route").POST;
}

type Types<K extends EndpointKey> = HandlerTypes<ApiRoutes[K]>;

/** The JSON answer of a successful call (never for a file, a feed or a redirect). */
export type ResponseOf<K extends EndpointKey> = AnswerOf<Types<K>["result"]>;
/** What the endpoint's body schema accepts (unknown where the handler reads the body itself: uploads). */
export type BodyOf<K extends EndpointKey> = Types<K>["body"] extends undefined ? unknown : Types<K>["body"];
type QueryInput<K extends EndpointKey> = Types<K>["query"];
type QueryValue = string | number | boolean | null | undefined;
/** The query string's fields, by the endpoint's query schema (free where it reads the query itself). */
export type QueryOf<K extends EndpointKey> = QueryInput<K> extends undefined ? Record<string, QueryValue> : { [F in keyof QueryInput<K>]?: QueryValue };

type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;
/** The path's `:params` as an object of strings: "GET /api/booking/:id" → { id: string }. */
export type ParamsOf<K extends EndpointKey> = { [Name in ParamNames<PathOf<K>>]: string };
type HasParams<K extends EndpointKey> = [ParamNames<PathOf<K>>] extends [never] ? false : true;

/** Endpoints a screen can call for JSON (files, feeds, webhooks and redirects left out). */
export type JsonEndpointKey = { [K in EndpointKey]: [ResponseOf<K>] extends [never] ? never : K }[EndpointKey];
export type JsonGetKey = Extract<JsonEndpointKey, `GET ${string}`>;

/** One call's request: `params` when the path has any, then an optional query and body. */
export type ApiRequest<K extends EndpointKey> = (HasParams<K> extends true ? { params: ParamsOf<K> } : { params?: undefined }) & {
  query?: QueryOf<K>;
  body?: BodyOf<K>;
};
/** The request argument: required when the path has params, optional otherwise. */
export type ApiRequestArg<K extends EndpointKey> = HasParams<K> extends true ? [request: ApiRequest<K>] : [request?: ApiRequest<K>];
/** The same, followed by one more optional argument (a hook's options). */
export type ApiRequestArgThen<K extends EndpointKey, T> = HasParams<K> extends true ? [request: ApiRequest<K>, then?: T] : [request?: ApiRequest<K>, then?: T];

export function methodOf(key: EndpointKey): string {
  return key.slice(0, key.indexOf(" "));
}

/**
 * The URL of one call, built only from its endpoint key: each `:param` filled (encoded) from
 * `params`, a missing or empty one refused, then the query's set fields.
 */
export function apiUrl(key: EndpointKey, request: { params?: Record<string, string>; query?: Record<string, QueryValue> } = {}): string {
  const path = key
    .slice(key.indexOf(" ") + 1)
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const value = request.params?.[segment.slice(1)];
      if (typeof value !== "string" || value === "") throw new TypeError(`${key}: the path parameter "${segment.slice(1)}" is missing`);
      return encodeURIComponent(value);
    })
    .join("/");
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined && value !== null) query.append(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
