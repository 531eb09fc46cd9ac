// The URL of one call to the API, built from its endpoint key (the permission table's, generated from the routes'
// declarations by `npm run endpoints`). What each endpoint accepts and answers is app/api/contract.ts, read from
// the handlers themselves; this file is the part a screen runs, and never imports app/.
import type { EndpointKey } from "@/lib/auth/permissions";

export type QueryValue = string | number | boolean | null | undefined;

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
