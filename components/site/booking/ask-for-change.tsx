"use client";
// "Ask for a change" on the private page and the family page: add a day, add or remove a service or extra,
// a different time or stylist, another level or styles, with a note. The studio answers by email (and by
// text where she agreed); where the studio allows it, a day or an extra that fits is done at once.
import { useId, useState } from "react";
import { usePublicFormRequest } from "@/components/site/use-public-form-request";
import { CheckboxGroup, Field, SelectField } from "@/components/ui/field";
import { DANCE_LEVELS, DANCE_LEVEL_LABELS, DANCE_STYLES, DANCE_STYLE_LABELS } from "@/lib/bookings/constants";
import { CHANGE_KIND_LABELS, CHANGE_NOTE_MAX, CHANGE_REQUEST_KINDS, type ChangeFormOptions, type ChangeRequestDto, type ChangeRequestKind } from "@/lib/change-requests/dto";
import type { ChangeRequestInput } from "@/lib/change-requests/schema";

export type ChangeTarget = { token: string } | { bookingId: string };

function RequestList({ requests }: { requests: ChangeRequestDto[] }) {
  if (!requests.length) return null;
  return (
    <ul className="mt-4 space-y-2" data-testid="change-requests">
      {requests.map((r) => (
        <li key={r._id} className="rounded bg-sand px-4 py-3 text-sm">
          <span className="font-medium">{r.sentence}</span> — {r.statusLabel}
          {r.decisionNote ? <span className="block text-muted">Studio&apos;s note: {r.decisionNote}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function AskForChange({ target, options, headingLevel = 2 }: { target: ChangeTarget; options: ChangeFormOptions; headingLevel?: 2 | 4 }) {
  const id = useId();
  const kinds = CHANGE_REQUEST_KINDS.filter((k) => (k === "add_day" ? options.otherDays.length > 0 : true));
  const [kind, setKind] = useState<ChangeRequestKind>(kinds[0]);
  const [date, setDate] = useState("");
  const [service, setService] = useState("");
  const [style, setStyle] = useState<string>(DANCE_STYLES[0]);
  const [time, setTime] = useState("");
  const [stylist, setStylist] = useState("");
  const [level, setLevel] = useState("");
  const [styles, setStyles] = useState<string[]>([]);
  const [note, setNote] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState("");
  const [sent, setSent] = useState("");
  const [requests, setRequests] = useState(options.requests);
  const { pending, call } = usePublicFormRequest();
  const days = kind === "add_day" ? options.otherDays : options.bookedDays;
  const day = days.some((d) => d.date === date) ? date : (days[0]?.date ?? "");
  const bookedDay = options.bookedDays.find((d) => d.date === day);
  const serviceChoices = kind === "add_day" ? options.services : kind === "remove_service" ? (bookedDay?.extras ?? []) : kind === "add_service" ? options.addable.filter((s) => !bookedDay?.extras.some((e) => e.id === s.id)) : [];
  const Heading = headingLevel === 2 ? "h2" : "h4";
  const fieldError = (name: string) => fields[`payload.${name}`] ?? fields[name];

  function input(): ChangeRequestInput {
    switch (kind) {
      case "add_day":
        return { kind, note, payload: { date: day, service, danceStyle: [style as (typeof DANCE_STYLES)[number]], additionalServices: [] } };
      case "add_service":
      case "remove_service":
        return { kind, note, payload: { date: day, service } };
      case "other_time":
        return { kind, note, payload: { date: day, time } };
      case "other_stylist":
        return { kind, note, payload: { date: day, stylist } };
      case "level_styles":
        return { kind, note, payload: { ...(level ? { danceLevel: level as (typeof DANCE_LEVELS)[number] } : {}), danceStyle: styles as (typeof DANCE_STYLES)[number][] } };
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError("");
    setFields({});
    setSent("");
    const body = input();
    const answer = "token" in target ? await call("POST /api/booking/link/:token/changes", { params: { token: target.token }, body }) : await call("POST /api/family/bookings/:id/changes", { params: { id: target.bookingId }, body });
    if (answer.kind === "ok") {
      setSent(answer.body.message);
      setRequests((list) => [answer.body.request, ...list]);
      setNote("");
    } else if (answer.kind === "refused") {
      setFields(answer.fields);
      setError(answer.error ?? "Please try again.");
    } else setError("We could not reach the studio. Please try again.");
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card border border-line bg-white p-5 sm:p-6" data-testid="ask-for-change">
      <Heading id={`${id}-heading`} className="font-serif text-2xl font-semibold">
        Ask for a change
      </Heading>
      <p className="mt-2 text-muted">Add a day, add or remove a service or extra, ask for another time or stylist, or change the level or styles. The studio answers by email.</p>
      <RequestList requests={requests} />
      <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <SelectField id={`${id}-kind`} label="What would you like?" value={kind} onChange={(e) => {
            setKind(e.target.value as ChangeRequestKind);
            setService("");
          }} className="sm:col-span-2">
          {kinds.map((k) => (
            <option key={k} value={k}>
              {CHANGE_KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        {kind !== "level_styles" ? (
          <SelectField id={`${id}-date`} label="Day" value={day} onChange={(e) => setDate(e.target.value)} error={fieldError("date")}>
            {days.map((d) => (
              <option key={d.date} value={d.date}>
                {d.label}
              </option>
            ))}
          </SelectField>
        ) : null}
        {kind === "add_day" || kind === "add_service" || kind === "remove_service" ? (
          <SelectField id={`${id}-service`} label={kind === "add_day" ? "Service" : kind === "remove_service" ? "Extra to remove" : "Service or extra to add"} value={service} onChange={(e) => setService(e.target.value)} error={fieldError("service")}>
            <option value="">{serviceChoices.length ? "Choose one" : "Nothing to choose that day"}</option>
            {serviceChoices.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </SelectField>
        ) : null}
        {kind === "add_day" ? (
          <SelectField id={`${id}-style`} label="Dance style" value={style} onChange={(e) => setStyle(e.target.value)} error={fieldError("danceStyle")}>
            {DANCE_STYLES.map((s) => (
              <option key={s} value={s}>
                {DANCE_STYLE_LABELS[s]}
              </option>
            ))}
          </SelectField>
        ) : null}
        {kind === "other_time" ? <Field id={`${id}-time`} type="time" label="Time you would like" hint={`${options.zoneLabel} time`} value={time} onChange={(e) => setTime(e.target.value)} error={fieldError("time")} /> : null}
        {kind === "other_stylist" ? <Field id={`${id}-stylist`} label="Stylist you would like" value={stylist} maxLength={80} onChange={(e) => setStylist(e.target.value)} error={fieldError("stylist")} /> : null}
        {kind === "level_styles" ? (
          <>
            <SelectField id={`${id}-level`} label="New level" value={level} onChange={(e) => setLevel(e.target.value)} error={fieldError("danceLevel")}>
              <option value="">Keep the level</option>
              {DANCE_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {DANCE_LEVEL_LABELS[l]}
                </option>
              ))}
            </SelectField>
            <CheckboxGroup id={`${id}-styles`} legend="New styles" options={DANCE_STYLES.map((s) => ({ value: s, label: DANCE_STYLE_LABELS[s] }))} selected={styles} onChange={setStyles} error={fieldError("danceStyle")} className="sm:col-span-2" optionsClassName="mt-2 grid grid-cols-2 gap-2" optionClassName="flex min-h-11 items-center gap-2 text-sm" />
          </>
        ) : null}
        <Field multiline id={`${id}-note`} label="Note for the studio (optional)" rows={3} maxLength={CHANGE_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} error={fieldError("note")} className="sm:col-span-2" />
        {error ? (
          <p role="alert" className="rounded bg-red-50 px-4 py-3 text-danger sm:col-span-2">
            {error}
          </p>
        ) : null}
        {sent ? (
          <p role="status" className="rounded bg-green-50 px-4 py-3 text-success sm:col-span-2">
            {sent}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <button type="submit" disabled={pending} className="min-h-11 rounded-full bg-ink px-6 py-2 font-semibold text-white disabled:opacity-60">
            {pending ? "Sending…" : "Send to the studio"}
          </button>
        </div>
      </form>
    </section>
  );
}
