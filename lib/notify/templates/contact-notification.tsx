// The studio's copy of a contact-form message; Reply-To is the visitor.
import { formatInTimeZone } from "date-fns-tz";
import { studio } from "@/lib/env";
import { telHref } from "@/lib/text/phone";
import { EmailDetails, EmailLayout, EmailParagraph, EmailQuote, emailColors, renderEmail } from "./layout";

export interface ContactNotificationInput {
  fullName: string;
  emailAddress: string;
  phone: string;
  message: string;
  createdAt: Date;
}

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();
const received = (at: Date) => formatInTimeZone(at, studio.timeZone, "MMMM d, yyyy 'at' h:mm a zzz");

export function ContactNotificationEmail({ fullName, emailAddress, phone, message, createdAt }: ContactNotificationInput) {
  const link = { color: emailColors.accent };
  return (
    <EmailLayout heading="New contact message" preview={`${oneLine(fullName)} sent a message through the website.`}>
      <EmailParagraph>Someone sent a message through the contact form. Reply to this email to answer {fullName} directly.</EmailParagraph>
      <EmailDetails
        rows={[
          ["Name", fullName],
          ["Email", <a key="email" href={`mailto:${emailAddress}`} style={link}>{emailAddress}</a>],
          ["Phone", <a key="phone" href={telHref(phone)} style={link}>{phone}</a>],
          ["Received", received(createdAt)],
        ]}
      />
      <p style={{ margin: "0 0 8px", fontSize: 13, textTransform: "uppercase", letterSpacing: "0.08em", color: emailColors.muted }}>Message</p>
      <EmailQuote>{message.trim() ? message : "(No message: please get back to them by phone or email.)"}</EmailQuote>
    </EmailLayout>
  );
}

export function contactNotificationEmail(input: ContactNotificationInput): { subject: string; html: string; text: string } {
  const text = [
    "New contact message",
    "",
    `Name: ${input.fullName}`,
    `Email: ${input.emailAddress}`,
    `Phone: ${input.phone}`,
    `Received: ${received(input.createdAt)}`,
    "",
    "Message:",
    input.message.trim() ? input.message : "(No message: please get back to them by phone or email.)",
    "",
    `Reply to this email to answer ${oneLine(input.fullName)} directly.`,
  ].join("\n");
  return { subject: `New contact message from ${oneLine(input.fullName)}`, ...renderEmail(<ContactNotificationEmail {...input} />, text) };
}
