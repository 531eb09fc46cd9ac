// The deposit on the customer's private page: what is due and by when with "Pay deposit", or
// "Deposit received $X on <date>". Rendered on the server; only the button is a client component.
import { formatInTimeZone } from "date-fns-tz";
import { format } from "date-fns";
import { automaticRefundSentence, formatMoney } from "@/lib/payments/dto";
import type { DepositSummary } from "@/lib/payments/dto";
import { localDay } from "@/lib/time/days";
import { PayDepositButton } from "./pay-deposit-button";

export type DepositNotice = "paid" | "cancelled" | "unavailable" | null;

const NOTICES: Record<Exclude<DepositNotice, null>, string> = {
  paid: "Thank you! Your payment is being confirmed.",
  cancelled: "Payment cancelled. Nothing was charged.",
  unavailable: "The payment page could not be opened right now. Nothing was charged. Please try again in a few minutes.",
};

export function DepositPanel({
  token,
  summary,
  confirmed,
  cancelled,
  dueDays,
  refundPolicy,
  autoRefundDaysBefore,
  timeZone,
  notice,
}: {
  token: string;
  summary: DepositSummary;
  confirmed: boolean;
  cancelled: boolean;
  dueDays: number;
  refundPolicy: string;
  autoRefundDaysBefore: number | null;
  timeZone: string;
  notice: DepositNotice;
}) {
  // Nothing to pay, nothing paid and nothing refunded: a cancelled request has no deposit to speak of.
  const refunded = summary.refundedCents > 0 || summary.hasPendingRefund;
  if (summary.amountCents <= 0 || (cancelled && summary.paidCents === 0 && !refunded)) return null;
  const amount = formatMoney(summary.amountCents, summary.currency);
  const owed = formatMoney(Math.max(0, summary.amountCents - summary.paidCents), summary.currency);
  const due = summary.dueDate ? format(localDay(summary.dueDate), "MMMM d, yyyy") : null;
  const automatic = automaticRefundSentence(autoRefundDaysBefore);
  const showNotice = notice && !(notice === "paid" && summary.state === "paid") ? NOTICES[notice] : null;

  return (
    <section aria-labelledby="deposit-heading" className="rounded-card border border-line bg-white p-6" data-testid="deposit-panel">
      <h2 id="deposit-heading" className="font-serif text-2xl font-semibold">
        Deposit
      </h2>
      {showNotice ? (
        <p role="status" className="mt-3 rounded bg-sand px-4 py-3">
          {showNotice}
        </p>
      ) : null}
      {summary.state === "paid" && !(cancelled && refunded) ? (
        <p className="mt-2 text-success" data-testid="deposit-status">
          Deposit received {formatMoney(summary.paidCents, summary.currency)}
          {summary.paidAt ? ` on ${formatInTimeZone(new Date(summary.paidAt), timeZone, "MMMM d, yyyy")}` : ""}. Thank you!
        </p>
      ) : cancelled ? (
        <p className="mt-2" data-testid="deposit-status">
          {summary.hasPendingRefund
            ? "Your deposit is being refunded to your card."
            : `Deposit refunded: ${formatMoney(summary.refundedCents, summary.currency)} back to the card you paid with.`}
          {summary.paidCents > 0 ? ` The studio still holds ${formatMoney(summary.paidCents, summary.currency)}; call or email to settle it.` : ""}
        </p>
      ) : !confirmed ? (
        <p className="mt-2" data-testid="deposit-status">
          A deposit of {amount} holds your stylist&apos;s time. It will be due within {dueDays} {dueDays === 1 ? "day" : "days"} of the studio&apos;s confirmation.
        </p>
      ) : (
        <>
          <p className={`mt-2 ${summary.state === "overdue" ? "font-medium text-danger" : ""}`} data-testid="deposit-status">
            {summary.state === "overdue" ? `Deposit overdue: ${owed} was due by ${due}.` : `Deposit due by ${due}: ${owed}.`}
          </p>
          {summary.paidCents > 0 ? <p className="mt-1 text-sm text-muted">Received so far: {formatMoney(summary.paidCents, summary.currency)} of {amount}.</p> : null}
          <PayDepositButton token={token} label={`Pay deposit ${owed}`} />
          <p className="mt-3 text-sm text-muted">You pay on Stripe&apos;s secure page; your card details never reach the studio.</p>
        </>
      )}
      {refundPolicy ? <p className="mt-3 text-sm text-muted">{refundPolicy}</p> : null}
      {automatic && !cancelled ? (
        <p className="mt-1 text-sm text-muted" data-testid="deposit-auto-refund">
          {automatic}
        </p>
      ) : null}
    </section>
  );
}
