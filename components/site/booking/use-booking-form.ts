"use client";
// The booking request's state, effects and calls: the form as filled, its errors and where focus
// goes after a refusal, the arrival link (?event, ?service, ?again), the captcha, and submit / reset.
import { useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { useEnteredBeforeHydration } from "@/components/ui/use-entered-before-hydration";
import { useDayCapacity } from "@/components/site/waitlist/use-day-capacity";
import { newIdempotencyKey } from "@/components/site/idempotency-key";
import type { ErrorSummaryItem } from "./error-summary";
import {
  EMPTY_FORM,
  NO_DAY,
  eventDaysOf,
  sortedDays,
  withCompetition,
  withDays,
  withoutErrors,
  type BookingEventOption,
  type BookingServiceOption,
  type DayChoice,
  type FormState,
} from "./booking-form-model";

// The zod schema is a chunk of its own, loaded when the visitor starts filling the form (or submits),
// not evaluated while the page loads (zod and the schema cost ~30 ms of the page's blocking time).
let schema: Promise<typeof import("@/lib/bookings/schema")> | undefined;
export const loadBookingSchema = () => (schema ??= import("@/lib/bookings/schema"));

// The sending code (field messages, their summary, the calls) likewise: booking-submit.ts. Errors exist
// only after a submit, which waited for it, so the summary reads it from `sendingCode` without waiting.
type SendingCode = typeof import("./booking-submit");
let sendingCode: SendingCode | null = null;
let sendingLoad: Promise<SendingCode> | undefined;
export function loadBookingSubmit(): Promise<SendingCode> {
  sendingLoad ??= import("./booking-submit").then(
    (module) => (sendingCode = module),
    (error: unknown) => {
      sendingLoad = undefined; // a failed chunk (offline) is tried again on the next submit
      throw error;
    },
  );
  return sendingLoad;
}

export type BookingFormStatus = "filling" | "submitting" | "submitted";

/** The request's fields as the schema checked them (no captcha): what the desk sends on. */
export type CheckedBookingFields = import("zod").infer<typeof import("@/lib/bookings/schema").bookingFieldsSchema>;

/** The same form at the desk (staff enter a booking): no captcha, no arrival link, staff's own save. */
export interface DeskFormOptions {
  /** The form as it opens (a client's details, "book again"). */
  initial: FormState;
  /** Sends the checked fields; answers the refusal's message and field messages, or null once saved. */
  save: (fields: CheckedBookingFields) => Promise<{ message: string; fields: Record<string, string> } | null>;
}

export function useBookingForm(events: readonly BookingEventOption[], services: readonly BookingServiceOption[], desk?: DeskFormOptions) {
  const [form, setForm] = useState<FormState>(desk?.initial ?? EMPTY_FORM);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState("");
  const [status, setStatus] = useState<BookingFormStatus>("filling");
  const [preferredService, setPreferredService] = useState("");
  const [touch, setTouch] = useState(false);
  /** Bumped after each refused submit, so focus moves once the error summary has rendered. */
  const [refusals, setRefusals] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEnteredBeforeHydration(formRef);

  const selectedDays = sortedDays(form);
  const event = events.find((e) => e._id === form.competition);
  const eventDays = useMemo(() => eventDaysOf(event), [event]);
  const summary: ErrorSummaryItem[] = sendingCode && Object.keys(errors).length > 0 ? sendingCode.errorSummaryItems(errors, selectedDays) : [];
  // A full day is not requested as a booking: alone (or with other full days) the form joins their
  // waiting lists instead; beside open days it is left out and offered afterwards.
  const capacity = useDayCapacity(form.competition);
  const fullDays = selectedDays.filter((date) => capacity[date]?.state === "full");
  const waitlistOnly = selectedDays.length > 0 && fullDays.length === selectedDays.length;
  const [outcome, setOutcome] = useState<{ waitlisted: string[]; notSent: string[] }>({ waitlisted: [], notSent: [] });

  // Read once, on arrival from a Book it or schedule link.
  const readArrivalLink = useEffectEvent(() => {
    setTouch(window.matchMedia("(pointer: coarse)").matches);
    if (desk) return;
    const params = new URLSearchParams(window.location.search);
    const service = params.get("service") ?? "";
    const wantedService = services.some((s) => s._id === service && s.category !== "Additional") ? service : "";
    if (wantedService) setPreferredService(wantedService);
    const competition = params.get("event");
    if (competition && events.some((e) => e._id === competition)) setForm((f) => withCompetition(f, events, competition, wantedService));
    // An invitation's link names the invitation: the booking is counted for it on the competition's report.
    const invitation = params.get("inv");
    if (invitation && /^[a-z0-9]{1,64}$/.test(invitation)) setForm((f) => ({ ...f, invitation }));
    // "Book another competition" from a private page: a short-lived signed reference, not personal data,
    // in the address; the details come from the API and the reference leaves the address bar at once.
    const again = params.get("again");
    if (again) {
      params.delete("again");
      window.history.replaceState(null, "", `${window.location.pathname}${params.size ? `?${params}` : ""}`);
      void loadBookingSubmit().then(async ({ requestEndpoint, withBookAgain }) => {
        const answer = await requestEndpoint("GET /api/booking/again/:ref", { params: { ref: again } });
        if (answer.kind === "ok") setForm((f) => withBookAgain(f, answer.body, services));
      });
    }
  });
  useEffect(() => readArrivalLink(), []);

  // Only after a refused submit, which loaded the sending code first.
  const showFirstProblem = useEffectEvent(() => sendingCode?.focusFirstProblem(summary, summaryRef.current));
  useEffect(() => {
    if (refusals > 0) showFirstProblem();
  }, [refusals]);

  useEffect(() => {
    if (status !== "submitted") return;
    thanksRef.current?.scrollIntoView({ block: "start" });
    thanksRef.current?.focus({ preventScroll: true });
  }, [status]);

  const clearError = (key: string) => {
    if (errors[key]) setErrors(({ [key]: _gone, ...others }) => others);
  };
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    clearError(key);
  };
  const setDay = (date: string, patch: Partial<DayChoice>) => {
    setForm((f) => ({ ...f, days: { ...f.days, [date]: { ...(f.days[date] ?? NO_DAY), ...patch } } }));
    const prefixes = Object.keys(patch).map((part) => `dayDetails.${selectedDays.indexOf(date)}.${part}`);
    if (Object.keys(errors).some((key) => prefixes.some((prefix) => key.startsWith(prefix)))) setErrors((current) => withoutErrors(current, prefixes));
  };
  const chooseCompetition = (competition: string) => {
    setForm((f) => withCompetition(f, events, competition, preferredService));
    clearError("competition");
  };
  const chooseDays = (dates: string[]) => setForm((f) => withDays(f, dates, preferredService));
  const pickDays = (dates: string[]) => {
    chooseDays(dates);
    clearError("selectedEventDays");
  };
  const removeDay = (date: string) => {
    chooseDays(form.selectedEventDays.filter((d) => d !== date));
    document.getElementById("days")?.focus();
  };

  /** After a submit: the sending code is here (refusals only come from the checks and calls it holds). */
  function refuse(next: Record<string, string>) {
    setErrors(sendingCode ? sendingCode.placeParentNameError(next, form) : next);
    setRefusals((n) => n + 1);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (status === "submitting") return;
    setFailure("");
    if (desk) return submitAtDesk();
    const sentDays = waitlistOnly ? form.selectedEventDays : form.selectedEventDays.filter((d) => !fullDays.includes(d));
    const [{ bookingRequestSchema, crossFieldIssues }, { fieldErrorsFromIssues, callPublicForm, bookingPayload }] = await Promise.all([loadBookingSchema(), loadBookingSubmit()]);
    const data = bookingPayload({ ...form, selectedEventDays: sentDays }, captchaToken);
    const parsed = bookingRequestSchema.safeParse(data);
    if (!parsed.success) {
      refuse(fieldErrorsFromIssues([...parsed.error.issues, ...crossFieldIssues(data)]));
      return;
    }
    setErrors({});
    setStatus("submitting");
    const answer = waitlistOnly ? await callPublicForm("POST /api/waitlist", { body: parsed.data }, idempotencyKey) : await callPublicForm("POST /api/booking/create", { body: parsed.data }, idempotencyKey);
    if (answer.kind === "ok") {
      // A day can fill up while the form is open: the server then puts the request on the waiting lists (202).
      const waitlistedByServer = "waitlisted" in answer.body ? answer.body.waitlisted : null;
      setOutcome(waitlistedByServer ? { waitlisted: waitlistedByServer, notSent: [] } : waitlistOnly ? { waitlisted: fullDays, notSent: [] } : { waitlisted: [], notSent: fullDays });
      setStatus("submitted");
      return;
    }
    if (answer.kind === "unreachable") {
      setFailure(`Error: ${answer.message}`);
      setRefusals((n) => n + 1);
      setStatus("filling");
      return;
    }
    // A day that filled up while the form was open: the server names it (409).
    setFailure(answer.status === 409 && answer.error ? answer.error : waitlistOnly ? "Failed to join the waiting list. Please try again." : "Failed to send booking request. Please try again.");
    refuse(answer.fields);
    // A refused captcha cannot be reused: ask for a new one.
    setCaptchaToken(null);
    setCaptchaKey((k) => k + 1);
    setIdempotencyKey(newIdempotencyKey());
    setStatus("filling");
  }

  /** After a request that left full days out: the same form with only those days, to join their waiting lists. */
  function joinWaitlistFor(days: string[]) {
    setForm((f) => ({ ...f, selectedEventDays: days }));
    setErrors({});
    setFailure("");
    setCaptchaToken(null);
    setCaptchaKey((k) => k + 1);
    setIdempotencyKey(newIdempotencyKey());
    setOutcome({ waitlisted: [], notSent: [] });
    setStatus("filling");
    requestAnimationFrame(() => document.getElementById("days")?.focus());
  }

  // The same checks and messages as the public form, without the captcha; the desk's save does the rest.
  async function submitAtDesk() {
    const [{ bookingFieldsSchema, withCrossFieldRules, crossFieldIssues }, { fieldErrorsFromIssues, bookingPayload }] = await Promise.all([loadBookingSchema(), loadBookingSubmit()]);
    const { captchaToken: _none, ...data } = bookingPayload(form, null);
    const parsed = withCrossFieldRules(bookingFieldsSchema).safeParse(data);
    if (!parsed.success) {
      refuse(fieldErrorsFromIssues([...parsed.error.issues, ...crossFieldIssues(data)]));
      return;
    }
    setErrors({});
    setStatus("submitting");
    const refusal = await desk!.save(parsed.data);
    if (!refusal) return;
    setFailure(refusal.message);
    refuse(refusal.fields);
    setStatus("filling");
  }

  function reset() {
    setForm(EMPTY_FORM);
    setOutcome({ waitlisted: [], notSent: [] });
    setErrors({});
    setFailure("");
    setCaptchaToken(null);
    setCaptchaKey((k) => k + 1);
    setIdempotencyKey(newIdempotencyKey());
    setStatus("filling");
    requestAnimationFrame(() => document.getElementById("competition")?.focus());
  }

  return {
    form,
    errors,
    failure,
    status,
    touch,
    event,
    eventDays,
    selectedDays,
    summary,
    capacity,
    fullDays,
    waitlistOnly,
    /** Staff entering a booking: a full day is booked anyway (an overbooking on purpose), never waitlisted. */
    atDesk: Boolean(desk),
    outcome,
    joinWaitlistFor,
    captchaToken,
    captchaKey,
    setCaptchaToken,
    formRef,
    summaryRef,
    thanksRef,
    set,
    setDay,
    chooseCompetition,
    pickDays,
    removeDay,
    submit,
    reset,
  };
}

/** What the section views read and call (the refs stay with the form view). */
export type BookingFormModel = Omit<ReturnType<typeof useBookingForm>, "formRef" | "summaryRef" | "thanksRef">;
