// What the family is told about a change she asked for: accepted, declined (with the studio's note) or
// done at once, by email and (where she agreed to texts) by text, naming the dancer, the competition and the change.
import { studio } from "@/lib/env";
import { EmailLayout, EmailParagraph, emailColors, renderEmail } from "@/lib/notify/templates/layout";

export type ChangeOutcome = "accepted" | "declined" | "applied";

export interface ChangeNotice {
  outcome: ChangeOutcome;
  /** "Hello Anna" — the parent where she booked as one. */
  greeting: string;
  dancer: string;
  competition: string;
  /** "Mia asked to add Sunday: Competition Hair". */
  asked: string;
  decisionNote: string;
  url: string;
}

const HEADLINES: Record<ChangeOutcome, string> = {
  accepted: "The studio accepted your change",
  declined: "The studio could not make your change",
  applied: "Your change is made",
};

const outcomeLine = (notice: ChangeNotice) =>
  notice.outcome === "declined"
    ? `${notice.asked} at ${notice.competition}: the studio could not make this change, and the booking stays as it was.`
    : `${notice.asked} at ${notice.competition}: done. The booking now includes it${notice.outcome === "accepted" ? "; the studio confirms any new times by email" : " (the studio confirms any new times by email)"}.`;

export function changeNoticeEmail(notice: ChangeNotice): { subject: string; html: string; text: string } {
  const subject = `${HEADLINES[notice.outcome]}: ${notice.dancer}, ${notice.competition}`;
  const note = notice.decisionNote ? `Note from the studio: ${notice.decisionNote}` : "";
  const text = [`Hello ${notice.greeting},`, "", outcomeLine(notice), ...(note ? ["", note] : []), "", `Your booking: ${notice.url}`, "", studio.name].join("\n");
  return {
    subject,
    ...renderEmail(
      <EmailLayout heading={HEADLINES[notice.outcome]} preview={outcomeLine(notice)}>
        <EmailParagraph>Hello {notice.greeting},</EmailParagraph>
        <EmailParagraph>{outcomeLine(notice)}</EmailParagraph>
        {note ? <EmailParagraph>{note}</EmailParagraph> : null}
        <EmailParagraph>
          <a href={notice.url} style={{ color: emailColors.accent }}>
            Open your booking
          </a>
        </EmailParagraph>
      </EmailLayout>,
      text,
    ),
  };
}

export function changeNoticeText(notice: ChangeNotice): string {
  const what = notice.outcome === "declined" ? "the studio could not make this change" : "done";
  const note = notice.decisionNote ? ` (${notice.decisionNote.slice(0, 120)})` : "";
  return `${studio.name}: ${notice.asked} at ${notice.competition}: ${what}${note}. Details: ${notice.url}`;
}
