// A fresh Idempotency-Key for one filled form (a retry of the same form reuses it). Its own module: a
// form makes its key when it renders, before the request code (use-public-form-request.ts) is needed.
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
