"use client";
// Edit Booking: revoke the customer's private links (a forwarded or misdirected email), optionally
// emailing a fresh one to the current address, and the record of customer emails sent by hand.
import { useState } from "react";
import type { BookingDto } from "@/lib/bookings/dto";
import { STAFF_EMAIL_LABELS } from "@/lib/bookings/staff-emails-dto";
import { ApiError, useAdminApi, useApiData } from "../admin-api";
import { Modal } from "../modal";
import { StatusMessage, useTimedStatus } from "../timed-status";
import { useStudioZone } from "../studio-zone";
import { formatAdminDateTime } from "@/lib/time/zoned";

export function CustomerLinksPanel({ booking }: { booking: Pick<BookingDto, "_id" | "email"> }) {
  const studioZone = useStudioZone();
  const api = useAdminApi();
  const history = useApiData("GET /api/booking/staff-emails/:id", { params: { id: booking._id } });
  const [open, setOpen] = useState(false);
  const [sendFreshLink, setSendFreshLink] = useState(true);
  const [busy, setBusy] = useState(false);
  const [status, show] = useTimedStatus(8000);

  async function revoke() {
    setBusy(true);
    try {
      const { revoked, sentTo } = await api.call("POST /api/booking/revoke-links/:id", { params: { id: booking._id }, body: { sendFreshLink } });
      const stopped = `${revoked} ${revoked === 1 ? "link" : "links"} revoked`;
      show({ tone: "success", text: sentTo ? `${stopped}. A new link was sent to ${sentTo}.` : `${stopped}. No new link was sent.` });
      await history.mutate();
    } catch (error) {
      show({ tone: "danger", text: error instanceof ApiError ? error.message : "The links could not be revoked. Please try again." });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  const emails = history.data?.emails ?? [];
  return (
    <section aria-labelledby="customer-links-heading" className="rounded-card border border-line bg-white p-4 sm:p-6">
      <h2 id="customer-links-heading" className="font-serif text-2xl font-semibold">Customer&apos;s private links</h2>
      <p className="mt-2 text-sm">
        Each email to the customer carries a private link that can view and cancel this booking. If an email reached the wrong person, revoke every link; changing the email address revokes them too.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => setOpen(true)} disabled={busy} className="min-h-11 rounded border border-danger/40 px-4 py-2 font-medium text-danger disabled:opacity-60">
          Revoke the customer&apos;s links
        </button>
        <StatusMessage status={status} look="text" />
      </div>

      <h3 className="mt-6 font-semibold">Emails sent by hand</h3>
      {history.error ? (
        <p role="alert" className="mt-2 text-danger">{history.error.message}</p>
      ) : emails.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{history.isLoading ? "Loading…" : "None yet."}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm" aria-label="Emails sent by hand">
          {emails.map((e) => (
            <li key={e.id}>
              {formatAdminDateTime(e.sentAt, studioZone)} — {STAFF_EMAIL_LABELS[e.kind]} to <strong>{e.to}</strong> by {e.requestedBy} ({e.status})
            </li>
          ))}
        </ul>
      )}

      <Modal open={open} title="Revoke the customer's links?" onClose={() => setOpen(false)}>
        <p>Every link sent to the customer so far stops working at once.</p>
        <label className="mt-4 flex min-h-11 items-center gap-3">
          <input type="checkbox" className="h-5 w-5" checked={sendFreshLink} onChange={(e) => setSendFreshLink(e.target.checked)} />
          <span>
            Email a fresh link to <strong>{booking.email}</strong>
          </span>
        </label>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" onClick={() => setOpen(false)} className="rounded border border-line px-4 py-2">
            Cancel
          </button>
          <button type="button" onClick={() => void revoke()} disabled={busy} className="rounded bg-danger px-4 py-2 font-medium text-white disabled:opacity-60">
            Revoke links
          </button>
        </div>
      </Modal>
    </section>
  );
}
