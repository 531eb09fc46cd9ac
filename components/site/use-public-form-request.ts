"use client";
// The public forms' one way to talk to the API (booking, contact, heat times, cancel): JSON in and out,
// the `{ error, fields }` answer read once, a network failure told apart from a refusal, and a
// pending flag for the button.
import { useCallback, useState } from "react";
import { apiUrl, methodOf, type ApiRequest, type JsonEndpointKey, type ResponseOf } from "@/lib/http/contract";

export type PublicFormResult<T> =
  | { kind: "ok"; body: T }
  | { kind: "refused"; status: number; error?: string; fields: Record<string, string> }
  | { kind: "unreachable"; message: string };

/** A fresh Idempotency-Key for one filled form (a retry of the same form reuses it). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** @deprecated Use `callPublicForm(key, …)`: the endpoint key types the answer. */
export async function sendPublicForm<TAnswer>(url: string, method: "POST" | "PUT", body: unknown, idempotencyKey?: string): Promise<PublicFormResult<TAnswer>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { "Content-Type": "application/json", Accept: "application/json", ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}) },
      body: JSON.stringify(body),
      // The private-link paths carry a credential: never hand them on as a referrer.
      referrerPolicy: "no-referrer",
    });
  } catch (error) {
    return { kind: "unreachable", message: error instanceof Error ? error.message : String(error) };
  }
  const answer: unknown = await response.json().catch(() => ({}));
  // The contract's type for this endpoint (ResponseOf<key>) is what its handler answers.
  if (response.ok) return { kind: "ok", body: answer as TAnswer };
  const refusal = (answer ?? {}) as { error?: string; fields?: Record<string, string> };
  return { kind: "refused", status: response.status, error: refusal.error, fields: refusal.fields ?? {} };
}

/** A public endpoint this hook may send a form to (a JSON write). */
export type PublicFormKey = Extract<JsonEndpointKey, `POST ${string}` | `PUT ${string}`>;

/** One form's request by endpoint key: `callPublicForm("PUT /api/booking/link/:token/heats", { params: { token }, body })`. */
export function callPublicForm<K extends PublicFormKey>(key: K, request: ApiRequest<K>, idempotencyKey?: string): Promise<PublicFormResult<ResponseOf<K>>> {
  return sendPublicForm<ResponseOf<K>>(apiUrl(key, request), methodOf(key) as "POST" | "PUT", request.body ?? {}, idempotencyKey);
}

export function usePublicFormRequest() {
  const [pending, setPending] = useState(false);
  const track = useCallback(async <R,>(run: () => Promise<R>): Promise<R> => {
    setPending(true);
    try {
      return await run();
    } finally {
      setPending(false);
    }
  }, []);
  /** @deprecated Use `call(key, …)`: the endpoint key types the answer. */
  const send = useCallback(
    <T = Record<string, unknown>,>(url: string, method: "POST" | "PUT", body: unknown, idempotencyKey?: string) => track(() => sendPublicForm<T>(url, method, body, idempotencyKey)),
    [track],
  );
  const call = useCallback(<K extends PublicFormKey>(key: K, request: ApiRequest<K>, idempotencyKey?: string) => track(() => callPublicForm(key, request, idempotencyKey)), [track]);
  return { pending, send, call };
}
