"use client";
// The public booking request, built for a phone first: 44 px targets, a device-fitting
// hint for the 7-row day select, chips for the chosen days, an error summary whose items move focus to
// their fields, a running estimate and review above the submit button, and focus moved to the thank-you card.
import { useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { format } from "date-fns";
import { CaptchaField } from "@/components/captcha/captcha-field";
import { useEnteredBeforeHydration } from "@/components/ui/use-entered-before-hydration";
import { CheckboxGroup, Field, FieldError, SelectField } from "@/components/ui/field";
import { DANCE_LEVELS, DANCE_LEVEL_LABELS, DANCE_STYLES, DANCE_STYLE_LABELS, type DanceStyleName } from "@/lib/bookings/constants";
import { formatPrice } from "@/lib/payments/dto";
import { CATEGORY_HEADINGS } from "@/lib/services/dto";
import { datesBetween, formatEventDateRange, localDay } from "@/lib/time/days";
import { BookingReview } from "./booking-review";
import { ChosenDays } from "./chosen-days";
import { errorSummaryItems } from "./error-summary";
import { fieldErrorsFromIssues } from "@/lib/validation/field-errors";
import { newIdempotencyKey, usePublicFormRequest } from "@/components/site/use-public-form-request";
import type { BookAgainPrefill } from "@/lib/clients/dto";

// The zod schema is a chunk of its own, loaded when the visitor starts filling the form (or submits),
// not evaluated while the page loads (zod and the schema cost ~30 ms of the page's blocking time).
let schema: Promise<typeof import("@/lib/bookings/schema")> | undefined;
const loadSchema = () => (schema ??= import("@/lib/bookings/schema"));

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
  /** Plain text: the page decodes stored titles (html-entities) so the form's module need not. */
  title: string;
  price: number;
  category: string;
}

interface DayChoice {
  services: string;
  danceStyle: DanceStyleName[];
  additionalServices: string[];
}

/** The dancer's and guardian's fields are those "book again" fills in. */
interface FormState extends BookAgainPrefill {
  competition: string;
  selectedEventDays: string[];
  days: Record<string, DayChoice>;
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
const NO_DAY: DayChoice = { services: "", danceStyle: [], additionalServices: [] };

const dayLabel = (iso: string) => format(localDay(iso), "EEEE, MMMM do");
const LABEL = "block font-medium";
/** A whole row a thumb can hit (44 px), with a box larger than the browser's 13 px default. */
const OPTION = "flex min-h-11 cursor-pointer items-center gap-3 rounded border border-line bg-white px-3 py-1.5 text-base leading-snug has-[:checked]:border-accent has-[:checked]:bg-accent/5";
const BOX = "h-5 w-5 shrink-0 accent-accent";
const CAPTCHA_HINT = "Complete the CAPTCHA to send your request.";

/** "Dec 4–6", "Nov 29–Dec 1", "Dec 4": short enough that a closed select on a phone still shows the dates. */
function shortRange(start: string, end: string): string {
  const from = localDay(start);
  const to = localDay(end);
  if (start === end) return format(from, "MMM d");
  return from.getMonth() === to.getMonth() ? `${format(from, "MMM d")}–${format(to, "d")}` : `${format(from, "MMM d")}–${format(to, "MMM d")}`;
}

/** Focus a field (or the first control inside a group) and bring it into view. */
function focusField(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const control = element.matches("input, select, textarea, button") ? element : (element.querySelector<HTMLElement>("input, select, textarea, button, iframe") ?? element);
  element.scrollIntoView({ block: "center" });
  control.focus({ preventScroll: true });
}

export interface BookingFormProps {
  events: BookingEventOption[];
  services: BookingServiceOption[];
  phone: string;
  stylists: string[];
}

export function BookingForm({ events, services, phone, stylists }: BookingFormProps) {
  const [form, setForm] = useState<FormState>(EMPTY);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const { send } = usePublicFormRequest();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState("");
  const [status, setStatus] = useState<"filling" | "submitting" | "submitted">("filling");
  const [preferredService, setPreferredService] = useState("");
  const [touch, setTouch] = useState(false);
  /** Bumped after each refused submit, so focus moves once the error summary has rendered. */
  const [refusals, setRefusals] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEnteredBeforeHydration(formRef);

  const mainServices = services.filter((s) => s.category !== "Additional");
  const extras = services.filter((s) => s.category === "Additional");
  const selectedDays = [...form.selectedEventDays].sort();
  const event = events.find((e) => e._id === form.competition);
  const eventDays = useMemo(() => (event ? datesBetween(event.eventStartDate, event.eventEndDate) : []), [event]);
  const summary = errorSummaryItems(errors, selectedDays);

  function competitionState(f: FormState, competition: string, firstService: string): FormState {
    const chosen = events.find((e) => e._id === competition);
    const days = chosen ? datesBetween(chosen.eventStartDate, chosen.eventEndDate) : [];
    // A one-day competition leaves nothing to choose.
    const only = days.length === 1 ? days : [];
    return { ...f, competition, selectedEventDays: only, days: Object.fromEntries(only.map((d) => [d, { ...NO_DAY, services: firstService }])) };
  }

  // Read once, on arrival from a Book it or schedule link.
  const readArrivalLink = useEffectEvent(() => {
    setTouch(window.matchMedia("(pointer: coarse)").matches);
    const params = new URLSearchParams(window.location.search);
    const service = params.get("service") ?? "";
    const wantedService = services.some((s) => s._id === service && s.category !== "Additional") ? service : "";
    if (wantedService) setPreferredService(wantedService);
    const competition = params.get("event");
    if (competition && events.some((e) => e._id === competition)) setForm((f) => competitionState(f, competition, wantedService));
    // "Book another competition" from a private page: a short-lived signed reference, not personal data,
    // in the address; the details come from the API and the reference leaves the address bar at once.
    const again = params.get("again");
    if (again) {
      params.delete("again");
      window.history.replaceState(null, "", `${window.location.pathname}${params.size ? `?${params}` : ""}`);
      void fetch(`/api/booking/again/${encodeURIComponent(again)}`, { headers: { Accept: "application/json" } })
        .then((r) => (r.ok ? (r.json() as Promise<BookAgainPrefill>) : null))
        .then((prefill) => {
          if (prefill) setForm((f) => ({ ...f, ...prefill }));
        })
        .catch(() => undefined);
    }
  });
  useEffect(() => readArrivalLink(), []);

  const showFirstProblem = useEffectEvent(() => {
    const first = summary.find((item) => item.fieldId)?.fieldId;
    const box = summaryRef.current;
    const field = first ? document.getElementById(first) : null;
    if (!field) {
      box?.scrollIntoView({ block: "start" });
      box?.focus({ preventScroll: true });
      return;
    }
    // The summary and the first field to fix with its message on one screen; when both do not fit,
    // the field and its message at the bottom of the screen under as much of the summary as fits.
    // Measured in page coordinates: the page scrolls smoothly, so positions on screen lag behind.
    const summaryTop = (box?.getBoundingClientRect().top ?? 0) + window.scrollY - 16;
    const fieldEnd = (document.getElementById(`${first}-error`) ?? field).getBoundingClientRect().bottom + window.scrollY + 16;
    const screen = window.visualViewport?.height ?? window.innerHeight;
    window.scrollTo({ top: Math.max(summaryTop, fieldEnd - screen) });
    (field.matches("input, select, textarea") ? field : (field.querySelector<HTMLElement>("input, select, textarea") ?? field)).focus({ preventScroll: true });
  });
  useEffect(() => {
    if (refusals > 0) showFirstProblem();
  }, [refusals]);

  useEffect(() => {
    if (status !== "submitted") return;
    thanksRef.current?.scrollIntoView({ block: "start" });
    thanksRef.current?.focus({ preventScroll: true });
  }, [status]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...others }) => others);
  };
  const setDay = (date: string, patch: Partial<DayChoice>) => {
    setForm((f) => ({ ...f, days: { ...f.days, [date]: { ...(f.days[date] ?? NO_DAY), ...patch } } }));
    const prefixes = Object.keys(patch).map((part) => `dayDetails.${selectedDays.indexOf(date)}.${part}`);
    if (Object.keys(errors).some((key) => prefixes.some((prefix) => key.startsWith(prefix)))) {
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !prefixes.some((prefix) => key.startsWith(prefix)))));
    }
  };

  function chooseDays(dates: string[]) {
    setForm((f) => {
      const days = { ...f.days };
      dates.forEach((date, index) => {
        days[date] ??= { ...NO_DAY, services: index === 0 && preferredService ? preferredService : "" };
      });
      return { ...f, selectedEventDays: dates, days };
    });
  }

  function removeDay(date: string) {
    chooseDays(form.selectedEventDays.filter((d) => d !== date));
    document.getElementById("days")?.focus();
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

  function refuse(next: Record<string, string>) {
    // The parent-names rule is reported on the first name; point it at the name still missing.
    if (next.parentFirstName && form.parentFirstName.trim() && !form.parentLastName.trim()) {
      const { parentFirstName, ...others } = next;
      next = { ...others, parentLastName: parentFirstName };
    }
    setErrors(next);
    setRefusals((n) => n + 1);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (status === "submitting") return;
    setFailure("");
    const data = payload();
    const { bookingRequestSchema, crossFieldIssues } = await loadSchema();
    const parsed = bookingRequestSchema.safeParse(data);
    if (!parsed.success) {
      refuse(fieldErrorsFromIssues([...parsed.error.issues, ...crossFieldIssues(data)]));
      return;
    }
    setErrors({});
    setStatus("submitting");
    const answer = await send("/api/booking/create", "POST", parsed.data, idempotencyKey);
    if (answer.kind === "ok") {
      setStatus("submitted");
      return;
    }
    if (answer.kind === "unreachable") {
      setFailure(`Error: ${answer.message}`);
      setRefusals((n) => n + 1);
      setStatus("filling");
      return;
    }
    setFailure("Failed to send booking request. Please try again.");
    refuse(answer.fields);
    // A refused captcha cannot be reused: ask for a new one.
    setCaptchaToken(null);
    setCaptchaKey((k) => k + 1);
    setIdempotencyKey(newIdempotencyKey());
    setStatus("filling");
  }

  function reset() {
    setForm(EMPTY);
    setErrors({});
    setFailure("");
    setCaptchaToken(null);
    setCaptchaKey((k) => k + 1);
    setIdempotencyKey(newIdempotencyKey());
    setStatus("filling");
    requestAnimationFrame(() => document.getElementById("competition")?.focus());
  }

  if (status === "submitted") {
    return (
      <div ref={thanksRef} tabIndex={-1} role="status" aria-labelledby="booking-thanks" className="scroll-mt-4 rounded-card border border-line bg-white p-8 text-center shadow-sm outline-none">
        <h2 id="booking-thanks" className="font-serif text-title font-semibold">
          Thank you!
        </h2>
        <p className="mt-3 text-lead text-muted">We have received your booking request. Final confirmation will arrive within 24 to 48 hours.</p>
        <p className="mt-2 text-muted">Last-minute questions? Text us at {phone}.</p>
        <button type="button" onClick={reset} className="mt-6 min-h-11 rounded-full bg-accent px-6 py-3 font-medium text-white hover:bg-accent-dark">
          Book Another Appointment
        </button>
      </div>
    );
  }

  const dayHint = !event ? "Choose a competition first." : touch ? "Tap to choose one or more days." : "Hold Ctrl (or ⌘) to choose several days.";
  const parentFilling = form.isParentOrGuardian;

  return (
    <form ref={formRef} onSubmit={submit} onFocus={() => void loadSchema()} noValidate className="space-y-8" aria-describedby="booking-help" aria-busy={status === "submitting"}>
      <p id="booking-help" className="text-sm text-muted">
        Fields marked * are required.
      </p>
      {summary.length || failure ? (
        <div id="booking-errors" ref={summaryRef} tabIndex={-1} role="alert" className="scroll-mt-4 rounded border border-danger/30 bg-red-50 px-4 py-3 text-danger outline-none">
          {failure ? <p className="font-semibold">{failure}</p> : null}
          {summary.length ? (
            <>
              <p className="font-semibold">{summary.length === 1 ? "Please fix this:" : `Please fix these ${summary.length} things:`}</p>
              {/* Compact rows (24 px+ targets, WCAG 2.5.8) so the list and the first field to fix share a phone screen. */}
              <ul className="mt-1 list-disc pl-5 text-sm">
                {summary.map(({ message, fieldId }) => (
                  <li key={message} className="py-1">
                    {fieldId ? (
                      <a
                        href={`#${fieldId}`}
                        className="underline underline-offset-2"
                        onClick={(e) => {
                          e.preventDefault();
                          focusField(fieldId);
                        }}
                      >
                        {message}
                      </a>
                    ) : (
                      message
                    )}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 font-serif text-2xl font-semibold">Competition</legend>
        <SelectField
          id="competition"
          label="Competition *"
          labelClassName={LABEL}
          large
          className="sm:col-span-2"
          value={form.competition}
          onChange={(e) => {
            const competition = e.target.value;
            setForm((f) => competitionState(f, competition, preferredService));
            if (errors.competition) setErrors(({ competition: _gone, ...others }) => others);
          }}
          error={errors.competition}
          hint={
            events.length === 0
              ? `No upcoming competitions are open for booking right now. Please call or text ${phone}.`
              : event
                ? `${[event.city, event.state].filter(Boolean).join(", ")} · ${formatEventDateRange(event.eventStartDate, event.eventEndDate)}`
                : undefined
          }
        >
          <option value="">Select a competition</option>
          {events.map((ev) => (
            <option key={ev._id} value={ev._id}>
              {shortRange(ev.eventStartDate, ev.eventEndDate)} · {ev.eventName}
              {ev.city ? ` (${ev.city})` : ""}
            </option>
          ))}
        </SelectField>
        <SelectField id="danceLevel" label="Dance level *" labelClassName={LABEL} large value={form.danceLevel} onChange={(e) => set("danceLevel", e.target.value)} error={errors.danceLevel}>
          <option value="">Select a level</option>
          {DANCE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {DANCE_LEVEL_LABELS[level]}
            </option>
          ))}
        </SelectField>
        <div>
          <SelectField
            id="days"
            label="Appointment days *"
            labelClassName={LABEL}
            large
            hint={dayHint}
            error={errors.selectedEventDays ?? errors.dayDetails}
            multiple
            size={7}
            value={form.selectedEventDays}
            onChange={(e) => {
              chooseDays([...e.target.selectedOptions].map((o) => o.value));
              if (errors.selectedEventDays) setErrors(({ selectedEventDays: _gone, ...others }) => others);
            }}
            inputClassName="min-h-[11rem]"
            disabled={!event}
          >
            {eventDays.map((date) => (
              <option key={date} value={date} className="py-1">
                {dayLabel(date)}
              </option>
            ))}
          </SelectField>
          <ChosenDays days={selectedDays} onRemove={removeDay} />
        </div>
      </fieldset>

      {selectedDays.map((date, index) => {
        const choice = form.days[date] ?? NO_DAY;
        const prefix = `dayDetails.${index}`;
        return (
          <fieldset key={date} className="rounded-card border border-line bg-white/70 p-5">
            <legend className="px-2 font-serif text-xl font-semibold">
              Day {index + 1}: {dayLabel(date)}
            </legend>
            <SelectField id={`service-${date}`} label="Service *" labelClassName={LABEL} large value={choice.services} onChange={(e) => setDay(date, { services: e.target.value })} error={errors[`${prefix}.services`]}>
              <option value="">Select a service</option>
              {(["Women", "Men", "Youth"] as const).map((category) => (
                <optgroup key={category} label={CATEGORY_HEADINGS[category]}>
                  {mainServices
                    .filter((s) => s.category === category)
                    .map((s) => (
                      <option key={s._id} value={s._id}>
                        {s.title} — {formatPrice(s.price)}
                      </option>
                    ))}
                </optgroup>
              ))}
            </SelectField>
            <CheckboxGroup
              id={`styles-${date}`}
              name={`danceStyle-${date}`}
              className="mt-5"
              legend="Dance styles *"
              optionsClassName="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4"
              optionClassName={OPTION}
              inputClassName={BOX}
              options={DANCE_STYLES.map((style) => ({ value: style, label: DANCE_STYLE_LABELS[style] }))}
              selected={choice.danceStyle}
              onChange={(styles) => setDay(date, { danceStyle: styles as DanceStyleName[] })}
              error={errors[`${prefix}.danceStyle`]}
            />
            {extras.length ? (
              <CheckboxGroup
                id={`extras-${date}`}
                name={`additionalServices-${date}`}
                className="mt-5"
                legend="Additional services"
                optionsClassName="mt-2 grid gap-2 sm:grid-cols-2"
                optionClassName={OPTION}
                inputClassName={BOX}
                options={extras.map((s) => ({ value: s._id, label: `${s.title} (${formatPrice(s.price)})` }))}
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
        <label className={`${OPTION} sm:col-span-2`}>
          <input type="checkbox" name="isParentOrGuardian" className={BOX} checked={form.isParentOrGuardian} onChange={(e) => set("isParentOrGuardian", e.target.checked)} />I am the parent or guardian of the competitor
        </label>
        {parentFilling ? (
          <>
            <Field id="parentFirstName" label="Parent First Name *" labelClassName={LABEL} large value={form.parentFirstName} onChange={(e) => set("parentFirstName", e.target.value)} autoComplete="given-name" error={errors.parentFirstName} />
            <Field id="parentLastName" label="Parent Last Name *" labelClassName={LABEL} large value={form.parentLastName} onChange={(e) => set("parentLastName", e.target.value)} autoComplete="family-name" error={errors.parentLastName} />
          </>
        ) : null}
        {(
          [
            // A phone's autofill fills the name, email and phone in one go; the competitor's name is
            // left out of it when a parent fills the form (their own name goes in the parent fields).
            // With a parent filling it, the labels say whose each field is (the emails then greet the parent).
            ["firstName", parentFilling ? "Dancer's First Name *" : "First Name *", "text", parentFilling ? "off" : "given-name", undefined],
            ["lastName", parentFilling ? "Dancer's Last Name *" : "Last Name *", "text", parentFilling ? "off" : "family-name", undefined],
            ["email", parentFilling ? "Your email (parent/guardian) *" : "Email *", "email", "email", "email"],
            ["phoneNumber", parentFilling ? "Your phone (parent/guardian) *" : "Phone *", "tel", "tel", "tel"],
          ] as const
        ).map(([key, label, type, autoComplete, inputMode]) => (
          <Field key={key} id={key} label={label} labelClassName={LABEL} large type={type} inputMode={inputMode} value={form[key]} onChange={(e) => set(key, e.target.value)} autoComplete={autoComplete} error={errors[key]} />
        ))}
        {stylists.length ? (
          <SelectField id="stylistPreference" label="Stylist preference" labelClassName={LABEL} large value={form.stylistPreference} onChange={(e) => set("stylistPreference", e.target.value)} error={errors.stylistPreference}>
            <option value="">No preference</option>
            {stylists.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
        ) : (
          <Field id="stylistPreference" label="Stylist preference" labelClassName={LABEL} large value={form.stylistPreference} onChange={(e) => set("stylistPreference", e.target.value)} error={errors.stylistPreference} />
        )}
        <CheckboxGroup
          id="hairAtNight"
          type="radio"
          name="hairAtNight"
          legend="Hair at night? *"
          legendClassName={LABEL}
          hint="Dancing in an evening session too? Choose Yes if you need your hair redone or refreshed for it."
          optionsClassName="mt-2 grid grid-cols-2 gap-2"
          optionClassName={OPTION}
          inputClassName={BOX}
          options={[
            { value: "yes", label: "Yes" },
            { value: "no", label: "No" },
          ]}
          selected={[form.hairAtNight]}
          onChange={([value]) => set("hairAtNight", value)}
          error={errors.hairAtNight}
          className="sm:col-span-2"
        />
        <Field multiline id="message" label="Message" labelClassName={LABEL} large className="sm:col-span-2" rows={4} value={form.message} onChange={(e) => set("message", e.target.value)} error={errors.message} />
      </fieldset>

      <BookingReview days={selectedDays.map((date) => ({ date, ...(form.days[date] ?? NO_DAY) }))} services={services} />

      <div id="booking-captcha" className="scroll-mt-4">
        <CaptchaField key={captchaKey} onToken={setCaptchaToken} />
        <FieldError id="captchaToken" error={errors.captchaToken} />
      </div>
      <div className="space-y-2">
        <button
          type="submit"
          disabled={!captchaToken || status === "submitting"}
          aria-describedby={!captchaToken ? "booking-captcha-hint" : undefined}
          className="min-h-11 w-full rounded-full bg-accent px-6 py-3 text-lg font-medium text-white hover:bg-accent-dark disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto"
        >
          {status === "submitting" ? "Sending…" : "Request Appointment"}
        </button>
        {!captchaToken ? (
          <p id="booking-captcha-hint" className="text-sm text-muted">
            {CAPTCHA_HINT}
          </p>
        ) : null}
      </div>
    </form>
  );
}
