// "Pay the balance" before the day (private page and family page): all that is owed, or part of it, on the
// deposit's Checkout. A plain form post (no JavaScript needed): the endpoint redirects to the payment page.
import { Field } from "@/components/ui/field";
import { buttonClass } from "@/components/ui/button";

export type BalanceNotice = "invalid" | "refused" | "unavailable" | null;

export const BALANCE_NOTICES: Record<Exclude<BalanceNotice, null>, string> = {
  invalid: "Enter an amount in dollars of at least $1 and at most what is owed.",
  refused: "This balance cannot be paid online right now. Please call or email the studio.",
  unavailable: "The payment page could not be opened right now. Nothing was charged. Please try again in a few minutes.",
};

export function PayBalanceForm({ action, balance, idPrefix, notice = null, label }: { action: string; balance: string; idPrefix: string; notice?: BalanceNotice; label?: string }) {
  const fieldId = `${idPrefix}-amount`;
  return (
    <form method="post" action={action} className="mt-4 space-y-3 rounded bg-sand px-4 py-4" data-testid="pay-balance-form">
      <p className="font-medium">{label ?? "Pay before the day, so the chair has nothing to collect."}</p>
      {notice ? (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-danger">
          {BALANCE_NOTICES[notice]}
        </p>
      ) : null}
      <Field id={fieldId} name="amount" label="Amount (optional)" hint={`Leave empty to pay all that is owed: ${balance}.`} inputMode="decimal" autoComplete="off" maxLength={12} placeholder={balance} />
      <button type="submit" className={buttonClass({ size: "lg" })}>
        Pay online
      </button>
    </form>
  );
}
