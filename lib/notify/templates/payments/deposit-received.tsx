// The short "deposit received" notes: one to the customer, one to the studio, sent when a payment
// completes a booking's deposit.
import { EmailLayout, EmailParagraph, renderEmail } from "@/lib/notify/templates/layout";

export interface DepositReceivedInput {
  firstName: string;
  dancer: string;
  eventName: string;
  /** "Sat, Dec 12 and Sun, Dec 13". */
  days: string;
  paid: string;
  /** "$115" still collected at the chair, or null when nothing is left. */
  balance: string | null;
  /** "card (online)", "cash"… */
  method: string;
  reference: string;
}

export function depositReceivedEmail(input: DepositReceivedInput): { subject: string; html: string; text: string } {
  const balance = input.balance ? `The balance of ${input.balance} is paid at the chair.` : "Nothing more is owed for the services booked.";
  const lines = [`Thank you: we received your deposit of ${input.paid} for your appointments at ${input.eventName} (${input.days}).`, balance];
  const text = [`Hi ${input.firstName},`, "", ...lines, "", "Your booking page (the link in your confirmation email) shows the booking and what is paid."].join("\n");
  const element = (
    <EmailLayout heading="Deposit received" preview={lines[0]}>
      <EmailParagraph>Hi {input.firstName},</EmailParagraph>
      <EmailParagraph>{lines[0]}</EmailParagraph>
      <EmailParagraph>{balance}</EmailParagraph>
      <EmailParagraph>Your booking page (the link in your confirmation email) shows the booking and what is paid.</EmailParagraph>
    </EmailLayout>
  );
  return { subject: `Deposit received: ${input.eventName}`, ...renderEmail(element, text) };
}

export function depositReceivedStudioEmail(input: DepositReceivedInput): { subject: string; html: string; text: string } {
  const lines = [
    `${input.dancer} paid the deposit: ${input.paid} by ${input.method}, for ${input.eventName} (${input.days}).`,
    input.balance ? `Balance at the chair: ${input.balance}.` : "Nothing is left to collect at the chair.",
    `Reference: ${input.reference}.`,
  ];
  const element = (
    <EmailLayout heading="Deposit received" preview={lines[0]}>
      {lines.map((line) => (
        <EmailParagraph key={line}>{line}</EmailParagraph>
      ))}
    </EmailLayout>
  );
  return { subject: `Deposit received: ${input.dancer}, ${input.eventName}`, ...renderEmail(element, lines.join("\n")) };
}
