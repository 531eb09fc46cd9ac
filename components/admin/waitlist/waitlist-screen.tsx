"use client";
// A competition day's waiting list for the desk: the order dancers are offered a freed place in, moved
// up and down with buttons (keyboard and screen reader friendly: focus stays on the moved button and the
// new position is announced), and entries removed.
import { useEffect, useRef, useState } from "react";
import { formatWallTime } from "@/lib/time/browser";
import { holdEndsLabel } from "@/lib/waitlist/dto";
import type { WaitlistDayDto, WaitlistEntryDto } from "@/lib/waitlist/dto";
import { ApiError, useAdminApi } from "../admin-api";

const BUTTON = "min-h-11 min-w-11 rounded border border-line bg-white px-3 py-2 text-sm font-medium hover:bg-sand disabled:opacity-50";
const nameOf = (e: WaitlistEntryDto) => `${e.firstName} ${e.lastName}`;

export function WaitlistScreen({ initial }: { initial: WaitlistDayDto }) {
  const api = useAdminApi();
  const [day, setDay] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  // The button to focus once the new order has rendered (the moved entry's, so the keyboard stays with it).
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const params = { id: day.eventId, date: day.date };

  useEffect(() => {
    if (focusKey) buttons.current.get(focusKey)?.focus();
  }, [focusKey, day]);

  async function change(run: () => Promise<WaitlistDayDto>, done: (next: WaitlistDayDto) => string, nextFocus: string | null = null) {
    // While a change is under way the buttons stay enabled (disabling the focused one would drop focus) and do nothing.
    if (busy) return;
    setBusy(true);
    setError("");
    try {
      const next = await run();
      setDay(next);
      setMessage(done(next));
      setFocusKey(nextFocus);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  function move(index: number, by: -1 | 1) {
    const ids = day.entries.map((e) => e._id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id);
    const entry = day.entries[index];
    // Keep focus on the same kind of button unless the entry reached the end it was moving to.
    const edge = by < 0 ? index + by === 0 : index + by === ids.length - 1;
    const nextFocus = `${id}:${edge ? (by < 0 ? "down" : "up") : by < 0 ? "up" : "down"}`;
    void change(() => api.call("PUT /api/events/:id/days/:date/waitlist", { params, body: { ids } }), () => `${nameOf(entry)} moved to position ${index + by + 1} of ${ids.length}.`, nextFocus);
  }

  function remove(entry: WaitlistEntryDto) {
    if (busy) return;
    if (!window.confirm(`Remove ${nameOf(entry)} from the waiting list?`)) return;
    void change(() => api.call("DELETE /api/events/:id/days/:date/waitlist/:entryId", { params: { ...params, entryId: entry._id } }), () => `${nameOf(entry)} was removed from the waiting list.`);
  }

  return (
    <section aria-labelledby="waitlist-heading" className="space-y-4">
      <h2 id="waitlist-heading" className="font-serif text-xl font-semibold">
        Waiting ({day.entries.length})
      </h2>
      <p role="status" aria-live="polite" className="text-sm text-success empty:hidden" data-testid="waitlist-status">
        {message}
      </p>
      {error ? (
        <p role="alert" className="rounded border border-danger bg-red-50 p-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {day.entries.length === 0 ? (
        <p className="text-muted">Nobody is waiting for this day.</p>
      ) : (
        <ol className="space-y-3" data-testid="waitlist-entries">
          {day.entries.map((entry, index) => (
            <li key={entry._id} className="flex flex-wrap items-center justify-between gap-3 rounded border border-line bg-white p-3" data-testid="waitlist-entry">
              <div className="min-w-0">
                <p className="font-semibold">
                  <span className="mr-2 text-muted">{index + 1}.</span>
                  <span data-testid="waitlist-name">{nameOf(entry)}</span>
                </p>
                <p className="text-sm text-muted">
                  {entry.service} · first heat {entry.heatTime ? formatWallTime(entry.heatTime) : "not known yet"}
                  {entry.hairAtNight ? " · hair at night" : ""}
                </p>
                <p className="break-words text-sm text-muted">
                  <a href={`mailto:${entry.email}`} className="underline">
                    {entry.email}
                  </a>{" "}
                  · {entry.phoneNumber}
                </p>
                {entry.status === "offered" && entry.offerExpiresAt ? (
                  <p className="text-sm font-medium text-accent-dark">Place offered, held until {holdEndsLabel(entry.offerExpiresAt, day.timeZone)}</p>
                ) : null}
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  ref={(el) => void buttons.current.set(`${entry._id}:up`, el)}
                  className={BUTTON}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Move ${nameOf(entry)} up`}
                >
                  ↑ Up
                </button>
                <button
                  type="button"
                  ref={(el) => void buttons.current.set(`${entry._id}:down`, el)}
                  className={BUTTON}
                  disabled={index === day.entries.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Move ${nameOf(entry)} down`}
                >
                  ↓ Down
                </button>
                <button type="button" className={`${BUTTON} text-danger`} onClick={() => remove(entry)} aria-label={`Remove ${nameOf(entry)}`}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {day.past.length ? (
        <details className="rounded border border-line bg-white p-3">
          <summary className="cursor-pointer font-medium">Earlier entries ({day.past.length})</summary>
          <ul className="mt-2 space-y-1 text-sm">
            {day.past.map((e) => (
              <li key={e._id}>
                {nameOf(e)} — {e.status === "accepted" ? "accepted the offered place" : e.status === "expired" ? "offer expired" : "removed"}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
