"use client";
// Sends one queued status change: its Idempotency-Key and `since` as tapped. A network failure (or a server
// that cannot answer now) leaves it queued; 409 with the slot is another phone's newer change.
import { apiUrl } from "@/lib/http/contract";
import type { LiveSlot, QueuedChange, SendResult } from "./queue";

/** Raised on the window when a request of the day could not reach the server: the offline banner shows. */
export const NETWORK_FAILED_EVENT = "staff:network-failed";

export async function sendSlotStatus(change: QueuedChange, csrfToken: string): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(apiUrl("POST /api/calendar/slots/:id/status", { params: { id: change.slotId } }), {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json", "Content-Type": "application/json", "Idempotency-Key": change.key, "X-CSRF-Token": csrfToken },
      body: JSON.stringify({ status: change.status, ...(change.since === null ? {} : { since: change.since }), source: change.waited ? "queued" : "online" }),
    });
  } catch {
    window.dispatchEvent(new Event(NETWORK_FAILED_EVENT));
    return { kind: "offline" };
  }
  if (response.status >= 500) return { kind: "offline" };
  const answer = (await response.json().catch(() => ({}))) as { slot?: LiveSlot; error?: string };
  if (response.ok && answer.slot) return { kind: "sent", slot: answer.slot };
  if (response.status === 401) return { kind: "signed-out" };
  if (response.status === 409 && answer.slot) return { kind: "conflict", error: answer.error ?? "Changed on another phone", slot: answer.slot };
  return { kind: "refused", status: response.status, error: answer.error ?? `Not saved (${response.status})` };
}
