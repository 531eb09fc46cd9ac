"use client";
// The payments panel's views: where the money stands, the payments and refunds, and the desk payment form.
import { formatMoney, MONEY_STATE_LABELS } from "@/lib/payments/dto";
import type { BookingPaymentsDto, PaymentDto } from "@/lib/payments/dto";
import { OFFLINE_METHODS, PAYMENT_METHOD_LABELS } from "@/lib/payments/dto";
import { formatAdminDate } from "@/lib/time/staff-dates";
import { formatAdminDateTime } from "@/lib/time/zoned";
import { Field, SelectField } from "@/components/ui/field";
import { AdminTable, Cell } from "../admin-table";
import { StatusMessage } from "../timed-status";
import { useStudioZone } from "../studio-zone";
import { RefundForm } from "./refund-form";
import type { OfflineMethod, PaymentsPanelModel } from "./use-payments-panel";
import { Button } from "@/components/ui/button";

const STATE_CLASS = { due: "bg-sand text-ink", overdue: "bg-red-50 text-danger", paid: "bg-green-50 text-success", refunded: "bg-sand text-ink", none: "bg-sand text-muted" } as const;

export function PaymentsSummary({ summary }: { summary: BookingPaymentsDto["summary"] }) {
  const money = (cents: number) => formatMoney(cents, summary.currency);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="payments-heading" className="font-serif text-2xl font-semibold">
          Payments
        </h2>
        {summary.state !== "none" ? (
          <span className={`rounded-full px-3 py-1 text-sm font-medium ${STATE_CLASS[summary.state]}`} data-testid="deposit-state">
            {MONEY_STATE_LABELS[summary.state]}
          </span>
        ) : null}
        {summary.hasFlaggedPayment ? <span className="rounded-full bg-red-50 px-3 py-1 text-sm font-medium text-danger">Paid twice: check and refund</span> : null}
        {summary.hasForeignPayment ? <span className="rounded-full bg-red-50 px-3 py-1 text-sm font-medium text-danger">Paid in another currency: not counted, check in Stripe</span> : null}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">Deposit</dt>
          <dd>{summary.amountCents > 0 ? `${money(summary.amountCents)}${summary.dueDate ? `, due ${formatAdminDate(summary.dueDate)}` : ""}` : "None"}</dd>
        </div>
        <div>
          <dt className="text-muted">Paid</dt>
          <dd data-testid="paid-total">{money(summary.paidCents)}</dd>
        </div>
        <div>
          <dt className="text-muted">Refunded</dt>
          <dd>{money(summary.refundedCents)}</dd>
        </div>
        <div>
          <dt className="text-muted">Balance at the chair</dt>
          <dd data-testid="balance-due">
            {summary.cancelled ? (
              "None: cancelled"
            ) : (
              <>
                {money(summary.balanceCents)} <span className="text-muted">of {money(summary.estimateCents)}</span>
              </>
            )}
          </dd>
        </div>
      </dl>
    </>
  );
}

export function PaymentsTable({ payments, currency, onRefund, onResendReceipt }: { payments: PaymentDto[]; currency: string; onRefund: PaymentsPanelModel["refund"]; onResendReceipt?: PaymentsPanelModel["resendReceipt"] }) {
  const studioZone = useStudioZone();
  if (!payments.length) return <p className="mt-3 text-sm text-muted">No payments yet.</p>;
  return (
    <div className="mt-4 overflow-x-auto">
      <AdminTable caption="Payments and refunds" columns={["Date", "What", "Amount", "Status", "Recorded by", "Actions"]} minWidth="40rem">
        {payments.map((p) => (
          <tr key={p._id} className="border-t border-line align-top">
            <Cell label="Date">{formatAdminDateTime(p.recordedAt, studioZone)}</Cell>
            <Cell label="What">
              {p.kind === "refund" ? "Refund" : "Payment"}, {PAYMENT_METHOD_LABELS[p.method]}
              {p.note ? <span className="block text-muted">{p.note}</span> : null}
              {p.currency !== currency ? (
                <span className="block font-medium text-danger">In {p.currency.toUpperCase()}, not the studio&apos;s currency: not counted</span>
              ) : p.flaggedDuplicate ? (
                <span className="block font-medium text-danger">Paid while already paid</span>
              ) : null}
            </Cell>
            <Cell label="Amount">{p.kind === "refund" ? `−${formatMoney(p.amountCents, p.currency)}` : formatMoney(p.amountCents, p.currency)}</Cell>
            <Cell label="Status">
              {p.status === "pending" ? "Pending" : p.status === "failed" ? "Failed" : p.kind === "refund" ? "Refunded" : "Received"}
              {p.lastError && p.status !== "succeeded" ? <span className="block text-xs text-danger">{p.lastError}</span> : null}
            </Cell>
            <Cell label="Recorded by">{p.recordedByName}</Cell>
            <Cell label="Actions">
              {p.kind === "payment" && p.refundableCents > 0 ? <RefundForm payment={p} onRefund={onRefund} /> : null}
              {p.receipt && onResendReceipt ? (
                <Button variant="link" className="mt-1 block text-sm" onClick={() => void onResendReceipt(p)}>
                  Resend receipt {p.receipt.number}
                </Button>
              ) : null}
            </Cell>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}

export function RecordPaymentForm({ model }: { model: PaymentsPanelModel }) {
  return (
    <form onSubmit={model.record} noValidate aria-labelledby="record-payment-heading" className="mt-5 border-t border-line pt-4">
      <h3 id="record-payment-heading" className="font-semibold">
        Record a payment taken at the desk
      </h3>
      {/* Two columns on a phone (amount, method; then note and button full width), one row from sm up. */}
      <div className="mt-2 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <Field id="payment-amount" label="Amount ($)" inputMode="decimal" value={model.amount} onChange={(e) => model.setAmount(e.target.value)} error={model.amountError} className="min-w-0" inputClassName="sm:w-32!" />
        <SelectField id="payment-method" label="Method" value={model.method} onChange={(e) => model.setMethod(e.target.value as OfflineMethod)} className="min-w-0">
          {OFFLINE_METHODS.map((m) => (
            <option key={m} value={m}>
              {PAYMENT_METHOD_LABELS[m]}
            </option>
          ))}
        </SelectField>
        <Field id="payment-note" label="Note (optional)" value={model.note} maxLength={500} onChange={(e) => model.setNote(e.target.value)} className="col-span-2 min-w-0 sm:min-w-48 sm:flex-1" />
        <Button className="col-span-2" type="submit" disabled={model.busy}>
          {model.busy ? "Recording…" : "Record payment"}
        </Button>
      </div>
      <StatusMessage status={model.status} look="text" className="mt-3 block" />
    </form>
  );
}
