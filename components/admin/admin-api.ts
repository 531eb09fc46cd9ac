"use client";
// Admin calls: cookie session, X-CSRF-Token on writes, 401 sends the
// user to the login page, 403 to the admin home.
import { createContext, useContext, useMemo } from "react";
import useSWR, { type SWRConfiguration } from "swr";

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

async function adminCall<T>(url: string, init: { method?: string; body?: unknown; csrfToken?: string }): Promise<{ data: T; headers: Headers }> {
  const method = init.method ?? "GET";
  const headers: Record<string, string> = { Accept: "application/json" };
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
  const data = (await response.json().catch(() => ({}))) as T & { error?: string; fields?: Record<string, string> };
  if (!response.ok) throw new ApiError(data.error ?? `Request failed (${response.status})`, response.status, data.fields, data);
  return { data, headers: response.headers };
}

async function adminRequest<T>(url: string, init: { method?: string; body?: unknown; csrfToken?: string } = {}): Promise<T> {
  return (await adminCall<T>(url, init)).data;
}

/** The admin API with the session's CSRF token; the same object until the token changes. */
export function useAdminApi() {
  const csrfToken = useContext(AdminSessionContext)?.csrfToken ?? "";
  return useMemo(
    () => ({
      get: <T,>(url: string) => adminRequest<T>(url),
      send: <T,>(method: string, url: string, body?: unknown) => adminRequest<T>(url, { method, body, csrfToken }),
      csrfToken,
    }),
    [csrfToken],
  );
}

/** An admin GET with its response headers (paging totals). */
export const adminCallWithHeaders = <T,>(url: string): Promise<{ data: T; headers: Headers }> => adminCall<T>(url, {});

/** SWR's fetcher for admin reads: the same 401/403 handling and ApiError as every other call. */
export const adminFetcher = <T,>(url: string): Promise<T> => adminRequest<T>(url);

/** The same for the paged lists (?page=&pageSize=): the items and the X-Total-Count / X-Total-Pages headers. */
export async function adminPageFetcher<T>(url: string): Promise<{ items: T[]; total: number; pages: number }> {
  const { data, headers } = await adminCall<T[]>(url, {});
  return { items: data, total: Number(headers.get("X-Total-Count") ?? data.length), pages: Number(headers.get("X-Total-Pages") ?? 1) };
}

/**
 * Reads an admin endpoint with SWR (null → no request). Loaded once and on `mutate()`; no refetch on
 * focus or reconnect and no automatic retry, so an edit in progress is never replaced under the
 * user and a failure shows its message. With `fallbackData` (loaded by the page on the server) it
 * does not refetch on mount.
 */
export function useAdminData<T>(url: string | null, options: Pick<SWRConfiguration<T, ApiError>, "fallbackData" | "keepPreviousData"> = {}, fetcher: (url: string) => Promise<T> = adminFetcher<T>) {
  return useSWR<T, ApiError>(url, fetcher, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    revalidateOnMount: options.fallbackData === undefined,
    ...options,
  });
}
