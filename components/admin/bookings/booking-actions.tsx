// Edit Booking's buttons with their status right beside them: the timed indicators ('Email
// Sent', 'Email Not Sent…') and the booking's lasting state (unsaved changes, confirmation sent).
"use client";
import { useEffect, useRef } from "react";
import type { BookingWithBounce } from "@/lib/bookings/dto";
import { StatusMessage } from "../timed-status";
import type { BookingEditorState } from "./use-booking-editor";
import { Button } from "@/components/ui/button";

function LastingState({ booking, dirty, outdated }: { booking: BookingWithBounce; dirty: boolean; outdated: boolean }) {
  if (dirty) return <span className="rounded-full bg-yellow-100 px-3 py-1 text-sm font-medium text-yellow-900">Unsaved changes</span>;
  if (outdated) return <span className="rounded-full bg-red-100 px-3 py-1 text-sm font-medium text-red-800">Confirmation out of date</span>;
  if (booking.status === "confirmed") return <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-medium text-green-800">Confirmation sent</span>;
  return <span className="rounded-full bg-sand px-3 py-1 text-sm font-medium text-muted">{booking.isAssigned ? "Not confirmed yet" : "Waiting for times"}</span>;
}

export function BookingActions({ booking, editor, hidden }: { booking: BookingWithBounce; editor: BookingEditorState; hidden: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const sendUpdated = useRef<HTMLButtonElement>(null);
  // The answer to a save that changed a confirmed booking's times: its next step, focused.
  const outdated = booking.confirmationOutdated || editor.outdatedBySave;
  useEffect(() => {
    if (editor.outdatedBySave) sendUpdated.current?.focus();
  }, [editor.outdatedBySave]);
  // A save re-renders the slots' busy times above, which can push this row below the window: the
  // answer to the click ('Email Sent', 'Saved', an error) is brought back into view, with a margin below
  // (scroll-mb-24) so a panel above that finishes loading a moment later does not push it out again.
  // Panels above may still change height for a moment after the answer appears (the staff's busy
  // times reload after a save): while it shows, for at most 3 s, each such change brings it back.
  useEffect(() => {
    if (!editor.notice && !editor.saveError) return;
    const keepInView = () => box.current?.scrollIntoView({ block: "nearest" });
    keepInView();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(keepInView);
    observer.observe(document.body);
    const stop = window.setTimeout(() => observer.disconnect(), 3000);
    return () => {
      window.clearTimeout(stop);
      observer.disconnect();
    };
  }, [editor.notice, editor.saveError]);
  return (
    <div ref={box} hidden={hidden} className="mt-6 scroll-mb-24 space-y-3" data-testid="booking-actions">
      {/* Above the row (a button clicked at the bottom of the window still has its answer in view). */}
      {editor.saveError ? (
        <p role="alert" className="rounded bg-red-50 px-4 py-3 text-danger">
          {editor.saveError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={editor.save} disabled={editor.busy}>
          Save
        </Button>
        <button type="button" onClick={editor.saveAndAskToSend} disabled={editor.busy} className="rounded bg-ink px-5 py-2 font-medium text-white hover:bg-black disabled:opacity-60">
          Save &amp; send confirmation
        </button>
        <button type="button" onClick={editor.askToSend} disabled={editor.busy} className="rounded border border-ink px-5 py-2 font-medium">
          Send Booking Email
        </button>
        <button type="button" onClick={() => editor.setConfirm("delete")} disabled={editor.busy} className="rounded border border-danger px-5 py-2 font-medium text-danger">
          Delete Booking
        </button>
        <LastingState booking={booking} dirty={editor.dirty} outdated={outdated} />
        {outdated && !editor.dirty ? (
          <button ref={sendUpdated} type="button" onClick={editor.askToSend} disabled={editor.busy} className="rounded bg-danger px-4 py-2 font-medium text-white disabled:opacity-60">
            Send updated confirmation
          </button>
        ) : null}
        {/* In the row itself, so showing it moves nothing. */}
        <StatusMessage status={editor.notice} look="text" className="basis-full lg:basis-auto" />
      </div>
    </div>
  );
}
