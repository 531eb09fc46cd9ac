"use client";
// One payment's refund: a "Refund…" button that opens the amount (all that is refundable by default).
import { useId, useState } from "react";
import type { PaymentDto } from "@/lib/payments/dto";
import { Field } from "@/components/ui/field";
import { checkRefundAmount } from "./use-payments-panel";

export function RefundForm({ payment, onRefund }: { payment: PaymentDto; onRefund(payment: PaymentDto, cents: number): Promise<void> }) {
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
    const checked = checkRefundAmount(amount, payment);
    if ("error" in checked) {
      setError(checked.error);
      return;
    }
    setBusy(true);
    setError("");
    try {
      await onRefund(payment, checked.cents);
      setOpen(false);
    } catch (failure) {
      setError((failure as Error).message);
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
