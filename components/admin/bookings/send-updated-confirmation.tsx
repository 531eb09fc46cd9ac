"use client";
// "Send updated confirmation" where a confirmed booking's slot was just changed (My Calendar's drop
// and its details dialog): the send-updated-confirmation question, then the same send as Edit Booking's Send Booking Email.
import { useState } from "react";
import { ApiError, useAdminApi } from "../admin-api";
import { ConfirmDialog } from "../modal";

export const SEND_EMAIL_QUESTION = "Are you sure you want to send an email to the customer?";

export function SendUpdatedConfirmation({ bookingId, onSent, className = "" }: { bookingId: string; onSent(): void; className?: string }) {
  const api = useAdminApi();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function send() {
    setAsking(false);
    setBusy(true);
    try {
      await api.call("POST /api/send-email/booking/:id", { params: { id: bookingId } });
      setResult({ ok: true, text: "Updated confirmation sent." });
      onSent();
    } catch (error) {
      setResult({ ok: false, text: `Email Not Sent. ${error instanceof ApiError && error.message ? error.message : "Unknown error"}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className={`inline-flex flex-wrap items-center gap-2 ${className}`.trim()}>
      {result?.ok ? null : (
        <button type="button" onClick={() => setAsking(true)} disabled={busy} className="rounded bg-ink px-3 py-1.5 text-sm font-medium text-white hover:bg-black disabled:opacity-60">
          {busy ? "Sending…" : "Send updated confirmation"}
        </button>
      )}
      <span role="status" className={`text-sm font-semibold ${result?.ok ? "text-success" : "text-danger"}`}>
        {result?.text ?? ""}
      </span>
      <ConfirmDialog open={asking} message={SEND_EMAIL_QUESTION} confirmLabel="Send" onConfirm={() => void send()} onCancel={() => setAsking(false)} busy={busy} />
    </span>
  );
}
