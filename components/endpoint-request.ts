// A call by endpoint key that answers instead of throwing or redirecting: the public forms, and the
// admin's own session calls (sign-in, refresh, sign-out), which must not bounce to the login page.
// The one place outside the admin client where an answer's JSON meets its contract type.
import { apiUrl, methodOf } from "@/lib/http/contract";
import type { ApiRequest, ApiRequestArgThen, JsonEndpointKey, ResponseOf } from "@/app/api/contract";

export type EndpointResult<T> =
  | { kind: "ok"; body: T }
  | { kind: "refused"; status: number; error?: string; fields: Record<string, string> }
  | { kind: "unreachable"; message: string };

export interface EndpointRequestInit {
  headers?: Record<string, string>;
  referrerPolicy?: ReferrerPolicy;
}

/** Reads an answer: the body typed by the endpoint's contract when it succeeded, else its `{ error, fields }`. */
async function readAnswer<TAnswer>(response: Response): Promise<EndpointResult<TAnswer>> {
  const answer: unknown = await response.json().catch(() => ({}));
  // The contract's type for this endpoint (ResponseOf<key>) is what its handler answers.
  if (response.ok) return { kind: "ok", body: answer as TAnswer };
  const refusal = (answer ?? {}) as { error?: string; fields?: Record<string, string> };
  return { kind: "refused", status: response.status, error: refusal.error, fields: refusal.fields ?? {} };
}

/** Sends one request to `url` (JSON body unless none), telling a network failure apart from a refusal. */
export async function requestJson<TAnswer>(url: string, method: string, body: unknown, init: EndpointRequestInit = {}): Promise<EndpointResult<TAnswer>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...init.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      ...(init.referrerPolicy ? { referrerPolicy: init.referrerPolicy } : {}),
    });
  } catch (error) {
    return { kind: "unreachable", message: error instanceof Error ? error.message : String(error) };
  }
  return readAnswer<TAnswer>(response);
}

/** `requestEndpoint("POST /api/auth/login", { body })`: the URL and method from the key, the answer typed by the contract. */
export function requestEndpoint<K extends JsonEndpointKey>(key: K, ...[request, init]: ApiRequestArgThen<K, EndpointRequestInit>): Promise<EndpointResult<ResponseOf<K>>> {
  const parts = request as ApiRequest<K> | undefined;
  return requestJson<ResponseOf<K>>(apiUrl(key, parts), methodOf(key), parts?.body, init);
}
