"use client";
import { useEffect, useMemo, useState } from "react";
import { format } from "date-fns";
import { decode } from "html-entities";
import { CaptchaField } from "@/components/captcha/captcha-field";
import { CheckboxGroup, Field, FieldError, SelectField } from "@/components/ui/field";
import { DANCE_LEVELS, DANCE_LEVEL_LABELS, DANCE_STYLES, DANCE_STYLE_LABELS, type DanceStyleName } from "@/lib/bookings/constants";
import { bookingRequestSchema, crossFieldIssues } from "@/lib/bookings/schema";
import { datesBetween, localDay } from "@/lib/time";

export interface BookingEventOption {
  _id: string;
  eventName: string;
  city: string;
  state: string;
  eventStartDate: string;
  eventEndDate: string;
}
export interface BookingServiceOption {
  _id: string;
  title: string;
  price: number;
  category: string;
}

interface DayChoice {
  services: string;
  danceStyle: DanceStyleName[];
  additionalServices: string[];
}

interface FormState {
  competition: string;
  danceLevel: string;
  selectedEventDays: string[];
  days: Record<string, DayChoice>;
  isParentOrGuardian: boolean;
  parentFirstName: string;
  parentLastName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  stylistPreference: string;
  hairAtNight: string;
  message: string;
}

const EMPTY: FormState = {
  competition: "",
  danceLevel: "",
  selectedEventDays: [],
  days: {},
  isParentOrGuardian: false,
  parentFirstName: "",
  parentLastName: "",
  firstName: "",
  lastName: "",
  email: "",
  phoneNumber: "",
  stylistPreference: "",
  hairAtNight: "",
  message: "",
};

const newKey = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);
const dayLabel = (iso: string) => format(localDay(iso), "EEEE, MMMM do");
const money = (n: number) => `$${n % 1 === 0 ? n : n.toFixed(2)}`;
const LABEL = "block font-medium";

export function BookingForm({ events, services, phone }: { events: BookingEventOption[]; services: BookingServiceOption[]; phone: string }) {
  const [form, setForm] = useState<FormState>(EMPTY);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState("");
  const [status, setStatus] = useState<"filling" | "submitting" | "submitted">("filling");
  const [preferredService, setPreferredService] = useState("");

  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get("service");
    if (wanted && services.some((s) => s._id === wanted && s.category !== "Additional")) setPreferredService(wanted);
  }, [services]);

  const event = events.find((e) => e._id === form.competition);
  const eventDays = useMemo(() => (event ? datesBetween(event.eventStartDate, event.eventEndDate) : []), [event]);
  const mainServices = services.filter((s) => s.category !== "Additional");
  const extras = services.filter((s) => s.category === "Additional");
  const selectedDays = [...form.selectedEventDays].sort();

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setDay = (date: string, patch: Partial<DayChoice>) =>
    setForm((f) => ({ ...f, days: { ...f.days, [date]: { ...(f.days[date] ?? { services: "", danceStyle: [], additionalServices: [] }), ...patch } } }));

  function chooseDays(dates: string[]) {
    setForm((f) => {
      const days = { ...f.days };
      dates.forEach((date, index) => {
        days[date] ??= { services: index === 0 && preferredService ? preferredService : "", danceStyle: [], additionalServices: [] };
      });
      return { ...f, selectedEventDays: dates, days };
    });
  }

  function payload() {
    return {
      competition: form.competition,
      danceLevel: form.danceLevel,
      selectedEventDays: selectedDays,
      dayDetails: selectedDays.map((date) => ({ date, services: form.days[date]?.services ?? "", danceStyle: form.days[date]?.danceStyle ?? [], additionalServices: form.days[date]?.additionalServices ?? [] })),
      isParentOrGuardian: form.isParentOrGuardian,
      parentFirstName: form.parentFirstName,
      parentLastName: form.parentLastName,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email.trim(),
      phoneNumber: form.phoneNumber.trim(),
      stylistPreference: form.stylistPreference,
      hairAtNight: form.hairAtNight,
      message: form.message,
      captchaToken: captchaToken ?? "",
    };
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFailure("");
    const data = payload();
    const parsed = bookingRequestSchema.safeParse(data);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of [...parsed.error.issues, ...crossFieldIssues(data)]) next[issue.path.join(".")] ??= issue.message;
      setErrors(next);
      document.getElementById("booking-errors")?.focus();
      return;
    }
    setErrors({});
    setStatus("submitting");
    try {
      const response = await fetch("/api/booking/create", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
        body: JSON.stringify(parsed.data),
      });
      if (response.ok) {
        setStatus("submitted");
        window.scrollTo({ top: 0 });
        return;
      }
      const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
      setErrors(body.fields ?? {});
      setFailure("Failed to send booking request. Please try again.");
      // A refused captcha cannot be reused: ask for a new one.
      setCaptchaToken(null);
      setCaptchaKey((k) => k + 1);
      setIdempotencyKey(newKey());
      setStatus("filling");
    } catch (error) {
      setFailure(`Error: ${(error as Error).message}`);
      setStatus("filling");
    }
  }

  function reset() {
    setForm(EMPTY);
    setErrors({});
    setFailure("");
    setCaptchaToken(null);
    setCaptchaKey((k) => k + 1);
    setIdempotencyKey(newKey());
    setStatus("filling");
  }

  if (status === "submitted") {
    return (
      <div role="status" className="rounded-card border border-line bg-white p-8 text-center shadow-sm">
        <h2 className="font-serif text-title font-semibold">Thank you!</h2>
        <p className="mt-3 text-lead text-muted">We have received your booking request. Final confirmation will arrive within 24 to 48 hours.</p>
        <p className="mt-2 text-muted">Last-minute questions? Text us at {phone}.</p>
        <button type="button" onClick={reset} className="mt-6 rounded-full bg-accent px-6 py-3 font-medium text-white hover:bg-accent-dark">
          Book Another Appointment
        </button>
      </div>
    );
  }

  const errorList = Object.values(errors);

  return (
    <form onSubmit={submit} noValidate className="space-y-8" aria-describedby="booking-help">
      <p id="booking-help" className="text-sm text-muted">
        Fields marked * are required.
      </p>
      {errorList.length || failure ? (
        <div id="booking-errors" tabIndex={-1} role="alert" className="rounded border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger">
          {failure ? <p className="font-semibold">{failure}</p> : null}
          <ul className="list-disc pl-5">
            {[...new Set(errorList)].map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 font-serif text-2xl font-semibold">Competition</legend>
        <SelectField
          id="competition"
          label="Competition *"
          labelClassName={LABEL}
          className="sm:col-span-2"
          value={form.competition}
          onChange={(e) => setForm((f) => ({ ...f, competition: e.target.value, selectedEventDays: [], days: {} }))}
          error={errors.competition}
          hint={events.length === 0 ? `No upcoming competitions are open for booking right now. Please call or text ${phone}.` : undefined}
        >
          <option value="">Select a competition</option>
            {events.map((ev) => (
              <option key={ev._id} value={ev._id}>
                {ev.eventName} — {ev.city}
                {ev.state ? `, ${ev.state}` : ""} ({format(localDay(ev.eventStartDate), "MMM d")}–{format(localDay(ev.eventEndDate), "MMM d, yyyy")})
              </option>
            ))}
        </SelectField>
        <SelectField id="danceLevel" label="Dance level *" labelClassName={LABEL} value={form.danceLevel} onChange={(e) => set("danceLevel", e.target.value)} error={errors.danceLevel}>
          <option value="">Select a level</option>
          {DANCE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {DANCE_LEVEL_LABELS[level]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="days"
          label="Appointment days *"
          labelClassName={LABEL}
          hint={event ? "Hold Ctrl (or ⌘) to choose several days." : "Choose a competition first."}
          error={errors.selectedEventDays}
          multiple
          size={7}
          value={form.selectedEventDays}
          onChange={(e) => chooseDays([...e.target.selectedOptions].map((o) => o.value))}
          inputClassName="min-h-[11rem]"
          disabled={!event}
        >
          {eventDays.map((date) => (
            <option key={date} value={date}>
              {dayLabel(date)}
            </option>
          ))}
        </SelectField>
      </fieldset>

      {selectedDays.map((date, index) => {
        const choice = form.days[date] ?? { services: "", danceStyle: [], additionalServices: [] };
        const prefix = `dayDetails.${index}`;
        return (
          <fieldset key={date} className="rounded-card border border-line bg-white/70 p-5">
            <legend className="px-2 font-serif text-xl font-semibold">
              Day {index + 1}: {dayLabel(date)}
            </legend>
            <SelectField id={`service-${date}`} label="Service *" labelClassName={LABEL} value={choice.services} onChange={(e) => setDay(date, { services: e.target.value })} error={errors[`${prefix}.services`]}>
              <option value="">Select a service</option>
                {["Women", "Men", "Youth"].map((category) => (
                  <optgroup key={category} label={category === "Women" ? "Womens" : category === "Men" ? "Mens" : "Youth"}>
                    {mainServices
                      .filter((s) => s.category === category)
                      .map((s) => (
                        <option key={s._id} value={s._id}>
                          {decode(s.title)} — {money(s.price)}
                        </option>
                      ))}
                  </optgroup>
                ))}
            </SelectField>
            <CheckboxGroup
              id={`styles-${date}`}
              className="mt-4"
              legend="Dance styles *"
              options={DANCE_STYLES.map((style) => ({ value: style, label: DANCE_STYLE_LABELS[style] }))}
              selected={choice.danceStyle}
              onChange={(styles) => setDay(date, { danceStyle: styles as DanceStyleName[] })}
              error={errors[`${prefix}.danceStyle`]}
            />
            {extras.length ? (
              <CheckboxGroup
                id={`extras-${date}`}
                className="mt-4"
                legend="Additional services"
                optionsClassName="mt-2 grid gap-2 sm:grid-cols-2"
                options={extras.map((s) => ({ value: s._id, label: `${decode(s.title)} (${money(s.price)})` }))}
                selected={choice.additionalServices}
                onChange={(additionalServices) => setDay(date, { additionalServices })}
                error={Object.entries(errors).find(([key]) => key.startsWith(`${prefix}.additionalServices`))?.[1]}
              />
            ) : null}
          </fieldset>
        );
      })}

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 font-serif text-2xl font-semibold">About the dancer</legend>
        <label className="flex items-center gap-2 sm:col-span-2">
          <input type="checkbox" checked={form.isParentOrGuardian} onChange={(e) => set("isParentOrGuardian", e.target.checked)} />I am the parent or guardian of the competitor
        </label>
        {form.isParentOrGuardian ? (
          <>
            <Field id="parentFirstName" label="Parent First Name *" labelClassName={LABEL} value={form.parentFirstName} onChange={(e) => set("parentFirstName", e.target.value)} autoComplete="given-name" error={errors.parentFirstName} />
            <Field id="parentLastName" label="Parent Last Name *" labelClassName={LABEL} value={form.parentLastName} onChange={(e) => set("parentLastName", e.target.value)} autoComplete="family-name" error={errors.parentLastName} />
          </>
        ) : null}
        {(
          [
            ["firstName", "First Name *", "text", ""],
            ["lastName", "Last Name *", "text", ""],
            ["email", "Email *", "email", "email"],
            ["phoneNumber", "Phone *", "tel", "tel"],
          ] as const
        ).map(([key, label, type, autoComplete]) => (
          <Field key={key} id={key} label={label} labelClassName={LABEL} type={type} value={form[key]} onChange={(e) => set(key, e.target.value)} autoComplete={autoComplete || undefined} error={errors[key]} />
        ))}
        <Field id="stylistPreference" label="Stylist preference" labelClassName={LABEL} value={form.stylistPreference} onChange={(e) => set("stylistPreference", e.target.value)} error={errors.stylistPreference} />
        <CheckboxGroup
          id="hairAtNight"
          type="radio"
          name="hairAtNight"
          legend="Hair at night? *"
          optionsClassName="mt-2 flex gap-6"
          optionClassName="flex items-center gap-2"
          options={[
            { value: "yes", label: "Yes" },
            { value: "no", label: "No" },
          ]}
          selected={[form.hairAtNight]}
          onChange={([value]) => set("hairAtNight", value)}
          error={errors.hairAtNight}
        />
        <Field multiline id="message" label="Message" labelClassName={LABEL} className="sm:col-span-2" rows={4} value={form.message} onChange={(e) => set("message", e.target.value)} error={errors.message} />
      </fieldset>

      <div>
        <CaptchaField key={captchaKey} onToken={setCaptchaToken} />
        <FieldError id="captchaToken" error={errors.captchaToken} />
      </div>
      <button type="submit" disabled={!captchaToken || status === "submitting"} className="w-full rounded-full bg-accent px-6 py-3 text-lg font-medium text-white hover:bg-accent-dark disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto">
        {status === "submitting" ? "Sending…" : "Request Appointment"}
      </button>
    </form>
  );
}
