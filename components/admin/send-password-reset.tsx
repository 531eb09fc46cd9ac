"use client";
// Users → Edit User (administrators): email the user a single-use link to choose a new password.
import { ApiError, useAdminApi } from "./admin-api";
import { StatusMessage, useStatusAction } from "./timed-status";

export function SendPasswordReset({ userId, email }: { userId: string; email: string }) {
  const api = useAdminApi();
  const { status, busy, run } = useStatusAction();

  const send = () =>
    run(
      async () => {
        await api.call("POST /api/auth/users/:userId/password-reset", { params: { userId } });
        return { tone: "success", text: `Password reset link sent to ${email}` };
      },
      (error) => ({ tone: "danger", text: error instanceof ApiError ? error.message : "Could not send the password reset" }),
    );

  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-line pt-3">
      <button type="button" disabled={busy} onClick={() => void send()} className="rounded border border-line px-3 py-1.5 text-sm disabled:opacity-60">
        {busy ? "Sending…" : "Send password reset"}
      </button>
      <StatusMessage status={status} look="text" />
    </div>
  );
}
