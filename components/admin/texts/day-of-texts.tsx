"use client";
// Day-of texts, one tap each, on the run sheet, in My Calendar's details and on Edit Booking:
// "Ready for you", "Text: late…" (5/10/15/30 minutes: it texts the dancer and moves no time; the run
// sheet's "Re-time … day…" moves them), or a free text. Each goes through the outbox
// (POST /api/bookings/:id/texts) and is logged on the booking. Disabled, with the reason, when the
// dancer cannot be texted (no consent, opted out, no mobile number).
import { useId, useState } from "react";
import { ApiError, useAdminApi } from "@/components/admin/admin-api";
import { StatusMessage, useTimedStatus } from "@/components/admin/timed-status";
import { Button } from "@/components/ui/button";
import { newIdempotencyKey } from "@/components/site/use-public-form-request";
import { LATE_MINUTES, STAFF_TEXT_MAX, type TextingState } from "@/lib/notify/dto";
import "@/components/admin/dayof/day-actions.css";

type Open = "none" | "late" | "free";

// The small secondary button's look in one short class (day-actions.css): a run sheet draws three per row.
const TEXT_ACTION = "day-action day-action-text";

/**
 * `loading`: the texting state is still on its way (Edit Booking, My Calendar's details): the buttons are
 * drawn disabled with "Loading texts…" on the note line. `reserveNote` keeps that line's height when there
 * is nothing to say, so what sits below ("Change time") does not move when the state arrives.
 */
export function DayOfTexts({ bookingId, dancer, texting, onSent, className = "", loading = false, reserveNote = false }: { bookingId: string; dancer: string; texting: TextingState; onSent?(): void; className?: string; loading?: boolean; reserveNote?: boolean }) {
  const api = useAdminApi();
  const id = useId();
  const [open, setOpen] = useState<Open>("none");
  const [body, setBody] = useState("");
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState("");
  const [status, show] = useTimedStatus(8000);
  const reasonId = `${id}-reason`;
  const disabled = loading || !texting.canText || busy;
  const note = loading ? "Loading texts…" : texting.canText ? "" : texting.reason;

  async function send(request: { template: "ready" } | { template: "late"; minutes: number } | { template: "free"; body: string }, sentLabel: string) {
    setBusy(true);
    setFieldError("");
    try {
      const { message } = await api.callOnce("POST /api/bookings/:id/texts", { params: { id: bookingId }, body: request }, newIdempotencyKey());
      // A text due in quiet hours waits in the outbox until 07:00 in the competition's zone.
      show({ tone: "success", text: message.status === "pending" ? `Text queued for ${message.atLabel}: ${sentLabel}` : `Text sent: ${sentLabel}` });
      setOpen("none");
      setBody("");
      onSent?.();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : "The text could not be sent. Please try again.";
      if (error instanceof ApiError && error.fields?.body) setFieldError(error.fields.body);
      show({ tone: "danger", text: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div role="group" aria-label={`Text ${dancer}`} aria-busy={loading || undefined} className={`day-of-texts ${className}`.trim()} data-testid="day-of-texts">
      <div className="day-actions">
        <button type="button" className={TEXT_ACTION} disabled={disabled} aria-describedby={note ? reasonId : undefined} onClick={() => void send({ template: "ready" }, "Ready for you")}>
          Ready for you
        </button>
        <button type="button" className={TEXT_ACTION} disabled={disabled} aria-expanded={open === "late"} aria-describedby={note ? reasonId : undefined} onClick={() => setOpen(open === "late" ? "none" : "late")}>
          Text: late…
        </button>
        <button type="button" className={TEXT_ACTION} disabled={disabled} aria-expanded={open === "free"} aria-describedby={note ? reasonId : undefined} onClick={() => setOpen(open === "free" ? "none" : "free")}>
          Text…
        </button>
      </div>
      {note || reserveNote ? (
        <p id={reasonId} className="min-h-5 text-sm text-muted" data-testid={note && !loading ? "day-of-texts-reason" : undefined}>
          {note}
        </p>
      ) : null}
      {open === "late" && texting.canText ? (
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Text: late by">
          {LATE_MINUTES.map((minutes) => (
            <Button key={minutes} size="sm" disabled={busy} onClick={() => void send({ template: "late", minutes }, `Running ${minutes} minutes late`)}>
              {minutes} min
            </Button>
          ))}
        </div>
      ) : null}
      {open === "free" && texting.canText ? (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!body.trim()) return setFieldError("Write the text first.");
            void send({ template: "free", body: body.trim() }, "your message");
          }}
        >
          <label htmlFor={`${id}-body`} className="block text-sm font-medium">
            Text to {dancer}
          </label>
          <textarea
            id={`${id}-body`}
            value={body}
            maxLength={STAFF_TEXT_MAX}
            rows={3}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${id}-count${fieldError ? ` ${id}-error` : ""}`}
            className="block w-full rounded border border-line bg-white px-3 py-2 text-base"
          />
          <p id={`${id}-count`} className="text-xs text-muted">
            {body.length}/{STAFF_TEXT_MAX}
          </p>
          {fieldError ? (
            <p id={`${id}-error`} className="text-sm text-danger">
              {fieldError}
            </p>
          ) : null}
          <Button type="submit" size="sm" disabled={busy}>
            {busy ? "Sending…" : "Send text"}
          </Button>
        </form>
      ) : null}
      <StatusMessage status={status} look="text" />
    </div>
  );
}
