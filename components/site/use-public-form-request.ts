"use client";
// The public forms' one way to talk to the API (booking, contact, heat times, cancel): JSON in and out,
// the `{ error, fields }` answer read once, a network failure told apart from a refusal, and a
// pending flag for the button.
import { useCallback, useState } from "react";

export type PublicFormResult<T> =
  | { kind: "ok"; body: T }
  | { kind: "refused"; status: number; error?: string; fields: Record<string, string> }
  | { kind: "unreachable"; message: string };

/** A fresh Idempotency-Key for one filled form (a retry of the same form reuses it). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function sendPublicForm<T>(url: string, method: "POST" | "PUT", body: unknown, idempotencyKey?: string): Promise<PublicFormResult<T>> {
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
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string; fields?: Record<string, string> };
  if (response.ok) return { kind: "ok", body: answer };
  return { kind: "refused", status: response.status, error: answer.error, fields: answer.fields ?? {} };
}

export function usePublicFormRequest() {
  const [pending, setPending] = useState(false);
  const send = useCallback(async <T = Record<string, unknown>>(url: string, method: "POST" | "PUT", body: unknown, idempotencyKey?: string) => {
    setPending(true);
    try {
      return await sendPublicForm<T>(url, method, body, idempotencyKey);
    } finally {
      setPending(false);
    }
  }, []);
  return { pending, send };
}
