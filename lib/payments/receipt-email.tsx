// A payment's or refund's receipt as the payer gets it (email; a text with the printable page's link).
import { EmailDetails, EmailLayout, EmailParagraph, emailColors, renderEmail } from "@/lib/email/templates/layout";
import type { ReceiptContent } from "./receipt-dto";

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

export function receiptEmail(receipt: ReceiptContent, url: string): { subject: string; html: string; text: string } {
  const what = receipt.kind === "refund" ? "refund" : "payment";
  const subject = `Receipt ${receipt.number}: your ${what} to ${receipt.studio.name}`;
  const rows = receiptRows(receipt);
  const text = [
    `${receipt.studio.name} — receipt ${receipt.number}`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `View or print this receipt: ${url}`,
    "",
    `${receipt.studio.name} · ${receipt.studio.phone} · ${receipt.studio.email}`,
  ].join("\n");
  return {
    subject,
    ...renderEmail(
      <EmailLayout heading={`Receipt ${receipt.number}`} preview={`${receipt.amount} — ${receipt.covered}`}>
        <EmailParagraph>Thank you. Here is the receipt for your {what} for {receipt.dancer} at {receipt.competition}.</EmailParagraph>
        <EmailDetails rows={rows} />
        <EmailParagraph>
          <a href={url} style={{ color: emailColors.accent }}>
            View or print this receipt
          </a>
        </EmailParagraph>
        <EmailParagraph>
          {receipt.studio.name} · {receipt.studio.phone} · {receipt.studio.email}
        </EmailParagraph>
      </EmailLayout>,
      text,
    ),
  };
}

export const receiptText = (receipt: ReceiptContent, url: string) =>
  `${receipt.studio.name}: receipt ${receipt.number} — ${receipt.kind === "refund" ? "refund" : "payment"} of ${receipt.total} for ${receipt.dancer}. Still owed: ${receipt.stillOwed}. ${url}`;
