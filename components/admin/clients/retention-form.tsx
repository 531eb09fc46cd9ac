"use client";
// Clients → Retention: off by default; when set, clients inactive for N years are erased by the hourly maintenance pass.
import { useState } from "react";
import { ApiError, useAdminApi } from "../admin-api";
import { SAVED, StatusMessage, useStatusAction } from "../timed-status";

export function RetentionForm({ initialYears }: { initialYears: number | null }) {
  const api = useAdminApi();
  const [enabled, setEnabled] = useState(initialYears !== null);
  const [years, setYears] = useState(String(initialYears ?? 5));
  const { status, busy, run } = useStatusAction();

  async function save(event: React.FormEvent) {
    event.preventDefault();
    await run(
      async () => {
        await api.call("PUT /api/clients/settings", { body: { retentionYears: enabled ? Number(years) : null } });
        return SAVED;
      },
      (e) => ({ tone: "danger", text: e instanceof ApiError ? (e.fields?.retentionYears ?? e.message) : "Error Saving" }),
    );
  }

  return (
    <form onSubmit={(e) => void save(e)} className="space-y-3 rounded border border-line bg-white p-4" aria-labelledby="retention-heading">
      <h2 id="retention-heading" className="font-serif text-xl font-semibold">
        Retention
      </h2>
      <p className="text-sm text-muted">Off by default. When on, clients with no booking and no booked day in the chosen number of years are erased automatically (bookings stay as anonymous rows).</p>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} className="size-5" />
        Erase inactive clients automatically
      </label>
      <div>
        <label htmlFor="retention-years" className="block text-sm font-medium">
          Years without activity
        </label>
        <input id="retention-years" type="number" min={1} max={50} value={years} disabled={!enabled} onChange={(e) => setYears(e.target.value)} className="mt-1 w-28 rounded border border-line px-3 py-2 disabled:opacity-60" />
      </div>
      <div className="flex items-center gap-3">
        <button type="submit" disabled={busy} className="min-h-11 rounded bg-ink px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
          Save
        </button>
        <StatusMessage status={status} look="text" />
      </div>
    </form>
  );
}
