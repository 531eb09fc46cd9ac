"use client";
// "Plan this day": propose a plan for every open slot of a competition day, pin or move entries and
// plan again around them, save the plan (every booking or none), then send each new or changed
// booking's confirmation through the outbox with progress.
import Link from "@/components/admin/staff-link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiError, useAdminApi } from "@/components/admin/admin-api";
import { formatDay, localDay, zonedInstant, zonedParts } from "@/lib/time/browser";
import { planSummaryText } from "@/lib/planner/dto";
import type { MissingDay } from "@/lib/bookings/dto";
import { entryKey, PlanColumns, type Entry, type Proposal } from "./plan-columns";

type Pin = { bookingId: string; service: string; userId: string; start: string };

export function DayPlanner({ eventId, eventName, dates, date, studioTimeZone }: { eventId: string; eventName: string; dates: string[]; date: string; studioTimeZone: string }) {
  const api = useAdminApi();
  const router = useRouter();
  const [includeUnconfirmed, setIncludeUnconfirmed] = useState(false);
  const [plan, setPlan] = useState<Proposal | null>(null);
  const [pins, setPins] = useState<Pin[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string[] | null>(null);
  const [sent, setSent] = useState(0);
  /** Two-day bookings whose other day has no time yet: each is sent once that day's plan is saved. */
  const [waiting, setWaiting] = useState<{ bookingId: string; days: MissingDay[] }[]>([]);

  async function propose(withPins: Pin[]) {
    setBusy(true);
    setError(null);
    setMessage(null);
    setSaved(null);
    try {
      const answer = await api.call("POST /api/events/:id/days/:date/plan", { params: { id: eventId, date }, body: { includeUnconfirmed, pins: withPins } });
      setPlan(answer);
      setMessage(planSummaryText(answer.summary));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Could not plan the day.");
    } finally {
      setBusy(false);
    }
  }

  const togglePin = (e: Entry) => {
    const key = entryKey(e);
    const next = pins.some((p) => entryKey(p) === key) ? pins.filter((p) => entryKey(p) !== key) : [...pins, { bookingId: e.bookingId, service: e.service, userId: e.userId!, start: e.start }];
    setPins(next);
    void propose(next);
  };
  const move = (e: Entry, userId: string, time: string) => {
    const zone = plan?.timeZone ?? studioTimeZone;
    const start = zonedInstant(zonedParts(new Date(e.start), zone).date, time, zone).toISOString();
    const next = [...pins.filter((p) => entryKey(p) !== entryKey(e)), { bookingId: e.bookingId, service: e.service, userId, start }];
    setPins(next);
    void propose(next);
  };

  async function save() {
    if (!plan) return;
    setBusy(true);
    setError(null);
    try {
      const slots = [...plan.slots, ...plan.fixed.filter((f) => f.pinned)].map(({ bookingId, service, userId, start, end }) => ({ bookingId, service, userId: userId!, start, end }));
      const answer = await api.call("PUT /api/events/:id/days/:date/plan", { params: { id: eventId, date }, body: { slots, versions: plan.versions } });
      setSaved(answer.saved);
      setSent(0);
      // What is on screen is now the saved plan: nothing new or changed against it, nothing pinned.
      setPins([]);
      setPlan({
        ...plan,
        slots: [...plan.slots, ...plan.fixed.filter((f) => f.pinned)].map(({ bookingId, service, userId, start, end }) => ({ bookingId, service, userId: userId!, start, end, was: { userId, start, end } })),
        fixed: plan.fixed.filter((f) => !f.pinned),
      });
      setMessage(`Plan saved for ${answer.saved.length} booking${answer.saved.length === 1 ? "" : "s"}.`);
      router.refresh();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Could not save the plan.");
    } finally {
      setBusy(false);
    }
  }

  async function sendConfirmations() {
    if (!saved) return;
    setBusy(true);
    setError(null);
    let done = 0;
    const waitingFor: { bookingId: string; days: MissingDay[] }[] = [];
    for (const id of saved) {
      try {
        await api.call("POST /api/send-email/booking/:id", { params: { id } });
        done += 1;
        setSent(done);
      } catch (e) {
        const missing = e instanceof ApiError ? ((e.answer?.missingDays as MissingDay[] | undefined) ?? []).filter((d) => d.date !== date) : [];
        if (missing.length) waitingFor.push({ bookingId: id, days: missing });
        else setError(`${plan?.dancers[id] ?? id}: ${e instanceof ApiError ? e.message : "not sent"}`);
      }
    }
    setWaiting(waitingFor);
    setMessage(`Confirmations queued: ${done} of ${saved.length}.${waitingFor.length ? ` ${waitingFor.length} waiting for another day's plan.` : ""}`);
    setBusy(false);
  }

  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Plan this day</h1>
        <p>
          {eventName} · {formatDay(localDay(date), "EEEE, MMMM d, yyyy")}
        </p>
        <nav aria-label="Days of the competition" className="mt-2 flex flex-wrap gap-2">
          {dates.map((d) => (
            <Link key={d} href={`/admin/calendar_show/plan?event=${eventId}&date=${d}`} aria-current={d === date ? "page" : undefined} className={`rounded border border-line px-2 py-1 ${d === date ? "bg-ink text-white" : ""}`}>
              {formatDay(localDay(d), "EEE, MMM d")}
            </Link>
          ))}
          <Link href={`/admin/calendar_show/run-sheet?date=${date}`} className="rounded border border-line px-2 py-1">
            Run sheet
          </Link>
          <Link href={`/admin/calendar_show/heat-list?event=${eventId}`} className="rounded border border-line px-2 py-1">
            Import heat list
          </Link>
        </nav>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={includeUnconfirmed} onChange={(e) => setIncludeUnconfirmed(e.target.checked)} />
          Also re-plan unconfirmed bookings
        </label>
        <button type="button" className="rounded bg-ink px-3 py-2 text-white disabled:opacity-60" disabled={busy} onClick={() => propose(pins)}>
          {plan ? "Plan again" : "Plan this day"}
        </button>
        <button type="button" className="rounded border border-line px-3 py-2 disabled:opacity-60" disabled={busy || !plan || (plan.slots.length === 0 && pins.length === 0) || saved !== null} onClick={save}>
          Save plan
        </button>
        <button type="button" className="rounded border border-line px-3 py-2 disabled:opacity-60" disabled={busy || !saved || sent === saved.length} onClick={sendConfirmations}>
          Send confirmations
        </button>
      </div>
      <div aria-live="polite">
        {message ? <p data-testid="plan-message">{message}</p> : null}
        {saved && sent > 0 ? (
          <p>
            <progress max={saved.length} value={sent} aria-label="Confirmations sent" /> {sent} of {saved.length} sent
          </p>
        ) : null}
        {waiting.length ? (
          <ul data-testid="plan-waiting" className="mt-1 list-disc pl-5">
            {waiting.map((w) => (
              <li key={w.bookingId}>
                {plan?.dancers[w.bookingId] ?? w.bookingId}: waiting for{" "}
                {w.days.map((d, i) => (
                  <span key={d.date}>
                    {i > 0 ? " and " : ""}
                    <Link href={`/admin/calendar_show/plan?event=${eventId}&date=${d.date}`} className="underline">
                      {d.label.split(",")[0]}&apos;s plan
                    </Link>
                  </span>
                ))}{" "}
                (sent once that day is planned and its confirmations are sent)
              </li>
            ))}
          </ul>
        ) : null}
        {error ? (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {plan ? (
        <>
          <PlanColumns plan={plan} zone={plan.timeZone} studioZone={studioTimeZone} onPin={togglePin} onMove={move} />
          <section aria-labelledby="unplaced-heading">
            <h2 id="unplaced-heading" className="font-semibold">
              Not placed ({plan.unplaced.length})
            </h2>
            <ul className="list-disc pl-5" data-testid="plan-unplaced">
              {plan.unplaced.map((u) => (
                <li key={u.bookingId}>
                  {plan.dancers[u.bookingId] ?? u.bookingId}: {u.message}
                </li>
              ))}
            </ul>
          </section>
          {plan.evening && (plan.evening.waiting.length || plan.evening.unplaced.length) ? (
            <section aria-labelledby="evening-heading">
              <h2 id="evening-heading" className="font-semibold">
                Evening sessions (hair at night)
              </h2>
              <ul className="list-disc pl-5" data-testid="plan-evening">
                {[...plan.evening.waiting, ...plan.evening.unplaced].map((u) => (
                  <li key={`${u.bookingId}-${u.message}`}>
                    {plan.dancers[u.bookingId] ?? u.bookingId}: {u.message}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
