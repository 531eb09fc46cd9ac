// A receipt's printable page (/receipt/<token> and the family page's /your-bookings/receipts/<id>): what
// it said when it was issued, line by line as in its email.
import { receiptRows, type ReceiptContent } from "@/lib/payments/dto";
import { PrintButton } from "./print-button";

export function ReceiptView({ receipt, back }: { receipt: ReceiptContent; back?: { href: string; label: string } }) {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-5 py-10 sm:py-14 print:py-0">
      <header>
        <p className="text-sm uppercase tracking-[0.3em] text-muted">{receipt.studio.name}</p>
        <h1 className="mt-3 font-serif text-title font-semibold" data-testid="receipt-number">
          Receipt {receipt.number}
        </h1>
        <p className="mt-2 text-muted">
          {receipt.kind === "refund" ? "Refund" : "Payment"} · {receipt.issuedOn}
        </p>
      </header>
      <section aria-labelledby="receipt-details-heading" className="rounded-card border border-line bg-white p-6">
        <h2 id="receipt-details-heading" className="sr-only">
          Receipt details
        </h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]" data-testid="receipt-lines">
          {receiptRows(receipt).map(([label, value], i) => (
            <div key={`${label}-${i}`} className="contents">
              <dt className="mt-2 text-sm text-muted sm:mt-0 sm:text-base">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <p className="text-sm">
        {receipt.studio.name} · {receipt.studio.phone} · {receipt.studio.email}
      </p>
      <div className="flex flex-wrap items-center gap-4 print:hidden">
        <PrintButton />
        {back ? (
          <a href={back.href} className="font-medium text-accent-dark underline underline-offset-2">
            {back.label}
          </a>
        ) : null}
      </div>
    </div>
  );
}
