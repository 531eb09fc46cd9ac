"use client";
// Admin calls: cookie session, X-CSRF-Token on writes, SPEC §6 handling of 401 and 403.
import { createContext, useContext } from "react";

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
  ) {
    super(message);
  }
}

export async function adminRequest<T>(url: string, init: { method?: string; body?: unknown; csrfToken?: string } = {}): Promise<T> {
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
  if (!response.ok) throw new ApiError(data.error ?? `Request failed (${response.status})`, response.status, data.fields);
  return data;
}

export function useAdminApi() {
  const session = useContext(AdminSessionContext);
  return {
    get: <T,>(url: string) => adminRequest<T>(url),
    send: <T,>(method: string, url: string, body?: unknown) => adminRequest<T>(url, { method, body, csrfToken: session?.csrfToken }),
    csrfToken: session?.csrfToken ?? "",
  };
}
