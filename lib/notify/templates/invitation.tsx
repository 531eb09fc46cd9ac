// The invitation email: the competition, a link to book it (carrying the invitation for attribution) and a
// one-click unsubscribe link (its header twin is added by the outbox when it sends: ./headers.ts).
import { EmailLayout, EmailParagraph, emailColors, renderEmail } from "@/lib/notify/templates/layout";
import { studio } from "@/lib/env";

export interface InvitationContent {
  greeting: string;
  eventName: string;
  dates: string;
  place: string;
  /** The competition she danced at with the studio, when there is one to name. */
  lastTime: string | null;
  bookUrl: string;
  unsubscribeUrl: string;
}

export const invitationSubject = (eventName: string) => `${eventName} is open for booking`;

export function invitationBookUrl(eventId: string, invitationId: string): string {
  return `${studio.siteUrl}/bookanappointment?event=${encodeURIComponent(eventId)}&inv=${encodeURIComponent(invitationId)}`;
}

function lines(c: InvitationContent): string[] {
  return [
    `Hi ${c.greeting},`,
    "",
    `${c.lastTime ? `Thank you for dancing ${c.lastTime} with us. ` : ""}${c.eventName} (${c.dates}${c.place ? `, ${c.place}` : ""}) is now open for booking with ${studio.name}.`,
    "",
    `Book your hair and makeup: ${c.bookUrl}`,
    "",
    `You are receiving this because you asked to hear about new competitions. Unsubscribe with one click: ${c.unsubscribeUrl}`,
  ];
}

export function invitationEmail(c: InvitationContent): { subject: string; html: string; text: string } {
  const link = { color: emailColors.accent };
  const [hi, , intro] = lines(c);
  const html = (
    <EmailLayout heading={invitationSubject(c.eventName)} preview={`${c.eventName}, ${c.dates}: book your hair and makeup.`}>
      <EmailParagraph>{hi}</EmailParagraph>
      <EmailParagraph>{intro}</EmailParagraph>
      <EmailParagraph>
        <a href={c.bookUrl} style={{ ...link, fontWeight: 600 }}>
          Book your hair and makeup for {c.eventName}
        </a>
      </EmailParagraph>
      <p style={{ margin: "24px 0 0", fontSize: 13, color: emailColors.muted }}>
        You are receiving this because you asked to hear about new competitions.{" "}
        <a href={c.unsubscribeUrl} style={link}>
          Unsubscribe with one click
        </a>
        .
      </p>
    </EmailLayout>
  );
  return { subject: invitationSubject(c.eventName), ...renderEmail(html, lines(c).join("\n")) };
}
