// Messages of the Idempotency-Key seam that clients and tests read (browser-safe; the seam itself is server-only).
export const KEY_REUSED_MESSAGE = "This Idempotency-Key was already used for a different request. Use a new key for a new submission.";
