"use client";
// Edit Booking's payments: the booking's payments and summary, recording a payment taken at the desk,
// and refunding one (the amount checked against what is still refundable before the call).
import { useState } from "react";
import { formatMoney, parseDollarsToCents } from "@/lib/payments/dto";
import type { PaymentDto } from "@/lib/payments/dto";
import type { OFFLINE_METHODS } from "@/lib/payments/dto";
import { ApiError, useAdminApi, useApiData } from "../admin-api";
import { useTimedStatus } from "../timed-status";

export type OfflineMethod = (typeof OFFLINE_METHODS)[number];

/** The refund amount as cents, or the message that says what may be refunded. */
export function checkRefundAmount(amount: string, payment: Pick<PaymentDto, "refundableCents" | "currency">): { cents: number } | { error: string } {
  const cents = parseDollarsToCents(amount);
  if (!cents || cents > payment.refundableCents) return { error: `Enter an amount up to ${formatMoney(payment.refundableCents, payment.currency)}.` };
  return { cents };
}

export function usePaymentsPanel(bookingId: string) {
  const api = useAdminApi();
  const { data, error: loadError, mutate } = useApiData("GET /api/booking/:id/payments", { params: { id: bookingId } });
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<OfflineMethod>("cash");
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
      const next = await api.call("POST /api/booking/:id/payments", { params: { id: bookingId }, body: { amountCents: cents, method, note } });
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

  /** Refunds `cents` of one payment; resolves to the message to show, or throws the field's message. */
  async function refund(payment: PaymentDto, cents: number): Promise<void> {
    let next: Awaited<ReturnType<typeof refundCall>>;
    const refundCall = () => api.call("POST /api/booking/:id/payments/:paymentId/refund", { params: { id: bookingId, paymentId: payment._id }, body: { amountCents: cents, note: "" } });
    try {
      next = await refundCall();
    } catch (failure) {
      throw new Error(failure instanceof ApiError ? (failure.fields?.amountCents ?? failure.message) : "The refund could not be made.");
    }
    const pending = next.payments.at(-1)?.status === "pending";
    void mutate(next, { revalidate: false });
    show({ tone: pending ? "danger" : "success", text: pending ? "Refund pending: Stripe could not be reached; it will be retried." : `Refunded ${formatMoney(cents, payment.currency)}` });
  }

  /** Sends a payment's receipt again (the booking's address, and a text where she agreed). */
  async function resendReceipt(payment: PaymentDto): Promise<void> {
    if (!payment.receipt) return;
    try {
      const { to } = await api.call("POST /api/booking/:id/receipts/:receiptId/resend", { params: { id: bookingId, receiptId: payment.receipt.id }, body: {} });
      show({ tone: "success", text: `Receipt ${payment.receipt.number} sent again to ${to}` });
    } catch (failure) {
      show({ tone: "danger", text: failure instanceof ApiError ? failure.message : "The receipt could not be sent." });
    }
  }

  return { data, loadError, amount, setAmount, method, setMethod, note, setNote, amountError, busy, status, record, refund, resendReceipt };
}

export type PaymentsPanelModel = ReturnType<typeof usePaymentsPanel>;
