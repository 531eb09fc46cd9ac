"use client";
// The contact form: filling → submitting → submitted, with Send Another Message
// as reset. What the visitor typed survives a failure; a retry after a network failure reuses its
// Idempotency-Key, so a message is never stored twice.
import { useRef, useState } from "react";
import { CaptchaField } from "@/components/captcha/captcha-field";
import { Field, FieldError } from "@/components/ui/field";
import { useEnteredBeforeHydration } from "@/components/ui/use-entered-before-hydration";
import { CONTACT_LIMITS, REQUIRED_CONTACT_FIELDS, REQUIRED_FIELDS_MESSAGE } from "@/lib/contact/dto";
import { fieldErrorsFromIssues } from "@/lib/validation/field-errors";
import { newIdempotencyKey, usePublicFormRequest } from "@/components/site/use-public-form-request";
import { Button } from "@/components/ui/button";

// The zod schema is a chunk of its own, loaded when the visitor starts filling the form (or submits),
// not evaluated while the page loads (the contact page's blocking time).
let schema: Promise<typeof import("@/lib/contact/schema")> | undefined;
const loadSchema = () => (schema ??= import("@/lib/contact/schema"));
let phoneParser: Promise<typeof import("@/lib/text/phone-number")> | undefined;
const loadPhoneParser = () => (phoneParser ??= import("@/lib/text/phone-number"));
/** Once the visitor is in the form: what Send and leaving the phone field use. */
const loadFormCode = () => {
  void loadSchema();
  void loadPhoneParser();
};

const LABEL = "block text-sm font-medium text-ink";
/** Under the phone field when the number typed cannot receive texts (a hint: the message is still sent). */
export const CONTACT_PHONE_NOT_TEXTABLE = "This number cannot receive texts: we will answer by email or a call. For a text reply, give a mobile number with its area code.";

type FieldName = "fullName" | "emailAddress" | "phone" | "message";
type Values = Record<FieldName, string>;

const EMPTY: Values = { fullName: "", emailAddress: "", phone: "", message: "" };
const FIELD_ORDER: FieldName[] = ["fullName", "emailAddress", "phone", "message"];

export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [token, setToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [status, setStatus] = useState<"filling" | "submitting" | "submitted">("filling");
  const [error, setError] = useState("");
  const [detail, setDetail] = useState("");
  const [phoneNote, setPhoneNote] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName | "captchaToken", string>>>({});
  const idempotencyKey = useRef<string | null>(null);
  const { call } = usePublicFormRequest();
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  useEnteredBeforeHydration(formRef);

  function change(field: FieldName, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    // Edited content is a new submission.
    idempotencyKey.current = null;
    if (fieldErrors[field]) setFieldErrors((f) => ({ ...f, [field]: undefined }));
  }

  /**
   * On leaving the phone field. The number parser loads with the schema once the form is first focused, not with
   * the page, so the note shows as the visitor leaves the field: not a moment later, moving the form under a tap.
   */
  async function checkPhone(value: string) {
    const { parsePhone } = await loadPhoneParser();
    setPhoneNote(value.trim() && "error" in parsePhone(value) ? CONTACT_PHONE_NOT_TEXTABLE : "");
  }

  function focusField(field: string | undefined) {
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (status === "submitting") return;
    setError("");
    setDetail("");

    const missing = REQUIRED_CONTACT_FIELDS.filter((field) => !values[field].trim());
    if (missing.length > 0 || !token) {
      setError(REQUIRED_FIELDS_MESSAGE);
      setFieldErrors(Object.fromEntries(missing.map((field) => [field, "This field is required."])));
      focusField(missing[0]);
      return;
    }
    const { contactMessageSchema } = await loadSchema();
    const parsed = contactMessageSchema.safeParse({ ...values, captchaToken: token });
    if (!parsed.success) {
      const next = fieldErrorsFromIssues(parsed.error.issues, (issue) => String(issue.path[0]));
      setFieldErrors(next);
      focusField(FIELD_ORDER.find((field) => next[field]));
      return;
    }

    setFieldErrors({});
    setStatus("submitting");
    idempotencyKey.current ??= newIdempotencyKey();
    const answer = await call("POST /api/send-email", { body: parsed.data }, idempotencyKey.current);
    if (answer.kind === "ok") {
      setStatus("submitted");
      requestAnimationFrame(() => successRef.current?.focus());
      return;
    }
    if (answer.kind === "unreachable") {
      setError(`Error sending message: ${answer.message}`);
    } else {
      // The refusal is remembered under this key: the corrected form is a new submission.
      idempotencyKey.current = null;
      setError("Failed to send message. Please try again.");
      if (answer.error) setDetail(answer.error);
      if (Object.keys(answer.fields).length) setFieldErrors(answer.fields);
    }
    // A captcha answer is single-use: ask for a fresh one. The typed values stay.
    setToken(null);
    setCaptchaReset((n) => n + 1);
    setStatus("filling");
  }

  function sendAnother() {
    setValues(EMPTY);
    setPhoneNote("");
    setToken(null);
    setCaptchaReset((n) => n + 1);
    setError("");
    setDetail("");
    setFieldErrors({});
    idempotencyKey.current = null;
    setStatus("filling");
    requestAnimationFrame(() => focusField("fullName"));
  }

  if (status === "submitted") {
    return (
      <div ref={successRef} tabIndex={-1} role="status" className="mt-8 rounded-card border border-success/30 bg-success/5 p-8 text-center outline-none">
        <p className="font-serif text-2xl font-semibold text-success">Thank you! Your message has been sent.</p>
        <p className="mt-2 text-muted">We will get back to you as soon as we can. For anything urgent, please call or text us.</p>
        <Button size="lg" className="mt-6" onClick={sendAnother}>
          Send Another Message
        </Button>
      </div>
    );
  }

  const submitting = status === "submitting";
  const input = (field: FieldName, label: string, props: React.InputHTMLAttributes<HTMLInputElement>, hint?: string) => (
    <Field
      id={`contact-${field}`}
      label={
        <>
          {label} <span aria-hidden="true" className="text-accent">*</span>
        </>
      }
      labelClassName={LABEL}
      large
      name={field}
      value={values[field]}
      onChange={(e) => change(field, e.target.value)}
      required
      error={fieldErrors[field]}
      hint={hint || undefined}
      {...props}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} onFocus={loadFormCode} noValidate className="mt-6 space-y-5" aria-busy={submitting}>
      {error ? (
        <div role="alert" className="rounded border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
          <p className="font-medium">{error}</p>
          {detail && detail !== error ? <p className="mt-1">{detail}</p> : null}
        </div>
      ) : null}

      {input("fullName", "Full Name", { type: "text", autoComplete: "name", maxLength: CONTACT_LIMITS.fullName })}
      <div className="grid gap-5 sm:grid-cols-2">
        {input("emailAddress", "Email", { type: "email", autoComplete: "email", inputMode: "email", maxLength: CONTACT_LIMITS.emailAddress })}
        {input("phone", "Phone", { type: "tel", autoComplete: "tel", inputMode: "tel", maxLength: CONTACT_LIMITS.phone, onBlur: (e) => void checkPhone(e.target.value) }, phoneNote)}
      </div>
      <Field
        multiline
        id="contact-message"
        label={
          <>
            Message <span className="font-normal text-muted">(optional)</span>
          </>
        }
        labelClassName={LABEL}
        large
        name="message"
        rows={5}
        value={values.message}
        onChange={(e) => change("message", e.target.value)}
        maxLength={CONTACT_LIMITS.message}
        error={fieldErrors.message}
      />

      <CaptchaField onToken={setToken} resetKey={captchaReset} />
      <FieldError id="contact-captchaToken" error={fieldErrors.captchaToken} />

      <div className="flex flex-wrap items-center gap-4 pt-2">
        <Button type="submit" size="lg" disabled={!token || submitting} aria-describedby={!token ? "contact-captcha-hint" : undefined}>
          {submitting ? "Sending…" : "Send Message"}
        </Button>
        {!token ? (
          <p id="contact-captcha-hint" className="text-sm text-muted">
            Complete the CAPTCHA to send your message.
          </p>
        ) : null}
      </div>
    </form>
  );
}
