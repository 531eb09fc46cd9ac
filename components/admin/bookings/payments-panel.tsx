"use client";
// Edit Booking's payments: the deposit and where it stands, every payment and refund with who
// recorded it, the balance against the estimate, a form for a payment taken at the desk, and refunds
// (through Stripe for card payments: "pending" while Stripe is unreachable, retried by the worker).
// State and calls live in use-payments-panel.ts; the views in payments-views.tsx.
import { PaymentsSummary, PaymentsTable, RecordPaymentForm } from "./payments-views";
import { usePaymentsPanel } from "./use-payments-panel";

export function PaymentsPanel({ bookingId }: { bookingId: string }) {
  const model = usePaymentsPanel(bookingId);
  const { data, loadError } = model;
  if (loadError) return <p role="alert" className="text-danger">Payments could not be loaded: {loadError.message}</p>;
  if (!data) return <p className="text-muted">Loading payments…</p>;
  return (
    <section aria-labelledby="payments-heading" className="rounded-card border border-line bg-white p-4 sm:p-6" data-testid="payments-panel">
      <PaymentsSummary summary={data.summary} />
      <PaymentsTable payments={data.payments} currency={data.summary.currency} onRefund={model.refund} onResendReceipt={model.resendReceipt} />
      <RecordPaymentForm model={model} />
    </section>
  );
}
