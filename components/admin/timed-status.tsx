"use client";
// The one way the back office shows a status for a few seconds ('Changes Saved',
// 'Error Saving', 'Email Sent', …): useTimedStatus() keeps it, <StatusMessage> announces it, and
// useStatusAction() runs a button's request and shows how it went.
import { useCallback, useEffect, useRef, useState } from "react";

export interface TimedStatus {
  tone: "success" | "danger";
  text: string;
}

export const SAVED: TimedStatus = { tone: "success", text: "Changes Saved" };
export const SAVE_ERROR: TimedStatus = { tone: "danger", text: "Error Saving" };

/** A status that clears itself `ms` after it was last shown (5000 ms by default, 3000 ms on the services list). */
export function useTimedStatus(ms = 5000): [TimedStatus | null, (status: TimedStatus) => void, () => void] {
  const [status, setStatus] = useState<TimedStatus | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setStatus(null);
  }, []);
  const show = useCallback(
    (next: TimedStatus) => {
      window.clearTimeout(timer.current);
      setStatus(next);
      timer.current = window.setTimeout(() => setStatus(null), ms);
    },
    [ms],
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [status, show, clear];
}

/**
 * One request at a time behind a button or form: `busy` while it runs, then the status `action`
 * resolves to, or `failure(error)` when it throws, shown for `ms`.
 */
export function useStatusAction(ms = 5000) {
  const [status, show] = useTimedStatus(ms);
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<TimedStatus>, failure: (error: unknown) => TimedStatus): Promise<void> {
    setBusy(true);
    try {
      show(await action());
    } catch (error) {
      show(failure(error));
    } finally {
      setBusy(false);
    }
  }
  return { status, show, busy, run };
}

const LOOKS = {
  /** A rounded badge beside a Save button (content and gallery editors). */
  pill: { box: "min-h-6 text-sm font-semibold", text: { success: "rounded-full bg-green-100 px-3 py-1 text-success", danger: "rounded-full bg-red-100 px-3 py-1 text-danger" } },
  /** Plain coloured text (settings form, inbox panels). */
  text: { box: "text-sm font-semibold", text: { success: "text-success", danger: "text-danger" } },
  /** A full-width notice above a screen's sections (Edit Booking). */
  banner: { box: "", text: { success: "block rounded bg-green-50 px-4 py-3 text-success", danger: "block rounded bg-red-50 px-4 py-3 text-danger" } },
} as const;

/** A live region that is always present, so screen readers announce each new status. */
export function StatusMessage({ status, look = "pill", className = "" }: { status: TimedStatus | null; look?: keyof typeof LOOKS; className?: string }) {
  const { box, text } = LOOKS[look];
  return (
    <p role="status" aria-live="polite" className={`${box} ${className}`.trim()}>
      {status ? <span className={text[status.tone]}>{status.text}</span> : null}
    </p>
  );
}
