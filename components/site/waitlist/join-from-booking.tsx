"use client";
// "Another day of this competition?" on the dancer's private page, for a day she has not booked
// (POST /api/booking/link/<token>/days): an open day is sent as a request; a full day puts her on its
// waiting list, and the studio emails her if a place frees up. The answer says which happened.
import { useId, useState } from "react";
import { usePublicFormRequest } from "@/components/site/use-public-form-request";
import { Field, SelectField } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { DANCE_STYLES, DANCE_STYLE_LABELS } from "@/lib/bookings/dto";

export interface WaitlistDayOption {
  date: string;
  /** "Saturday, December 5" — formatted by the page. */
  label: string;
  /** Full when the page was read: asking for it joins its waiting list. */
  full: boolean;
}

export function JoinWaitlistFromBooking({ token, days, services, zoneLabel }: { token: string; days: WaitlistDayOption[]; services: { id: string; title: string }[]; zoneLabel: string }) {
  const id = useId();
  const [date, setDate] = useState(days[0]?.date ?? "");
  const [service, setService] = useState("");
  const [style, setStyle] = useState<string>(DANCE_STYLES[0]);
  const [heatTime, setHeatTime] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState("");
  const [joined, setJoined] = useState("");
  const chosen = days.find((d) => d.date === date);
  const { pending, call } = usePublicFormRequest();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError("");
    setFields({});
    const answer = await call("POST /api/booking/link/:token/days", { params: { token }, body: { date, service, danceStyle: [style as (typeof DANCE_STYLES)[number]], heatTime } });
    if (answer.kind === "ok") setJoined(answer.body.message);
    else if (answer.kind === "refused") {
      setFields(answer.fields);
      setError(answer.error ?? "Please try again.");
    } else setError("We could not reach the studio. Please try again.");
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card border border-line bg-white p-6">
      <h2 id={`${id}-heading`} className="font-serif text-2xl font-semibold">
        Another day of this competition?
      </h2>
      <p className="mt-2 text-muted">Ask for a day you have not booked: an open day goes to the studio as a request; a full day puts you on its waiting list, and if a place frees up before your heat we email you a link that holds it for you.</p>
      {joined ? (
        <p role="status" className="mt-4 rounded bg-green-50 px-4 py-3 text-success">
          {joined}
        </p>
      ) : (
        <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
          <SelectField id={`${id}-date`} label="Day" value={date} onChange={(e) => setDate(e.target.value)} error={fields.date}>
            {days.map((d) => (
              <option key={d.date} value={d.date}>
                {d.full ? `${d.label} (full: waiting list)` : d.label}
              </option>
            ))}
          </SelectField>
          <SelectField id={`${id}-service`} label="Service" value={service} onChange={(e) => setService(e.target.value)} error={fields.service}>
            <option value="">Choose a service</option>
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </SelectField>
          <SelectField id={`${id}-style`} label="Dance style" value={style} onChange={(e) => setStyle(e.target.value)} error={fields.danceStyle}>
            {DANCE_STYLES.map((s) => (
              <option key={s} value={s}>
                {DANCE_STYLE_LABELS[s]}
              </option>
            ))}
          </SelectField>
          <Field id={`${id}-heat`} type="time" label="First heat that day (if known)" hint={`${zoneLabel} time`} value={heatTime} onChange={(e) => setHeatTime(e.target.value)} error={fields.heatTime} />
          <FormAlert message={error} className="sm:col-span-2" />
          <div className="sm:col-span-2">
            <button type="submit" disabled={pending} className="min-h-11 rounded-full bg-ink px-6 py-2 font-semibold text-white disabled:opacity-60">
              {pending ? "Sending…" : chosen?.full ? "Join the waiting list" : "Request this day"}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
