// The one reminder a customer gets the day after an unpaid deposit's due date.
import { format } from "date-fns";
import { localDay } from "@/lib/time/days";
import { EmailLayout, EmailParagraph, emailColors, renderEmail } from "@/lib/notify/templates/layout";

export interface DepositOverdueInput {
  firstName: string;
  eventName: string;
  owed: string;
  dueDate: string;
  link: string;
}

const dueLabel = (day: string) => format(localDay(day), "MMMM d, yyyy");

export function depositOverdueEmail(input: DepositOverdueInput): { subject: string; html: string; text: string } {
  const text = [
    `Hi ${input.firstName},`,
    "",
    `The deposit of ${input.owed} for your appointments at ${input.eventName} was due by ${dueLabel(input.dueDate)}.`,
    "Your stylist's time is still held; please pay from your booking page, or call the studio if anything changed:",
    input.link,
  ].join("\n");
  const element = (
    <EmailLayout heading="Your deposit is overdue" preview={`The deposit of ${input.owed} was due by ${dueLabel(input.dueDate)}.`}>
      <EmailParagraph>Hi {input.firstName},</EmailParagraph>
      <EmailParagraph>
        The deposit of {input.owed} for your appointments at {input.eventName} was due by {dueLabel(input.dueDate)}. Your stylist&apos;s time is still held; please pay from your booking page, or call the studio if anything changed.
      </EmailParagraph>
      <EmailParagraph>
        <a href={input.link} style={{ color: emailColors.accent, fontWeight: 600 }}>
          Pay the deposit on your booking page
        </a>
      </EmailParagraph>
    </EmailLayout>
  );
  return { subject: `Deposit overdue: ${input.eventName}`, ...renderEmail(element, text) };
}
