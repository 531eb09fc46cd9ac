"use client";
import { useEffect, useState } from "react";
import { loginSchema } from "@/lib/auth/schema";
import { signInLanding } from "@/lib/auth/dto";
import { Field } from "@/components/ui/field";
import { useHydrated } from "@/components/admin/use-hydrated";
import { fieldErrorsFromIssues } from "@/lib/validation/field-errors";
import { requestEndpoint } from "@/components/endpoint-request";
import { clearOfflineCopies } from "@/components/admin/offline/offline-data";

const NO_PANEL = "You do not have permission to access the admin panel.";

interface LoginUser {
  permissions: string[];
  role: string;
  isAdministrator: boolean;
  bookable?: boolean;
}

const canUsePanel = (user: LoginUser) => user.isAdministrator || user.role === "admin" || user.permissions.includes("view_admin_panel");

async function signOut(csrfToken?: string) {
  await requestEndpoint("POST /api/auth/logout", {}, { headers: { "X-CSRF-Token": csrfToken ?? "" } });
}

export function LoginForm() {
  const hydrated = useHydrated();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // A stored session is verified on page load; one without panel access is cleared.
    let cancelled = false;
    (async () => {
      const verified = await requestEndpoint("GET /api/auth/verify-token");
      // No session: the pages and data a signed-in phone kept for the day go with it.
      if (verified.kind === "refused") void clearOfflineCopies();
      if (verified.kind !== "ok" || cancelled) return;
      if (canUsePanel(verified.body.user)) {
        window.location.assign(signInLanding(verified.body.user));
      } else {
        const csrf = await requestEndpoint("GET /api/auth/csrf-token");
        await signOut(csrf.kind === "ok" ? csrf.body.csrfToken : undefined);
        setError(NO_PANEL);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError("");
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromIssues(parsed.error.issues) as { email?: string; password?: string });
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const answer = await requestEndpoint("POST /api/auth/login", { body: parsed.data });
      if (answer.kind === "unreachable") throw new Error(answer.message);
      if (answer.kind === "refused") {
        setError(answer.error || "Login failed. Please check your credentials.");
        return;
      }
      if (!canUsePanel(answer.body.user)) {
        await signOut(answer.body.csrfToken);
        setError(NO_PANEL);
        return;
      }
      window.location.assign(signInLanding(answer.body.user));
    } catch {
      setError("An error occurred during login. Please try again later.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {error ? (
        <p role="alert" className="rounded border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Field id="email" label="Email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldErrors.email} />
      <Field id="password" label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={fieldErrors.password} />
      <button type="submit" disabled={busy || !hydrated} className="w-full rounded bg-ink px-4 py-3 font-medium text-white hover:bg-black disabled:opacity-60">
        {busy ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
