"use client";
// Edit Booking: the changes the family asked for ("Mia asks to add Sunday: Competition Hair — accept /
// decline"). Accepting saves through Edit Booking's save, so its guards may refuse (the message is shown and
// the request keeps waiting); declining asks for an optional note. The family is told either way.
import { useState } from "react";
import type { ChangeRequestDto } from "@/lib/change-requests/dto";
import { Field } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { formatAdminDateTime } from "@/lib/time/zoned";
import { ApiError, useAdminApi } from "../admin-api";
import { ConfirmDialog, Modal } from "../modal";
import { useStudioZone } from "../studio-zone";

export const ACCEPT_CHANGE_QUESTION = "Accept this change? It is saved like Edit Booking's save, and the family is told by email (and by text where they agreed).";

export function ChangeRequestsPanel({ bookingId, requests: initial, onAccepted = () => window.location.reload() }: { bookingId: string; requests: ChangeRequestDto[]; onAccepted?: () => void }) {
  const api = useAdminApi();
  const studioZone = useStudioZone();
  const [requests, setRequests] = useState(initial);
  const [accepting, setAccepting] = useState<ChangeRequestDto | null>(null);
  const [declining, setDeclining] = useState<ChangeRequestDto | null>(null);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (!requests.length) return null;
  const pending = requests.filter((r) => r.status === "pending");
  const answered = requests.filter((r) => r.status !== "pending").slice(0, 5);
  const replace = (saved: ChangeRequestDto) => setRequests((list) => list.map((r) => (r._id === saved._id ? saved : r)));

  async function accept() {
    const request = accepting!;
    setAccepting(null);
    setBusy(true);
    setMessage(null);
    try {
      const { request: saved } = await api.call("POST /api/bookings/:id/changes/:requestId/accept", { params: { id: bookingId, requestId: request._id } });
      replace(saved);
      setMessage({ ok: true, text: "Accepted and saved. The family has been told." });
      onAccepted();
    } catch (error) {
      setMessage({ ok: false, text: `Not accepted: ${error instanceof ApiError && error.message ? error.message : "the change could not be saved."} The request is still waiting.` });
    } finally {
      setBusy(false);
    }
  }

  async function decline() {
    const request = declining!;
    setBusy(true);
    setMessage(null);
    try {
      const { request: saved } = await api.call("POST /api/bookings/:id/changes/:requestId/decline", { params: { id: bookingId, requestId: request._id }, body: { note } });
      replace(saved);
      setDeclining(null);
      setNote("");
      setMessage({ ok: true, text: "Declined. The family has been told." });
    } catch (error) {
      setMessage({ ok: false, text: `Not declined: ${error instanceof ApiError && error.message ? error.message : "please try again."}` });
      setDeclining(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="change-requests-heading" className="rounded-card border border-accent bg-white p-4 sm:p-6" data-testid="change-requests-panel">
      <h2 id="change-requests-heading" className="font-serif text-2xl font-semibold">
        Changes the family asked for
      </h2>
      {pending.length ? (
        <ul className="mt-3 space-y-3">
          {pending.map((r) => (
            <li key={r._id} className="rounded bg-sand px-4 py-3" data-testid="change-request">
              <p className="font-medium">{r.sentence}</p>
              <p className="text-sm text-muted">Asked {formatAdminDateTime(r.createdAt, studioZone)}</p>
              {r.note ? <p className="mt-1 text-sm">Note: {r.note}</p> : null}
              <div className="mt-2 flex flex-wrap gap-2">
                <Button onClick={() => setAccepting(r)} disabled={busy}>
                  Accept<span className="sr-only">: {r.sentence}</span>
                </Button>
                <Button variant="secondary" onClick={() => setDeclining(r)} disabled={busy}>
                  Decline<span className="sr-only">: {r.sentence}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-muted">Nothing waiting.</p>
      )}
      {message ? (
        <p role={message.ok ? "status" : "alert"} className={`mt-3 rounded px-4 py-3 ${message.ok ? "bg-green-50 text-success" : "bg-red-50 text-danger"}`} data-testid="change-request-message">
          {message.text}
        </p>
      ) : null}
      {answered.length ? (
        <ul className="mt-3 space-y-1 text-sm text-muted">
          {answered.map((r) => (
            <li key={r._id}>
              {r.sentence} — {r.statusLabel}
              {r.decidedByName ? ` by ${r.decidedByName}` : ""}
              {r.decisionNote ? ` (“${r.decisionNote}”)` : ""}
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog open={accepting !== null} message={ACCEPT_CHANGE_QUESTION} confirmLabel="Accept" onConfirm={() => void accept()} onCancel={() => setAccepting(null)} busy={busy} />
      <Modal open={declining !== null} title="Decline this change?" onClose={() => setDeclining(null)}>
        <p>{declining?.sentence}</p>
        <Field multiline id="decline-note" label="Note for the family (optional)" rows={3} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} className="mt-4" />
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setDeclining(null)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void decline()} disabled={busy}>
            Decline
          </Button>
        </div>
      </Modal>
    </section>
  );
}
