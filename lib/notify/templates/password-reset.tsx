// The staff password reset email: a single-use link valid for 30 minutes.
import { studio } from "@/lib/env";
import { EmailLayout, EmailParagraph, emailColors, renderEmail } from "@/lib/notify/templates/layout";

export function passwordResetEmail(input: { firstName: string; url: string; validMinutes: number; byAdministrator: boolean }): { subject: string; html: string; text: string } {
  const subject = `Reset your ${studio.name} staff password`;
  const why = input.byAdministrator ? "An administrator asked for a password reset for your staff account." : "Someone (hopefully you) asked to reset the password of your staff account.";
  const text = [
    `Dear ${input.firstName},`,
    "",
    why,
    `Choose a new password (the link works once, for ${input.validMinutes} minutes): ${input.url}`,
    "Choosing a new password signs you out everywhere.",
    "",
    "If you did not ask for this, ignore this email: your password stays as it is.",
    "",
    studio.name,
  ].join("\n");
  return { subject, ...renderEmail(
    <EmailLayout heading="Reset your password" preview={`A link to choose a new password, valid for ${input.validMinutes} minutes.`}>
      <EmailParagraph>Dear {input.firstName}, {why}</EmailParagraph>
      <EmailParagraph>
        <a href={input.url} style={{ color: emailColors.accent }}>Choose a new password</a> — the link works once, for {input.validMinutes} minutes. Choosing a new password signs you out everywhere.
      </EmailParagraph>
      <EmailParagraph>If you did not ask for this, ignore this email: your password stays as it is.</EmailParagraph>
    </EmailLayout>,
    text,
  ) };
}
