"use client";
// Edit Booking's payments: the deposit and where it stands, every payment and refund with who
// recorded it, the balance against the estimate, a form for a payment taken at the desk, and refunds
// (through Stripe for card payments: "pending" while Stripe is unreachable, retried by the worker).
import { useId, useState } from "react";
import { formatMoney, parseDollarsToCents } from "@/lib/payments/deposit";
import { MONEY_STATE_LABELS } from "@/lib/payments/money-status";
import type { BookingPaymentsDto, PaymentDto } from "@/lib/payments/dto";
import { OFFLINE_METHODS, PAYMENT_METHOD_LABELS } from "@/lib/payments/schema";
import { formatAdminDate } from "@/lib/time/days";
import { Field, SelectField } from "@/components/ui/field";
import { AdminTable, Cell } from "../admin-table";
import { ApiError, useAdminApi, useAdminData } from "../admin-api";
import { StatusMessage, useTimedStatus } from "../timed-status";
import { useStudioZone } from "../studio-zone";
import { formatAdminDateTime } from "@/lib/time/zoned";

const STATE_CLASS = { due: "bg-sand text-ink", overdue: "bg-red-50 text-danger", paid: "bg-green-50 text-success", refunded: "bg-sand text-ink", none: "bg-sand text-muted" } as const;

function RefundForm({ payment, bookingId, onDone }: { payment: PaymentDto; bookingId: string; onDone: (next: BookingPaymentsDto, text: string) => void }) {
  const api = useAdminApi();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState((payment.refundableCents / 100).toFixed(2));
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)} className="rounded border border-line px-3 py-1 text-sm">
        Refund…
      </button>
    );
  async function refund(event: React.FormEvent) {
    event.preventDefault();
    const cents = parseDollarsToCents(amount);
    if (!cents || cents > payment.refundableCents) {
      setError(`Enter an amount up to ${formatMoney(payment.refundableCents, payment.currency)}.`);
      return;
    }
    setBusy(true);
    setError("");
    try {
      const next = await api.send<BookingPaymentsDto>("POST", `/api/booking/${bookingId}/payments/${payment._id}/refund`, { amountCents: cents, note: "" });
      const added = next.payments.at(-1);
      onDone(next, added?.status === "pending" ? "Refund pending: Stripe could not be reached; it will be retried." : `Refunded ${formatMoney(cents, payment.currency)}`);
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields?.amountCents ?? failure.message) : "The refund could not be made.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={refund} noValidate className="flex flex-wrap items-end gap-2">
      <Field id={`${id}-amount`} label={`Refund amount (${payment.method === "card" ? "through Stripe" : "recorded"})`} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} error={error} inputClassName="w-28!" />
      <button type="submit" disabled={busy} className="rounded bg-danger px-3 py-2 text-sm font-medium text-white disabled:opacity-60">
        {busy ? "Refunding…" : "Refund"}
      </button>
      <button type="button" onClick={() => setOpen(false)} className="rounded border border-line px-3 py-2 text-sm">
        Keep
      </button>
    </form>
  );
}

export function PaymentsPanel({ bookingId }: { bookingId: string }) {
  const studioZone = useStudioZone();
  const api = useAdminApi();
  const { data, error: loadError, mutate } = useAdminData<BookingPaymentsDto>(`/api/booking/${bookingId}/payments`);
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<(typeof OFFLINE_METHODS)[number]>("cash");
  const [note, setNote] = useState("");
  const [amountError, setAmountError] = useState("");
  const [busy, setBusy] = useState(false);
  const [status, show] = useTimedStatus(8000);

  async function record(event: React.FormEvent) {
    event.preventDefault();
    const cents = parseDollarsToCents(amount);
    if (!cents) {
      setAmountError("Enter an amount such as 50 or 12.50.");
      return;
    }
    setAmountError("");
    setBusy(true);
    try {
      const next = await api.send<BookingPaymentsDto>("POST", `/api/booking/${bookingId}/payments`, { amountCents: cents, method, note });
      await mutate(next, { revalidate: false });
      setAmount("");
      setNote("");
      show({ tone: "success", text: `Payment of ${formatMoney(cents, next.summary.currency)} recorded` });
    } catch (failure) {
      setAmountError(failure instanceof ApiError ? (failure.fields?.amountCents ?? failure.message) : "The payment could not be recorded.");
    } finally {
      setBusy(false);
    }
  }

  if (loadError) return <p role="alert" className="text-danger">Payments could not be loaded: {loadError.message}</p>;
  if (!data) return <p className="text-muted">Loading payments…</p>;
  const { summary, payments } = data;
  const money = (cents: number) => formatMoney(cents, summary.currency);

  return (
    <section aria-labelledby="payments-heading" className="rounded-card border border-line bg-white p-4 sm:p-6" data-testid="payments-panel">
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

      {payments.length ? (
        <div className="mt-4 overflow-x-auto">
          <AdminTable caption="Payments and refunds" columns={["Date", "What", "Amount", "Status", "Recorded by", "Actions"]} minWidth="40rem">
            {payments.map((p) => (
              <tr key={p._id} className="border-t border-line align-top">
                <Cell label="Date">{formatAdminDateTime(p.recordedAt, studioZone)}</Cell>
                <Cell label="What">
                  {p.kind === "refund" ? "Refund" : "Payment"}, {PAYMENT_METHOD_LABELS[p.method]}
                  {p.note ? <span className="block text-muted">{p.note}</span> : null}
                  {p.currency !== summary.currency ? (
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
                  {p.kind === "payment" && p.refundableCents > 0 ? (
                    <RefundForm
                      payment={p}
                      bookingId={bookingId}
                      onDone={(next, text) => {
                        void mutate(next, { revalidate: false });
                        show({ tone: next.payments.at(-1)?.status === "pending" ? "danger" : "success", text });
                      }}
                    />
                  ) : null}
                </Cell>
              </tr>
            ))}
          </AdminTable>
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted">No payments yet.</p>
      )}

      <form onSubmit={record} noValidate aria-labelledby="record-payment-heading" className="mt-5 border-t border-line pt-4">
        <h3 id="record-payment-heading" className="font-semibold">
          Record a payment taken at the desk
        </h3>
        {/* Two columns on a phone (amount, method; then note and button full width), one row from sm up. */}
        <div className="mt-2 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
          <Field id="payment-amount" label="Amount ($)" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} error={amountError} className="min-w-0" inputClassName="sm:w-32!" />
          <SelectField id="payment-method" label="Method" value={method} onChange={(e) => setMethod(e.target.value as (typeof OFFLINE_METHODS)[number])} className="min-w-0">
            {OFFLINE_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </SelectField>
          <Field id="payment-note" label="Note (optional)" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} className="col-span-2 min-w-0 sm:min-w-48 sm:flex-1" />
          <button type="submit" disabled={busy} className="col-span-2 rounded bg-accent px-5 py-2 font-medium text-white hover:bg-accent-dark disabled:opacity-60">
            {busy ? "Recording…" : "Record payment"}
          </button>
        </div>
        <StatusMessage status={status} look="text" className="mt-3 block" />
      </form>
    </section>
  );
}
