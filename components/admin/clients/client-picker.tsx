"use client";
// Search the client list and pick one (merge into, move a booking to): the list API with ?q=.
import { useState } from "react";
import { ApiError, useAdminApi } from "../admin-api";
import type { ClientListItemDto } from "@/lib/clients/dto";

export function ClientPicker({ id, excludeId, actionLabel, onPick }: { id: string; excludeId: string; actionLabel: string; onPick(client: ClientListItemDto): void }) {
  const api = useAdminApi();
  const [q, setQ] = useState("");
  const [results, setResults] = useState<ClientListItemDto[] | null>(null);
  const [error, setError] = useState("");

  async function search(event: React.FormEvent) {
    event.preventDefault();
    setError("");
    try {
      const page = await api.call("GET /api/clients", { query: { q, pageSize: 10 } });
      setResults(page.clients.filter((c) => c._id !== excludeId));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "The search failed.");
    }
  }

  return (
    <div className="space-y-3">
      <form onSubmit={(e) => void search(e)} className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <label htmlFor={id} className="block text-sm font-medium">
            Find the other client
          </label>
          <input id={id} type="search" value={q} onChange={(e) => setQ(e.target.value)} maxLength={100} className="mt-1 w-full rounded border border-line bg-white px-3 py-2" />
        </div>
        <button type="submit" className="min-h-11 rounded border border-line px-4 py-2 text-sm">
          Search
        </button>
      </form>
      {error ? <p className="text-sm text-danger">{error}</p> : null}
      {results ? (
        results.length ? (
          <ul className="divide-y divide-line rounded border border-line">
            {results.map((c) => (
              <li key={c._id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span>
                  {c.firstName} {c.lastName} · {c.email} · {c.bookingCount} booking{c.bookingCount === 1 ? "" : "s"}
                </span>
                <button type="button" onClick={() => onPick(c)} className="min-h-11 rounded border border-accent px-3 py-1 text-accent">
                  {actionLabel} {c.firstName} {c.lastName}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No other client matches.</p>
        )
      ) : null}
    </div>
  );
}
