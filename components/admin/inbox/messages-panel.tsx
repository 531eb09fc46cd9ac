"use client";
import { useState } from "react";
import type { ContactMessageDto } from "@/lib/contact/dto";
import { useAdminApi, useApiData } from "../admin-api";
import { SAVE_ERROR, SAVED, StatusMessage, useTimedStatus } from "../timed-status";
import { formatWhen } from "./format";
import { ListState } from "./list-state";
import { useStudioZone } from "../studio-zone";
import { telHref } from "@/lib/text/phone";

type Filter = "open" | "all";

export function MessagesPanel() {
  const studioZone = useStudioZone();
  const api = useAdminApi();
  const { data, error: loadFailure, mutate } = useApiData("GET /api/inbox/messages", { query: { limit: 200 } });
  const messages = data?.messages ?? null;
  const loadError = loadFailure?.message ?? "";
  const [filter, setFilter] = useState<Filter>("open");
  const [busyId, setBusyId] = useState<string | null>(null);
  const [saved, flash] = useTimedStatus(5000);

  async function toggle(message: ContactMessageDto) {
    setBusyId(message._id);
    try {
      const { message: updated } = await api.call("PATCH /api/inbox/messages/:id", { params: { id: message._id }, body: { handled: !message.handled } });
      await mutate((current) => current && { messages: current.messages.map((m) => (m._id === updated._id ? updated : m)) }, { revalidate: false });
      flash(SAVED);
    } catch {
      flash(SAVE_ERROR);
    } finally {
      setBusyId(null);
    }
  }

  const shown = messages?.filter((m) => filter === "all" || !m.handled) ?? [];
  const openCount = messages?.filter((m) => !m.handled).length ?? 0;

  return (
    <section aria-labelledby="messages-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="messages-heading" className="font-serif text-2xl font-semibold">
          Contact Messages {messages ? <span className="font-sans text-base font-normal text-muted">({openCount} open)</span> : null}
        </h2>
        <div className="flex items-center">
          <StatusMessage status={saved} look="text" className="[&:not(:empty)]:mr-3" />
          <fieldset className="flex overflow-hidden rounded border border-line text-sm">
            <legend className="sr-only">Show messages</legend>
            {(["open", "all"] as const).map((value) => (
              <label key={value} className={`cursor-pointer px-3 py-1.5 ${filter === value ? "bg-ink text-white" : "bg-white text-ink hover:bg-sand"}`}>
                <input type="radio" name="message-filter" value={value} checked={filter === value} onChange={() => setFilter(value)} className="sr-only" />
                {value === "open" ? "Open" : "All"}
              </label>
            ))}
          </fieldset>
        </div>
      </div>

      <ListState loadError={loadError} rows={messages && shown} loading="Loading messages…" empty={filter === "open" ? "No open messages. All caught up!" : "No messages yet."} />

      <ul className="mt-6 space-y-4">
        {shown.map((message) => (
          <li key={message._id}>
            <article aria-labelledby={`message-${message._id}`} className={`rounded-card border border-line bg-white p-5 shadow-sm ${message.handled ? "opacity-75" : ""}`}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h3 id={`message-${message._id}`} className="text-lg font-semibold">
                    {message.fullName}
                    {message.handled ? <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 align-middle text-xs font-semibold text-green-800">Handled</span> : null}
                  </h3>
                  <p className="text-sm text-muted">
                    <time dateTime={message.createdAt}>{formatWhen(message.createdAt, studioZone)}</time>
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => toggle(message)}
                  disabled={busyId === message._id}
                  aria-label={`${message.handled ? "Mark as open" : "Mark handled"}: message from ${message.fullName}`}
                  className={`rounded px-3 py-1.5 text-sm font-medium disabled:opacity-60 ${message.handled ? "border border-line bg-white text-ink hover:bg-sand" : "bg-accent text-white hover:bg-accent-dark"}`}
                >
                  {message.handled ? "Mark as open" : "Mark handled"}
                </button>
              </div>
              <p className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                <a href={`mailto:${message.emailAddress}`} className="text-accent underline">
                  {message.emailAddress}
                </a>
                <a href={telHref(message.phone)} className="text-accent underline">
                  {message.phone}
                </a>
              </p>
              {message.message ? <p className="mt-3 whitespace-pre-wrap break-words text-ink">{message.message}</p> : <p className="mt-3 italic text-muted">No message text.</p>}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
