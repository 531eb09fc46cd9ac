"use client";
// The proposed plan as one column per stylist (side by side on a desk, stacked on a phone): each entry
// with its time, dancer and service, marked new or moved against the times saved now, and its pin.
import { useState } from "react";
import { formatDay, formatTimeIn, formatTimeRangeIn, formatWallTimeIn, localDay, zonedParts } from "@/lib/time/browser";
import type { ResponseOf } from "@/app/api/contract";

export type Proposal = ResponseOf<"POST /api/events/:id/days/:date/plan">;
export type Entry = { bookingId: string; service: string; userId: string | null; start: string; end: string; was?: { userId: string | null; start: string | null; end: string | null }; pinned?: boolean; fixed?: boolean };

export const entryKey = (e: Pick<Entry, "bookingId" | "service">) => `${e.bookingId}|${e.service}`;

function changeOf(e: Entry): "new" | "moved" | null {
  if (e.fixed || !e.was) return null;
  if (!e.was.start) return "new";
  return e.was.start !== e.start || e.was.userId !== e.userId ? "moved" : null;
}

/** A stylist's hours; a whole day (midnight to midnight in the competition's zone: nobody staffed yet) reads "All day". */
function hoursOf(w: { start: string; end: string }, zone: string, studioZone: string): string {
  const [start, end] = [new Date(w.start), new Date(w.end)];
  if (end > start && zonedParts(start, zone).time === "00:00" && zonedParts(end, zone).time === "00:00") return "All day";
  return formatTimeRangeIn(start, end, zone, studioZone);
}

/** When an entry is: its time, or for the evening before its date too ("Fri, Dec 18 · 8:15 – 9:00 PM — evening before"). */
function whenOf(e: Pick<Entry, "start" | "end">, plan: Proposal, zone: string, studioZone: string): string {
  const range = formatTimeRangeIn(new Date(e.start), new Date(e.end), zone, studioZone);
  if (!plan.night || e.start < plan.night.start || e.end > plan.night.end) return range;
  return `${formatDay(localDay(zonedParts(new Date(e.start), zone).date), "EEE, MMM d")} · ${range} — evening before`;
}

/** "Heat 8:00 AM · ready by 7:15 AM" for the dancer of an entry; "No heat time" without one. */
function heatOf(bookingId: string, plan: Proposal, zone: string, studioZone: string): string {
  const heat = plan.heats[bookingId];
  if (!heat?.readyBy || !heat.heat) return "No heat time";
  return `Heat ${formatWallTimeIn(heat.heat, zone, studioZone)} · ready by ${formatTimeIn(new Date(heat.readyBy), zone, studioZone)}`;
}

export function PlanColumns({ plan, zone, studioZone, onPin, onMove }: { plan: Proposal; zone: string; studioZone: string; onPin: (e: Entry) => void; onMove: (e: Entry, userId: string, time: string) => void }) {
  const entries: Entry[] = [...plan.fixed.map((f) => ({ ...f, fixed: !f.pinned })), ...plan.slots];
  return (
    <div className="grid gap-4 md:auto-cols-[minmax(16rem,1fr)] md:grid-flow-col md:overflow-x-auto" data-testid="plan-columns">
      {plan.stylists.map((s) => {
        const mine = entries.filter((e) => e.userId === s.userId).sort((a, b) => a.start.localeCompare(b.start));
        // A group, not a region landmark: two stylists may share a name, and landmarks must be unique.
        return (
          <div role="group" key={s.userId} aria-labelledby={`col-${s.userId}`} className="rounded border border-line bg-white p-3" data-testid="plan-column">
            <h2 id={`col-${s.userId}`} className="font-semibold">
              {s.firstName} {s.lastName}
            </h2>
            <p className="mb-2 text-sm text-muted">
              {s.windows.map((w) => hoursOf(w, zone, studioZone)).join(", ") || "Not working"}
              {s.night ? `; ${formatTimeRangeIn(new Date(s.night.start), new Date(s.night.end), zone, studioZone)} the evening before` : ""}
            </p>
            <ul className="space-y-2">
              {mine.length === 0 ? <li className="text-sm text-muted">Nothing planned</li> : null}
              {mine.map((e) => {
                const change = changeOf(e);
                const name = plan.dancers[e.bookingId] ?? "Dancer";
                return (
                  <li key={entryKey(e)} className="rounded border border-line p-2 text-sm" data-testid="plan-entry">
                    <p className="font-medium">{whenOf(e, plan, zone, studioZone)}</p>
                    <p>
                      {name} · {e.service}
                    </p>
                    <p className="text-xs text-muted">{heatOf(e.bookingId, plan, zone, studioZone)}</p>
                    <p className="text-xs">
                      {change === "new" ? <span className="rounded bg-sand px-1">New</span> : null}
                      {change === "moved" ? <span className="rounded bg-sand px-1">Changed from {e.was?.start ? formatTimeRangeIn(new Date(e.was.start), new Date(e.was.end!), zone, studioZone) : "no time"}</span> : null}
                      {e.fixed ? <span>Set by staff</span> : null}
                      {e.pinned ? <span>Pinned</span> : null}
                    </p>
                    {e.fixed ? null : (
                      <div className="mt-1 flex flex-wrap gap-2">
                        <button type="button" className="rounded border border-line px-2 py-1" onClick={() => onPin(e)} aria-pressed={Boolean(e.pinned)} aria-label={`${e.pinned ? "Unpin" : "Pin"} ${name} ${e.service}`}>
                          {e.pinned ? "Unpin" : "Pin"}
                        </button>
                        <MoveControls key={`${e.userId}|${e.start}`} entry={e} name={name} plan={plan} zone={zone} onMove={onMove} />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/** Move an entry to another stylist and/or start time (wall time in the competition's zone); the planner then keeps it as a pin. */
function MoveControls({ entry, name, plan, zone, onMove }: { entry: Entry; name: string; plan: Proposal; zone: string; onMove: (e: Entry, userId: string, time: string) => void }) {
  const [userId, setUserId] = useState(entry.userId ?? "");
  const [time, setTime] = useState(zonedParts(new Date(entry.start), zone).time);
  return (
    <form
      className="flex flex-wrap items-center gap-1"
      onSubmit={(ev) => {
        ev.preventDefault();
        if (userId && time) onMove(entry, userId, time);
      }}
    >
      <label className="flex items-center gap-1">
        <span className="sr-only">Move {name} {entry.service} to stylist</span>
        <select className="rounded border border-line px-1 py-1" value={userId} onChange={(ev) => setUserId(ev.target.value)}>
          {plan.stylists.map((o) => (
            <option key={o.userId} value={o.userId}>
              {o.firstName}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-1">
        <span className="sr-only">Move {name} {entry.service} to start time</span>
        <input type="time" step={300} required className="rounded border border-line px-1 py-1" value={time} onChange={(ev) => setTime(ev.target.value)} />
      </label>
      <button type="submit" className="rounded border border-line px-2 py-1" aria-label={`Move ${name} ${entry.service}`}>
        Move
      </button>
    </form>
  );
}
