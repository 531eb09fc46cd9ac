// A payment's or refund's receipt as the payer gets it (email; a text with the printable page's link).
import { EmailDetails, EmailLayout, EmailParagraph, emailColors, renderEmail } from "@/lib/notify/templates/layout";
import { receiptRows, type ReceiptContent } from "@/lib/payments/receipt-dto";

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
