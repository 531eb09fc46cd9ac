"use client";
// Users → Edit User (administrators): email the user a single-use link to choose a new password.
import { useState } from "react";
import { ApiError, useAdminApi } from "./admin-api";
import { StatusMessage, useTimedStatus } from "./timed-status";

export function SendPasswordReset({ userId, email }: { userId: string; email: string }) {
  const api = useAdminApi();
  const [busy, setBusy] = useState(false);
  const [status, show] = useTimedStatus();

  async function send() {
    setBusy(true);
    try {
      await api.send("POST", `/api/auth/users/${userId}/password-reset`);
      show({ tone: "success", text: `Password reset link sent to ${email}` });
    } catch (error) {
      show({ tone: "danger", text: error instanceof ApiError ? error.message : "Could not send the password reset" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-line pt-3">
      <button type="button" disabled={busy} onClick={() => void send()} className="rounded border border-line px-3 py-1.5 text-sm disabled:opacity-60">
        {busy ? "Sending…" : "Send password reset"}
      </button>
      <StatusMessage status={status} look="text" />
    </div>
  );
}
