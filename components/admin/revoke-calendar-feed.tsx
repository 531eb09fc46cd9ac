"use client";
// Users → Edit User: stop a user's private calendar feed at once (a lost phone, a departure).
import { ApiError, useAdminApi } from "./admin-api";
import { StatusMessage, useStatusAction } from "./timed-status";

export function RevokeCalendarFeed({ userId }: { userId: string }) {
  const api = useAdminApi();
  const { status, busy, run } = useStatusAction();

  const revoke = () =>
    run(
      async () => {
        const { revoked } = await api.call("DELETE /api/auth/users/:userId/calendar-feed", { params: { userId } });
        return revoked ? { tone: "success", text: "Calendar link revoked" } : { tone: "success", text: "This user has no calendar link" };
      },
      (error) => ({ tone: "danger", text: error instanceof ApiError ? error.message : "Could not revoke the calendar link" }),
    );

  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-line pt-3">
      <button type="button" disabled={busy} onClick={() => void revoke()} className="rounded border border-danger/40 px-3 py-1.5 text-sm text-danger disabled:opacity-60">
        Revoke calendar link
      </button>
      <StatusMessage status={status} look="text" />
    </div>
  );
}
