"use client";
// The captcha of the public forms: hCaptcha's widget when NEXT_PUBLIC_HCAPTCHA_SITE_KEY is set, else
// a clearly labelled development stand-in that yields `dev-captcha-token`. onToken(null) whenever
// the answer is gone (unchecked, expired, error, reset). Change `resetKey` to reset the widget.
//
// hCaptcha's widget code and its script (api.js from hcaptcha.com, ~300 KB with its frame) load only
// once the visitor starts filling in the form (focus, typing or a tap anywhere in it): a visitor who
// only reads the page downloads neither, and they do not compete with the page's first paint.
import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore, type RefObject } from "react";
import { DEV_CAPTCHA_LABEL, DEV_CAPTCHA_TOKEN } from "@/lib/captcha/constants";

const SITE_KEY = process.env.NEXT_PUBLIC_HCAPTCHA_SITE_KEY ?? "";

export const CAPTCHA_WAITING_TEXT = "The CAPTCHA appears here when you start filling in the form.";
const CAPTCHA_LOADING_TEXT = "Loading the CAPTCHA…";

// A chunk of its own, loaded on demand. The widget is never server-rendered: it appears only once the
// form has been started, after hydration.
const HCaptcha = lazy(() => import("@hcaptcha/react-hcaptcha"));

const STARTED = "captchaStarted";
const START_EVENTS = ["focusin", "input", "pointerdown", "keydown"] as const;

/** true once the visitor has started on the form around `ref` (remembered on the form across widget resets). */
function useFormStarted(ref: RefObject<HTMLElement | null>): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form || form.dataset[STARTED]) {
      setStarted(true);
      return;
    }
    const start = () => {
      form.dataset[STARTED] = "1";
      setStarted(true);
    };
    for (const type of START_EVENTS) form.addEventListener(type, start, { once: true, passive: true });
    return () => {
      for (const type of START_EVENTS) form.removeEventListener(type, start);
    };
  }, [ref]);
  return started;
}

export interface CaptchaFieldProps {
  onToken(token: string | null): void;
  /** Any new value resets the widget (and reports null). */
  resetKey?: string | number;
}

export function CaptchaField({ onToken, resetKey }: CaptchaFieldProps) {
  const latest = useRef(onToken);
  useEffect(() => {
    latest.current = onToken;
  });
  const report = (token: string | null) => latest.current(token);

  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) latest.current(null);
    mounted.current = true;
  }, [resetKey]);

  return SITE_KEY ? <HCaptchaWidget key={resetKey} siteKey={SITE_KEY} onToken={report} /> : <DevelopmentCaptcha key={resetKey} onToken={report} />;
}

function HCaptchaWidget({ siteKey, onToken }: { siteKey: string; onToken(token: string | null): void }) {
  const box = useRef<HTMLDivElement>(null);
  const started = useFormStarted(box);
  return (
    <div ref={box} role="group" aria-label="CAPTCHA" className="min-h-[78px]">
      {started ? (
        <Suspense fallback={<p className="pt-6 text-sm text-muted">{CAPTCHA_LOADING_TEXT}</p>}>
          <HCaptcha
            sitekey={siteKey}
            onVerify={(token: string) => onToken(token)}
            onExpire={() => onToken(null)}
            onChalExpired={() => onToken(null)}
            onError={() => onToken(null)}
          />
        </Suspense>
      ) : (
        <p className="pt-6 text-sm text-muted">{CAPTCHA_WAITING_TEXT}</p>
      )}
    </div>
  );
}

const subscribeToNothing = () => () => {};

function DevelopmentCaptcha({ onToken }: { onToken(token: string | null): void }) {
  const id = useId();
  const [checked, setChecked] = useState(false);
  // Disabled until hydrated: a tick before React runs would be undone by hydration (an e2e run saw "Clicking the
  // checkbox did not change its state"). False in the server's HTML and while hydrating, true in any client render.
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  return (
    <div className="space-y-2">
      <div className="inline-flex items-center gap-3 rounded border border-line bg-white px-4 py-3 shadow-sm">
        <input
          id={id}
          name="development-captcha"
          type="checkbox"
          checked={checked}
          disabled={!hydrated}
          onChange={(event) => {
            setChecked(event.target.checked);
            onToken(event.target.checked ? DEV_CAPTCHA_TOKEN : null);
          }}
          aria-describedby={`${id}-note`}
          className="h-5 w-5 accent-accent"
        />
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {DEV_CAPTCHA_LABEL}
        </label>
      </div>
      <p id={`${id}-note`} className="text-xs text-muted">
        No hCaptcha keys are configured, so this stand-in replaces the real CAPTCHA. It works on development and test servers only.
      </p>
    </div>
  );
}
