"use client";
// Admin calls: cookie session, X-CSRF-Token on writes, 401 sends the
// user to the login page, 403 to the admin home.
import { createContext, useContext, useMemo } from "react";
import useSWR, { useSWRConfig, type SWRConfiguration } from "swr";
import { apiUrl, methodOf } from "@/lib/http/contract";
import type { ApiRequest, ApiRequestArg, ApiRequestArgThen, JsonEndpointKey, JsonGetKey, ResponseOf } from "@/app/api/contract";

export interface AdminSessionState {
  csrfToken: string;
  expiresAt: number;
  setSession(next: { csrfToken: string; expiresAt: number }): void;
}

export const AdminSessionContext = createContext<AdminSessionState | null>(null);

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
    /** The whole JSON answer, for refusals that say more than `error` (e.g. the bookings in the way). */
    readonly answer?: Record<string, unknown>,
  ) {
    super(message);
  }
}

// The one place an answer's JSON meets its type: callers name an endpoint key, and the contract
// (lib/http/contract.ts) says what that endpoint answers.
async function adminCall<TAnswer>(url: string, init: { method?: string; body?: unknown; csrfToken?: string; idempotencyKey?: string }): Promise<{ data: TAnswer; headers: Headers }> {
  const method = init.method ?? "GET";
  const headers: Record<string, string> = { Accept: "application/json", ...(init.idempotencyKey ? { "Idempotency-Key": init.idempotencyKey } : {}) };
  if (method !== "GET") headers["X-CSRF-Token"] = init.csrfToken ?? "";
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.body);
  }
  const response = await fetch(url, { method, headers, body, credentials: "same-origin" });
  if (response.status === 401) {
    window.location.assign("/admin/login");
    throw new ApiError("Your session has ended. Please sign in again.", 401);
  }
  if (response.status === 403) {
    window.location.assign("/admin/home");
    throw new ApiError("You do not have permission to do this.", 403);
  }
  const answer: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const refusal = (answer ?? {}) as { error?: string; fields?: Record<string, string> };
    throw new ApiError(refusal.error ?? `Request failed (${response.status})`, response.status, refusal.fields, refusal);
  }
  // The contract's type for this endpoint (ResponseOf<key>) is what its handler answers.
  return { data: answer as TAnswer, headers: response.headers };
}

async function adminRequest<T>(url: string, init: { method?: string; body?: unknown; csrfToken?: string } = {}): Promise<T> {
  return (await adminCall<T>(url, init)).data;
}

/** One typed call by endpoint key: the URL from the key and its params, the body as the endpoint's schema accepts it. */
function callEndpoint<K extends JsonEndpointKey>(key: K, request: ApiRequest<K> | undefined, csrfToken: string, idempotencyKey?: string) {
  return adminCall<ResponseOf<K>>(apiUrl(key, request), { method: methodOf(key), body: request?.body, csrfToken, idempotencyKey });
}

/** A typed admin call outside React with the session's CSRF token (screens use `useAdminApi().call`). */
export async function apiCall<K extends JsonEndpointKey>(csrfToken: string, key: K, ...[request]: ApiRequestArg<K>): Promise<ResponseOf<K>> {
  return (await callEndpoint(key, request as ApiRequest<K> | undefined, csrfToken)).data;
}

/** A typed admin read outside React (fetchers, event handlers): `apiGet("GET /api/calendar", { query })`. */
export async function apiGet<K extends JsonGetKey>(key: K, ...[request]: ApiRequestArg<K>): Promise<ResponseOf<K>> {
  return (await callEndpoint(key, request as ApiRequest<K> | undefined, "")).data;
}

/** A typed admin read with its response headers (paging totals in X-Total-Count / X-Total-Pages). */
export function apiGetWithHeaders<K extends JsonGetKey>(key: K, ...[request]: ApiRequestArg<K>): Promise<{ data: ResponseOf<K>; headers: Headers }> {
  return callEndpoint(key, request as ApiRequest<K> | undefined, "");
}

/**
 * The admin API with the session's CSRF token; the same object until the token changes.
 * `call(key, { params, query, body })`: the endpoint key types the request and the answer.
 */
export function useAdminApi() {
  const csrfToken = useContext(AdminSessionContext)?.csrfToken ?? "";
  return useMemo(
    () => ({
      call: <K extends JsonEndpointKey>(key: K, ...request: ApiRequestArg<K>): Promise<ResponseOf<K>> => apiCall(csrfToken, key, ...request),
      /** The same with an Idempotency-Key: a retry with the same key (a phone that lost its connection) runs once. */
      callOnce: async <K extends JsonEndpointKey>(key: K, request: ApiRequest<K>, idempotencyKey: string): Promise<ResponseOf<K>> => (await callEndpoint(key, request, csrfToken, idempotencyKey)).data,
      csrfToken,
    }),
    [csrfToken],
  );
}

type AdminDataOptions<T> = Pick<SWRConfiguration<T, ApiError>, "fallbackData" | "keepPreviousData">;

/**
 * Reads an admin endpoint with SWR (null → no request) through a typed fetcher (the hooks below build one from an endpoint key). Loaded once and on `mutate()`; no refetch on
 * focus or reconnect and no automatic retry, so an edit in progress is never replaced under the
 * user and a failure shows its message. With `fallbackData` or a read the page prefetched
 * (ApiPrefetch, loaded on the server) it does not refetch on mount.
 */
export function useAdminData<T>(url: string | null, options: AdminDataOptions<T>, fetcher: (url: string) => Promise<T>) {
  // A read the page loaded with it (ApiPrefetch) is not asked for again on mount either.
  const { fallback } = useSWRConfig();
  const prefetched = url !== null && (fallback as Record<string, unknown> | undefined)?.[url] !== undefined;
  return useSWR<T, ApiError>(url, fetcher, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    revalidateOnMount: options.fallbackData === undefined && !prefetched,
    ...options,
  });
}

/**
 * useAdminData by endpoint key (null key → no request): `useApiData("GET /api/booking/:id/reminders",
 * { params: { id } })`. The SWR key is the URL, so the same read is shared and `mutate()` reloads it.
 */
export function useApiData<K extends JsonGetKey>(key: K | null, ...[request, options = {}]: ApiRequestArgThen<K, AdminDataOptions<ResponseOf<K>>>) {
  const url = key ? apiUrl(key, request as ApiRequest<K> | undefined) : null;
  return useAdminData<ResponseOf<K>>(url, options, (u) => adminRequest<ResponseOf<K>>(u));
}

type ItemOf<K extends JsonGetKey> = ResponseOf<K> extends readonly (infer Item)[] ? Item : never;

/** A paged list by endpoint key (the body an array, the totals in the X-Total-Count / X-Total-Pages headers). */
export function useApiPage<K extends JsonGetKey>(key: K | null, ...[request, options = {}]: ApiRequestArgThen<K, AdminDataOptions<{ items: ItemOf<K>[]; total: number; pages: number }>>) {
  const url = key ? apiUrl(key, request as ApiRequest<K> | undefined) : null;
  return useAdminData(url, options, async (u) => {
    const { data, headers } = await adminCall<ItemOf<K>[]>(u, {});
    return { items: data, total: Number(headers.get("X-Total-Count") ?? data.length), pages: Number(headers.get("X-Total-Pages") ?? 1) };
  });
}
