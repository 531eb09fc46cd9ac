// The typed admin client keeps the admin calls' behaviour: the URL from the endpoint key, JSON
// accepted, the paging headers handed on, a refusal as ApiError with its fields, 401 → sign-in page.
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiCall, apiGet, apiGetWithHeaders, ApiError } from "./admin-api";
import { requestEndpoint } from "@/components/endpoint-request";

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    void url;
    void init;
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("apiGet / apiGetWithHeaders", () => {
  it("calls the key's path with its params encoded and its query, asking for JSON, without a CSRF header", async () => {
    const fetchMock = answer(200, { reminders: [] });
    await expect(apiGet("GET /api/booking/:id/reminders", { params: { id: "b 1/2" } })).resolves.toEqual({ reminders: [] });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/booking/b%201%2F2/reminders");
    expect(init.method).toBe("GET");
    expect(init.headers).toEqual({ Accept: "application/json" });
  });

  it("hands on the paging headers", async () => {
    answer(200, { emails: [] }, { "X-Total-Count": "41", "X-Total-Pages": "3" });
    const { data, headers } = await apiGetWithHeaders("GET /api/inbox/emails", { query: { page: 2, pageSize: 20 } });
    expect(data).toEqual({ emails: [] });
    expect(headers.get("X-Total-Count")).toBe("41");
  });

  it("throws a refusal as ApiError with its message, fields and whole answer", async () => {
    answer(409, { error: "In the way", fields: { start: "Taken" }, bookings: ["b1"] });
    const failure = await apiGet("GET /api/calendar", { query: { start: "a", end: "b" } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: "In the way", status: 409, fields: { start: "Taken" }, answer: { bookings: ["b1"] } });
  });

  it("sends the user to the sign-in page on 401", async () => {
    answer(401, { error: "Unauthorized" });
    const assign = vi.fn();
    vi.stubGlobal("window", { location: { assign } });
    await expect(apiGet("GET /api/events/past")).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith("/admin/login");
  });
});

describe("apiCall (what useAdminApi().call sends)", () => {
  it("sends a write with the session's CSRF token and the body as JSON, to the key's method and path", async () => {
    const fetchMock = answer(200, { update: true, confirmationOutdated: false });
    await expect(apiCall("csrf-1", "PUT /api/booking/update/:id", { params: { id: "b1" }, body: { dayDetails: [] } })).resolves.toEqual({ update: true, confirmationOutdated: false });
    const [url, init] = fetchMock.mock.calls[0];
    expect([url, init.method, init.body]).toEqual(["/api/booking/update/b1", "PUT", JSON.stringify({ dayDetails: [] })]);
    expect(init.headers).toEqual({ Accept: "application/json", "X-CSRF-Token": "csrf-1", "Content-Type": "application/json" });
  });

  it("sends the user to the admin home on 403", async () => {
    answer(403, { error: "Forbidden" });
    const assign = vi.fn();
    vi.stubGlobal("window", { location: { assign } });
    await expect(apiCall("csrf-1", "PUT /api/booking/delete/:id", { params: { id: "b1" } })).rejects.toMatchObject({ status: 403 });
    expect(assign).toHaveBeenCalledWith("/admin/home");
  });
});

describe("requestEndpoint (sign-in, session and public calls)", () => {
  it("sends the body as JSON to the key's method and path and answers without throwing", async () => {
    const fetchMock = answer(400, { error: "Please check the highlighted fields.", fields: { email: "Required" } });
    const result = await requestEndpoint("POST /api/auth/login", { body: { email: "", password: "x" } });
    expect(result).toEqual({ kind: "refused", status: 400, error: "Please check the highlighted fields.", fields: { email: "Required" } });
    const [url, init] = fetchMock.mock.calls[0];
    expect([url, init.method, init.body]).toEqual(["/api/auth/login", "POST", JSON.stringify({ email: "", password: "x" })]);
  });

  it("tells a network failure apart from a refusal", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(requestEndpoint("GET /api/auth/verify-token")).resolves.toEqual({ kind: "unreachable", message: "Failed to fetch" });
  });
});
