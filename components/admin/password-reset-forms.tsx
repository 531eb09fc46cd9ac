"use client";
// "Forgot password?" and the emailed link's page: both signed out, both answer in place.
import Link from "@/components/admin/staff-link";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { useHydrated } from "@/components/admin/use-hydrated";
import { requestEndpoint, type EndpointResult } from "@/components/endpoint-request";
import { forgotPasswordSchema, newPasswordSchema, PASSWORD_MIN } from "@/lib/auth/schema";

const ALERT = "rounded border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger";
const SUCCESS = "rounded border border-success/30 bg-green-50 px-4 py-3 text-sm text-success";
const BUTTON = "w-full rounded bg-ink px-4 py-3 font-medium text-white hover:bg-black disabled:opacity-60";

type Refusal = { error?: string; fields: Record<string, string> };

/** A form's one request: busy while it runs; a refusal or a network failure becomes the error shown above the form. */
function useRequest() {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function send<T>(request: () => Promise<EndpointResult<T>>, onOk: (data: T) => void, refusal: (answer: Refusal) => string | undefined) {
    setBusy(true);
    try {
      const answer = await request();
      if (answer.kind === "ok") onOk(answer.body);
      else if (answer.kind === "refused") setError(refusal(answer) ?? "Something went wrong. Please try again.");
      else setError("An error occurred. Please try again later.");
    } finally {
      setBusy(false);
    }
  }
  return { error, clearError: () => setError(""), busy, send };
}

function SignInLink({ label }: { label: string }) {
  return <p className="text-center text-sm"><Link href="/admin/login" className="text-accent underline">{label}</Link></p>;
}

function DoneMessage({ message, link }: { message: string; link: string }) {
  return (
    <div className="space-y-5">
      <p role="status" className={SUCCESS}>{message}</p>
      <SignInLink label={link} />
    </div>
  );
}

export function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [done, setDone] = useState("");
  const { error, clearError, busy, send } = useRequest();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    clearError();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    await send(
      () => requestEndpoint("POST /api/auth/password-reset", { body: parsed.data }),
      (data) => setDone(data.message ?? "Check your email for a link to choose a new password."),
      (data) => data.error,
    );
  }

  if (done) return <DoneMessage message={done} link="Back to sign in" />;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-muted">Enter the email address of your staff account. We will email you a link to choose a new password.</p>
      {error ? <p role="alert" className={ALERT}>{error}</p> : null}
      <Field id="email" label="Email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldError} />
      <button type="submit" disabled={busy || !hydrated} className={BUTTON}>
        {busy ? "Sending…" : "Email me a reset link"}
      </button>
      <SignInLink label="Back to sign in" />
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const hydrated = useHydrated();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [fields, setFields] = useState<{ password?: string; repeat?: string }>({});
  const [done, setDone] = useState(false);
  const { error, clearError, busy, send } = useRequest();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    clearError();
    const parsed = newPasswordSchema.safeParse(password);
    const next = { password: parsed.success ? undefined : parsed.error.issues[0]?.message, repeat: repeat === password ? undefined : "The two passwords are not the same" };
    setFields(next);
    if (next.password || next.repeat) return;
    await send(
      () => requestEndpoint("POST /api/auth/password-reset/confirm", { body: { token, password } }),
      () => setDone(true),
      (data) => data.fields.password ?? data.error,
    );
  }

  if (done) return <DoneMessage message="Your password has been changed. You have been signed out everywhere; sign in with the new password." link="Sign in" />;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {error ? <p role="alert" className={ALERT}>{error}</p> : null}
      <Field id="new-password" label="New password" type="password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN} characters.`} value={password} onChange={(e) => setPassword(e.target.value)} error={fields.password} />
      <Field id="repeat-password" label="New password again" type="password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} error={fields.repeat} />
      <button type="submit" disabled={busy || !hydrated} className={BUTTON}>
        {busy ? "Saving…" : "Set new password"}
      </button>
    </form>
  );
}
