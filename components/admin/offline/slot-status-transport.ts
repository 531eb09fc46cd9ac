"use client";
// Sends one queued status change: its Idempotency-Key, `since` and session tag as tapped. A network failure (or a
// server that cannot answer now) leaves it queued; 409 with the slot is another phone's newer change, 409 with
// the reason "session-ended" a change tapped before a sign-out.
import { SESSION_ENDED_MESSAGE, SESSION_ENDED_REASON } from "@/lib/dayof/dto";
import { apiUrl } from "@/lib/http/contract";
import type { LiveSlot, QueuedChange, SendResult } from "./queue";

/** Raised on the window when a request of the day could not reach the server: the offline banner shows. */
export const NETWORK_FAILED_EVENT = "staff:network-failed";

/** The request a queued change is sent as: its key and `since` as tapped; `source: "queued"` once it waited. */
export function slotStatusRequest(change: QueuedChange, csrfToken: string): { url: string; init: { method: "POST"; credentials: RequestCredentials; headers: Record<string, string>; body: string } } {
  return {
    url: apiUrl("POST /api/calendar/slots/:id/status", { params: { id: change.slotId } }),
    init: {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json", "Content-Type": "application/json", "Idempotency-Key": change.key, "X-CSRF-Token": csrfToken },
      // A change stored before it carried its session's tag is sent with none that matches: refused, as from an ended session.
      body: JSON.stringify({ status: change.status, ...(change.since === null ? {} : { since: change.since }), source: change.waited ? "queued" : "online", madeInSession: change.madeInSession ?? "" }),
    },
  };
}

/**
 * What the server's answer means for a queued change. A 409 is another phone's change only when the slot moved
 * past the version this change was made on; on the same version it is the transition rule saying no.
 */
export async function sendResultOf(response: Response, change: QueuedChange): Promise<SendResult> {
  if (response.status >= 500) return { kind: "offline" };
  const answer = (await response.json().catch(() => ({}))) as { slot?: LiveSlot; error?: string; reason?: string };
  if (response.ok && answer.slot) return { kind: "sent", slot: answer.slot };
  if (response.status === 401) return { kind: "signed-out" };
  if (response.status === 409 && answer.reason === SESSION_ENDED_REASON) return { kind: "session-ended", error: answer.error ?? SESSION_ENDED_MESSAGE };
  if (response.status === 409 && answer.slot && answer.slot.version !== change.since) return { kind: "conflict", error: answer.error ?? "Changed on another phone", slot: answer.slot };
  return { kind: "refused", status: response.status, error: answer.error ?? `Not saved (${response.status})` };
}

export async function sendSlotStatus(change: QueuedChange, csrfToken: string): Promise<SendResult> {
  const { url, init } = slotStatusRequest(change, csrfToken);
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    window.dispatchEvent(new Event(NETWORK_FAILED_EVENT));
    return { kind: "offline" };
  }
  return sendResultOf(response, change);
}
