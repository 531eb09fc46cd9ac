// The sign-in link to "Your bookings", by email or (where she agreed to texts) by text.
import { studio } from "@/lib/env";
import { EmailLayout, EmailParagraph, emailColors, renderEmail } from "@/lib/notify/templates/layout";

export function familySignInEmail(input: { url: string; validMinutes: number }): { subject: string; html: string; text: string } {
  const subject = `Your bookings with ${studio.name}: your sign-in link`;
  const text = [
    "Hello,",
    "",
    `Open every booking under this address (the link works once, for ${input.validMinutes} minutes): ${input.url}`,
    "",
    "If you did not ask for this, ignore this email: nothing changes.",
    "",
    studio.name,
  ].join("\n");
  return {
    subject,
    ...renderEmail(
      <EmailLayout heading="Your bookings" preview={`Your sign-in link, valid for ${input.validMinutes} minutes.`}>
        <EmailParagraph>Hello, here is the link to every booking under this address.</EmailParagraph>
        <EmailParagraph>
          <a href={input.url} style={{ color: emailColors.accent }}>
            Open your bookings
          </a>{" "}
          — the link works once, for {input.validMinutes} minutes.
        </EmailParagraph>
        <EmailParagraph>If you did not ask for this, ignore this email: nothing changes.</EmailParagraph>
      </EmailLayout>,
      text,
    ),
  };
}

export const familySignInText = (input: { url: string; validMinutes: number }) =>
  `${studio.name}: your bookings, in one page. Sign in (works once, for ${input.validMinutes} minutes): ${input.url}`;
