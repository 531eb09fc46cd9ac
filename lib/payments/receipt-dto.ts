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
