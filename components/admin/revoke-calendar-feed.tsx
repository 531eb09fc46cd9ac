"use client";
// Users → Edit User: stop a user's private calendar feed at once (a lost phone, a departure).
import { useState } from "react";
import { ApiError, useAdminApi } from "./admin-api";
import { StatusMessage, useTimedStatus } from "./timed-status";

export function RevokeCalendarFeed({ userId }: { userId: string }) {
  const api = useAdminApi();
  const [busy, setBusy] = useState(false);
  const [status, show] = useTimedStatus();

  async function revoke() {
    setBusy(true);
    try {
      const { revoked } = await api.send<{ revoked: boolean }>("DELETE", `/api/auth/users/${userId}/calendar-feed`);
      show(revoked ? { tone: "success", text: "Calendar link revoked" } : { tone: "success", text: "This user has no calendar link" });
    } catch (error) {
      show({ tone: "danger", text: error instanceof ApiError ? error.message : "Could not revoke the calendar link" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-line pt-3">
      <button type="button" disabled={busy} onClick={() => void revoke()} className="rounded border border-danger/40 px-3 py-1.5 text-sm text-danger disabled:opacity-60">
        Revoke calendar link
      </button>
      <StatusMessage status={status} look="text" />
    </div>
  );
}
