"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { BookingWithBounce } from "@/lib/bookings/dto";
import { Field } from "@/components/ui/field";
import { ApiError, useAdminApi } from "../admin-api";
import { StatusMessage, useTimedStatus } from "../timed-status";
import { telHref } from "@/lib/text/phone";
import { Button } from "@/components/ui/button";

/**
 * A bounced receipt or confirmation: the address, the reason, the phone to call, and a form to
 * correct the address and resend the receipt (the mark clears once the provider reports delivery).
 */
export function EmailBouncePanel({ booking }: { booking: BookingWithBounce }) {
  const api = useAdminApi();
  const router = useRouter();
  const [address, setAddress] = useState(booking.email);
  const [error, setError] = useState("");
  const [status, showStatus] = useTimedStatus(8000);
  const [busy, setBusy] = useState(false);
  const bounce = booking.emailBounce;
  if (!bounce) return null;
  const what = bounce.kind === "booking-confirmation" ? "confirmation" : "receipt";

  async function correctAndResend(event: React.FormEvent) {
    event.preventDefault();
    setError("");
    setBusy(true);
    try {
      // Only the address changes here: the saved schedule is sent back as stored.
      const saved = booking.dayDetails.map((day) => ({
        ...day,
        schedules: day.schedules.map((s) => ({ ...s, assignedUser: s.assignedUser ? { _id: s.assignedUser._id } : null })),
      }));
      await api.call("PUT /api/booking/update/:id", { params: { id: booking._id }, body: { ...booking, email: address, dayDetails: saved } });
      await api.call("POST /api/send-email/booking/:id/receipt", { params: { id: booking._id } });
      showStatus({ tone: "success", text: `Receipt sent to ${address.trim().toLowerCase()}` });
      router.refresh();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "The address could not be saved. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="bounce-heading" className="rounded-card border border-danger bg-red-50 p-6">
      <h2 id="bounce-heading" className="font-serif text-2xl font-semibold text-danger">Email bounced</h2>
      <p className="mt-2">
        The {what} sent to <strong>{bounce.to}</strong> could not be delivered{bounce.detail ? ` (${bounce.detail})` : ""}. Call the dancer at{" "}
        <a className="font-semibold text-accent underline" href={telHref(booking.phoneNumber)}>{booking.phoneNumber}</a> and correct the address.
      </p>
      <form onSubmit={correctAndResend} className="mt-4 flex flex-wrap items-end gap-3" noValidate>
        <Field id="corrected-email" label="Correct email address" type="email" autoComplete="off" className="min-w-0 flex-1 sm:min-w-64" value={address} onChange={(e) => setAddress(e.target.value)} error={error} />
        <Button type="submit" disabled={busy || !address.trim()}>
          {busy ? "Sending…" : "Save address and resend the receipt"}
        </Button>
      </form>
      <StatusMessage status={status} look="text" className="mt-3 block" />
    </section>
  );
}
