"use client";
// The public forms' one way to talk to the API (booking, contact, heat times, cancel): JSON in and out,
// the `{ error, fields }` answer read once, a network failure told apart from a refusal, and a
// pending flag for the button.
import { useCallback, useState } from "react";
import { requestJson, type EndpointResult } from "@/components/endpoint-request";
import { apiUrl, methodOf } from "@/lib/http/contract";
import type { ApiRequest, JsonEndpointKey, ResponseOf } from "@/app/api/contract";

export type PublicFormResult<T> = EndpointResult<T>;

export { newIdempotencyKey } from "./idempotency-key";

function sendPublicForm<TAnswer>(url: string, method: "POST" | "PUT", body: unknown, idempotencyKey?: string): Promise<PublicFormResult<TAnswer>> {
  // The private-link paths carry a credential: never hand them on as a referrer.
  return requestJson<TAnswer>(url, method, body, { headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}, referrerPolicy: "no-referrer" });
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
  const call = useCallback(<K extends PublicFormKey>(key: K, request: ApiRequest<K>, idempotencyKey?: string) => track(() => callPublicForm(key, request, idempotencyKey)), [track]);
  return { pending, call };
}
