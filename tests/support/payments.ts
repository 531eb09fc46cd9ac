// A booking's payments as GET /api/booking/:id/payments answers: a paid $50 deposit on a $185 estimate.
import type { BookingPaymentsDto, PaymentDto } from "@/lib/payments/dto";

export const BOOKING_ID = "bk-1";
export const PAYMENTS_URL = `/api/booking/${BOOKING_ID}/payments`;

export function payment(overrides: Partial<PaymentDto> = {}): PaymentDto {
  return {
    _id: "pay-1",
    kind: "payment",
    method: "card",
    status: "succeeded",
    amountCents: 5000,
    currency: "usd",
    refundOfId: null,
    flaggedDuplicate: false,
    note: "",
    recordedByName: "Online checkout",
    recordedAt: "2026-11-20T15:00:00.000Z",
    lastError: null,
    refundableCents: 5000,
    receipt: null,
    ...overrides,
  };
}

export function paymentsAnswer(payments: PaymentDto[] = [payment()], summary: Partial<BookingPaymentsDto["summary"]> = {}): BookingPaymentsDto {
  return {
    summary: {
      amountCents: 5000,
      currency: "usd",
      dueDate: "2026-12-01",
      state: "paid",
      estimateCents: 18500,
      paidCents: 5000,
      refundedCents: 0,
      cancelled: false,
      balanceCents: 13500,
      paidAt: "2026-11-20T15:00:00.000Z",
      hasFlaggedPayment: false,
      hasForeignPayment: false,
      hasPendingRefund: false,
      ...summary,
    },
    payments,
  };
}
