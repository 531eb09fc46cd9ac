// A receipt as it was issued: what the email, the text and the printable page show. Client-safe.

export interface ReceiptContent {
  /** "R-000012" */
  number: string;
  issuedAt: string;
  /** "December 2, 2026" in the studio's zone */
  issuedOn: string;
  kind: "payment" | "refund";
  studio: { name: string; phone: string; email: string };
  dancer: string;
  competition: string;
  /** The booked days, e.g. "Friday, December 11 and Saturday, December 12" */
  days: string;
  services: { day: string; label: string; price: string }[];
  /** What this payment covered ("Deposit", "Part of the balance", "The balance — paid in full"), or what a refund reverses. */
  covered: string;
  amount: string;
  tip: string | null;
  total: string;
  method: string;
  takenBy: string;
  stillOwed: string;
  /** A refund: the receipt number of the payment it reverses (null when that payment has none). */
  reverses: string | null;
}

/** One receipt as the family page lists it. */
export interface ReceiptListItem {
  id: string;
  number: string;
  issuedOn: string;
  kind: "payment" | "refund";
  total: string;
  covered: string;
}

export const receiptNumber = (n: number) => `R-${String(n).padStart(6, "0")}`;

/** The receipt's lines, in the order the email, the text version and the printable page give them. */
export function receiptRows(receipt: ReceiptContent): [label: string, value: string][] {
  return [
    ["Receipt number", receipt.number],
    ["Date", receipt.issuedOn],
    ["Dancer", receipt.dancer],
    ["Competition", receipt.competition],
    ["Day", receipt.days],
    ...receipt.services.map((s): [string, string] => [`${s.day}: ${s.label}`, s.price]),
    [receipt.kind === "refund" ? "Refunded" : "This payment covered", receipt.covered],
    [receipt.kind === "refund" ? "Amount refunded" : "Amount paid", receipt.amount],
    ...(receipt.tip ? ([["Tip for your stylist", receipt.tip], ["Total taken", receipt.total]] as [string, string][]) : []),
    ["Method", receipt.method],
    [receipt.kind === "refund" ? "Refunded by" : "Taken by", receipt.takenBy],
    ["Still owed", receipt.stillOwed],
  ];
}
