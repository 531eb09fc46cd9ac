"use client";
// One payment's refund: a "Refund…" button that opens the amount (all that is refundable by default).
import { useId, useState } from "react";
import type { PaymentDto } from "@/lib/payments/dto";
import { Field } from "@/components/ui/field";
import { checkRefundAmount } from "./use-payments-panel";
import { Button } from "@/components/ui/button";

export function RefundForm({ payment, onRefund }: { payment: PaymentDto; onRefund(payment: PaymentDto, cents: number): Promise<void> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState((payment.refundableCents / 100).toFixed(2));
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  if (!open)
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Refund…
      </Button>
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
      <Button type="submit" variant="danger" size="sm" disabled={busy}>
        {busy ? "Refunding…" : "Refund"}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
        Keep
      </Button>
    </form>
  );
}
