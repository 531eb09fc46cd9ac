// The contract between the screens and the API: every endpoint of the permission table is mapped to
// its handler, an answer's fields are the handler's, and a URL is built only from an endpoint key.
// The type checks below run under `tsc`: a wrong field or key is a compile error, asserted by an
// expect-error directive. The path builder runs here.
import { describe, expect, expectTypeOf, it } from "vitest";
import type { EndpointKey } from "@/lib/auth/permissions";
import type { StaffBookingDto } from "@/lib/bookings/projection";
import type { AnswerOf, HandlerTypes, JsonResponse, Jsonify } from "./api-types";
import { apiUrl, methodOf } from "./contract";
import type { ApiRequest, ApiRoutes, BodyOf, JsonEndpointKey, ParamsOf, QueryOf, ResponseOf } from "@/app/api/contract";

/** The endpoints that answer something else than JSON to a screen: files, calendar feeds, redirects. */
type NotJson =
  | "GET /api/booking/link/:token/calendar"
  | "GET /api/calendar/feed/:token"
  | "GET /api/booking/export"
  | "POST /api/payments/local-checkout"
  | "GET /api/payments/return"
  | "GET /api/clients/export"
  | "GET /api/takings/:eventId/csv"
  | "GET /api/reports/csv"
  | "GET /api/reports/:eventId/csv"
  | "GET /api/clients/:id/photos/:photoId"
  | "POST /api/webhooks/twilio"
  | "GET /api/calendar/live/stream"
  | "POST /api/family/sign-out"
  | "GET /api/family/bookings/:id/open"
  | "GET /api/unsubscribe/:token";

describe("the contract's map (type checks, run by tsc)", () => {
  it("maps every key of the permission table, and only those, to an apiRoute handler", () => {
    expectTypeOf<keyof ApiRoutes>().toEqualTypeOf<EndpointKey>();
    type Unbranded = { [K in EndpointKey]: [HandlerTypes<ApiRoutes[K]>] extends [never] ? K : never }[EndpointKey];
    expectTypeOf<Unbranded>().toEqualTypeOf<never>();
  });

  it("gives every endpoint a JSON answer except the files, feeds and redirects", () => {
    expectTypeOf<Exclude<EndpointKey, JsonEndpointKey>>().toEqualTypeOf<NotJson>();
  });

  it("answers with the handler's own value: Edit Booking's booking is the data layer's StaffBookingDto", () => {
    expectTypeOf<ResponseOf<"GET /api/booking/:id">>().toEqualTypeOf<Jsonify<StaffBookingDto>>();
    expectTypeOf<ResponseOf<"GET /api/booking/:id">["firstName"]>().toEqualTypeOf<string>();
    expectTypeOf<ResponseOf<"PUT /api/booking/update/:id">>().toEqualTypeOf<{ update: boolean; confirmationOutdated: boolean }>();
    // @ts-expect-error a field the booking answer does not have
    expectTypeOf<ResponseOf<"GET /api/booking/:id">["firstname"]>().toBeString();
  });

  it("reads JSON as JSON.stringify writes it (a Date arrives as a string), and a handler's undefined as { ok: true }", () => {
    expectTypeOf<Jsonify<{ at: Date; n: number; f: () => void }>>().toEqualTypeOf<{ at: string; n: number; f: never }>();
    expectTypeOf<AnswerOf<JsonResponse<{ url: string }> | Response>>().toEqualTypeOf<{ url: string }>();
    expectTypeOf<AnswerOf<undefined>>().toEqualTypeOf<{ ok: true }>();
    expectTypeOf<AnswerOf<Response>>().toBeNever();
  });

  it("types the path params from the key, the body and the query from the endpoint's schemas", () => {
    expectTypeOf<ParamsOf<"POST /api/booking/:id/payments/:paymentId/refund">>().toEqualTypeOf<{ id: string; paymentId: string }>();
    expectTypeOf<keyof ParamsOf<"GET /api/events/upcoming">>().toBeNever();
    expectTypeOf<BodyOf<"PATCH /api/events/:id/show">>().toHaveProperty("showEvent");
    expectTypeOf<QueryOf<"GET /api/booking/assigned">>().toHaveProperty("pageSize");
    // @ts-expect-error the bookings list reads no such query field
    const wrongQuery: QueryOf<"GET /api/booking/assigned"> = { pagesize: 10 };
    // @ts-expect-error the path has an :id, so params are required
    const missingParams: ApiRequest<"GET /api/booking/:id"> = {};
    expect([wrongQuery, missingParams]).toHaveLength(2);
  });
});

describe("apiUrl: the URL of a call, built only from its endpoint key", () => {
  it("fills each :param, encoded, and keeps the rest of the path", () => {
    expect(apiUrl("GET /api/booking/:id", { params: { id: "a/b c?" } })).toBe("/api/booking/a%2Fb%20c%3F");
    expect(apiUrl("POST /api/booking/:id/payments/:paymentId/refund", { params: { id: "b1", paymentId: "p#2" } })).toBe("/api/booking/b1/payments/p%232/refund");
    expect(apiUrl("GET /api/events/upcoming")).toBe("/api/events/upcoming");
  });

  it("refuses a missing or empty path parameter instead of calling a wrong URL", () => {
    expect(() => apiUrl("GET /api/booking/:id", { params: {} })).toThrow(/"id" is missing/);
    expect(() => apiUrl("GET /api/booking/:id")).toThrow(/"id" is missing/);
    expect(() => apiUrl("PUT /api/auth/users/:userId", { params: { userId: "" } })).toThrow(/"userId" is missing/);
  });

  it("adds the query's set fields, encoded, and leaves out undefined and null", () => {
    expect(apiUrl("GET /api/booking/assigned", { query: { page: 2, pageSize: 20, q: "Ana & Bo", competition: undefined, deposit: null } })).toBe("/api/booking/assigned?page=2&pageSize=20&q=Ana+%26+Bo");
  });

  it("reads the method from the key", () => {
    expect(methodOf("PATCH /api/events/:id/show")).toBe("PATCH");
    expect(methodOf("GET /api/health")).toBe("GET");
  });

  it("accepts only the permission table's keys (type check)", () => {
    // @ts-expect-error "bookings" is not a path of the permission table
    expect(() => apiUrl("GET /api/bookings/:id", { params: { id: "1" } })).not.toThrow();
    // @ts-expect-error the method belongs to the key: there is no DELETE /api/booking/:id
    expect(apiUrl("DELETE /api/booking/:id", { params: { id: "1" } })).toBe("/api/booking/1");
  });
});
