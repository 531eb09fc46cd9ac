"use client";
// "Cancel this request" on the customer's private page ("Cancel this booking" once the studio confirmed it): a
// confirmation dialog with an optional short reason, then POST /api/booking/link/<token>/cancel and a fresh render of the page.
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Modal } from "@/components/admin/modal";
import { Field } from "@/components/ui/field";
import { usePublicFormRequest } from "@/components/site/use-public-form-request";
import { FormAlert } from "@/components/ui/form-alert";

const REASON_MAX = 500;

/**
 * `refundNotice`: what happens to a paid deposit, worded on the server by the cancellation's own rule.
 * `confirmed`: the studio confirmed it, so it is a booking, no longer a request, in every word here.
 */
export function CancelBookingRequest({ token, refundNotice = null, confirmed = false }: { token: string; refundNotice?: string | null; confirmed?: boolean }) {
  const what = confirmed ? "booking" : "request";
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const { pending: busy, call } = usePublicFormRequest();
  const [error, setError] = useState("");
  const reasonId = useId();

  async function cancel() {
    setError("");
    const answer = await call("POST /api/booking/link/:token/cancel", { params: { token }, body: { reason } });
    if (answer.kind === "ok") {
      setOpen(false);
      router.refresh();
    } else {
      setError((answer.kind === "refused" ? answer.error : answer.message) ?? `The ${what} could not be cancelled. Please try again.`);
    }
  }

  return (
    <section aria-labelledby="cancel-heading" className="rounded-card border border-line bg-white p-6">
      <h2 id="cancel-heading" className="font-serif text-2xl font-semibold">
        Plans changed?
      </h2>
      <p className="mt-2 text-muted">You can cancel this {what} here. The studio is told at once.</p>
      <button type="button" onClick={() => setOpen(true)} className="mt-4 rounded-full border border-danger px-5 py-2 font-medium text-danger hover:bg-red-50">
        Cancel this {what}
      </button>
      <Modal open={open} title={`Cancel this ${what}?`} onClose={() => (busy ? undefined : setOpen(false))}>
        <p>Your appointments will be released. To book again later, send a new request or call the studio.</p>
        {refundNotice ? (
          <p className="mt-3 rounded bg-sand px-4 py-3" data-testid="cancel-refund-notice">
            {refundNotice}
          </p>
        ) : null}
        <Field multiline id={reasonId} label="Reason (optional)" className="mt-4" rows={3} maxLength={REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
        <FormAlert message={error} />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={() => setOpen(false)} disabled={busy} className="rounded border border-line px-4 py-2">
            Keep my {what}
          </button>
          <button type="button" onClick={cancel} disabled={busy} className="rounded bg-danger px-4 py-2 font-medium text-white disabled:opacity-60">
            {busy ? "Cancelling…" : "Yes, cancel it"}
          </button>
        </div>
      </Modal>
    </section>
  );
}
