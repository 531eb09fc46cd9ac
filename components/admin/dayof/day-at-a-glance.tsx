"use client";
// The run sheet's header, live: done / in the chair / waiting / late, and the next three dancers due.
// Late: still expected or checked in after her start.
import { useEffect, useState } from "react";
import { isLate, isWaiting, type SlotDayStatus } from "@/lib/dayof/dto";
import type { GlanceSlot } from "./glance-slots";
import { useLiveSlots } from "./live-day";

const MINUTE = 60_000;

export function DayAtAGlance({ slots }: { slots: readonly GlanceSlot[] }) {
  const live = useLiveSlots();
  // The clock moves "late" on: a render each minute (none on the server, where the first paint uses the page's time).
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  const statusOf = (id: string): SlotDayStatus => live[id]?.status ?? "expected";
  const count = (test: (status: SlotDayStatus, slot: GlanceSlot) => boolean) => slots.filter((s) => test(statusOf(s.scheduleId), s)).length;
  const figures = [
    { label: "Done", value: count((st) => st === "done") },
    { label: "In the chair", value: count((st) => st === "in_chair") },
    { label: "Waiting", value: count((st) => isWaiting(st)) },
    { label: "Late", value: count((st, s) => isLate(st, s.start, now)) },
  ];
  const next = slots.filter((s) => isWaiting(statusOf(s.scheduleId))).sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0)).slice(0, 3);
  if (!slots.length) return null;
  return (
    <section className="day-glance mt-3 print:hidden" aria-labelledby="day-glance-title" data-testid="day-glance">
      <h2 id="day-glance-title" className="sr-only">
        The day at a glance
      </h2>
      <dl className="flex flex-wrap gap-2">
        {figures.map((f) => (
          <div key={f.label} className={`min-w-24 rounded border px-3 py-1 ${f.label === "Late" && f.value ? "border-danger bg-red-50 text-danger" : "border-line bg-white"}`}>
            <dt className="text-sm">{f.label}</dt>
            <dd className="text-xl font-semibold" data-testid={`glance-${f.label.toLowerCase().replace(/ /g, "-")}`}>
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
      {next.length ? (
        <p className="mt-2 text-sm" data-testid="glance-next">
          <span className="font-semibold">Next due:</span>{" "}
          {next.map((s, i) => (
            <span key={s.scheduleId}>
              {i ? " · " : ""}
              {s.at} {s.dancer} ({s.stylist})
            </span>
          ))}
        </p>
      ) : null}
    </section>
  );
}
