"use client";
// "My first heat on <day>" on the customer's private page: one time per booking day in
// the competition's zone, with an optional note; PUT /api/booking/link/<token>/heats saves the days
// that changed and tells the studio. A day that has started is shown, not editable.
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { usePublicFormRequest } from "@/components/site/use-public-form-request";
import { Field } from "@/components/ui/field";
import { formatWallTime } from "@/lib/time/zoned";
import { Button } from "@/components/ui/button";
import { EVENING_HEAT_LABEL } from "@/lib/bookings/schema";

const LATE_SAVED = "Saved. The studio has been told that an appointment now ends after you need to be ready; they will move it and send you the new time.";

export interface HeatDay {
  date: string;
  /** "Friday, December 4" — formatted by the page. */
  label: string;
  heatTime: string;
  heatNote: string;
  heatEditable: boolean;
  /** Her evening-session heat (hair at night); asked only then. */
  eveningHeatTime?: string;
}

export function HeatTimesForm({ token, days, zoneLabel, zoneId, hairAtNight = false }: { token: string; days: HeatDay[]; zoneLabel: string; zoneId: string; hairAtNight?: boolean }) {
  const router = useRouter();
  // Hair at night (an evening session): each day asks for the evening heat too, for her second hair appointment.
  const [values, setValues] = useState(() => days.map((d) => ({ date: d.date, heatTime: d.heatTime, heatNote: d.heatNote, ...(hairAtNight ? { eveningHeatTime: d.eveningHeatTime ?? "" } : {}) })));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState("");
  const [saved, setSaved] = useState("");
  const { pending: busy, call } = usePublicFormRequest();
  const editable = days.some((d) => d.heatEditable);
  // Item 10: the answer to "Save heat times" (saved, or why not) is brought into view and focused.
  const answer = useRef<HTMLParagraphElement>(null);
  const problem = useRef<HTMLParagraphElement>(null);
  const [answered, setAnswered] = useState(0);
  useEffect(() => {
    if (!answered) return;
    const target = problem.current ?? answer.current;
    target?.scrollIntoView({ block: "center" });
    target?.focus({ preventScroll: true });
  }, [answered]);

  const set = (index: number, patch: Partial<(typeof values)[number]>) => setValues((all) => all.map((v, i) => (i === index ? { ...v, ...patch } : v)));

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setError("");
    setSaved("");
    setFields({});
    const answer = await call("PUT /api/booking/link/:token/heats", { params: { token }, body: { days: values.filter((_, i) => days[i].heatEditable) } });
    if (answer.kind === "ok") {
      setSaved(!answer.body.changed ? "Saved. Nothing had changed." : answer.body.late ? LATE_SAVED : "Saved. The studio has been told.");
      router.refresh();
    } else if (answer.kind === "refused") {
      setFields(answer.fields);
      setError(answer.error ?? "Your heat times could not be saved. Please try again.");
    } else {
      setError(answer.message);
    }
    setAnswered((n) => n + 1);
  }

  // Errors come back per position among the editable days.
  const editableIndex = (index: number) => days.slice(0, index).filter((d) => d.heatEditable).length;

  return (
    <section aria-labelledby="heat-heading" className="rounded-card border border-line bg-white p-6">
      <h2 id="heat-heading" className="font-serif text-2xl font-semibold">
        Your heat times
      </h2>
      <p className="mt-1 text-sm text-muted">
        When the heat list is out, tell us your first heat each day, so we can have you ready in time. Times are the competition&apos;s local time: <strong>{zoneLabel}</strong> ({zoneId.replace(/_/g, " ")}).
      </p>
      <form onSubmit={save} noValidate className="mt-4 space-y-4">
        {days.map((day, index) => {
          const value = values[index];
          const id = `heat-${day.date}`;
          const at = editableIndex(index);
          if (!day.heatEditable) {
            return (
              <p key={day.date} className="rounded bg-sand px-4 py-3 text-sm">
                <strong>My first heat on {day.label}</strong>: {day.heatTime ? `${formatWallTime(day.heatTime)} ${zoneLabel}` : "not given"}
                {day.heatNote ? ` — ${day.heatNote}` : ""}
                {hairAtNight && day.eveningHeatTime ? `; ${EVENING_HEAT_LABEL.toLowerCase()}: ${formatWallTime(day.eveningHeatTime)} ${zoneLabel}` : ""} (this day has started; call or text the studio for changes)
              </p>
            );
          }
          return (
            <fieldset key={day.date} className="grid gap-3 rounded border border-line p-4 sm:grid-cols-[12rem_1fr]">
              <legend className="px-1 font-semibold">{day.label}</legend>
              <Field id={`${id}-time`} label={`My first heat on ${day.label}`} type="time" value={value.heatTime} onChange={(e) => set(index, { heatTime: e.target.value })} error={fields[`days.${at}.heatTime`]} hint={`${zoneLabel} time`} />
              <Field id={`${id}-note`} label="Note (optional)" placeholder="Latin only, 2nd session" maxLength={200} value={value.heatNote} onChange={(e) => set(index, { heatNote: e.target.value })} error={fields[`days.${at}.heatNote`]} />
              {hairAtNight ? (
                <Field id={`${id}-evening`} label={`${EVENING_HEAT_LABEL} on ${day.label}`} type="time" value={value.eveningHeatTime ?? ""} onChange={(e) => set(index, { eveningHeatTime: e.target.value })} error={fields[`days.${at}.eveningHeatTime`]} hint={`${zoneLabel} time — we redo her hair before it`} />
              ) : null}
            </fieldset>
          );
        })}
        {error ? (
          <p ref={problem} tabIndex={-1} role="alert" className="rounded bg-red-50 px-4 py-3 text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-4">
          {editable ? (
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? "Saving…" : "Save heat times"}
            </Button>
          ) : null}
          <p ref={answer} tabIndex={-1} role="status" className="text-sm text-success">
            {saved}
          </p>
        </div>
      </form>
    </section>
  );
}
