// The waiting list's emails to the dancer: she is on the list, and a place is held for her.
import { EmailLayout, renderEmail } from "@/lib/notify/templates/layout";
import { studio } from "@/lib/env";
import { holdEndsLabel } from "@/lib/waitlist/hold";

interface EntryFacts {
  firstName: string;
  isParentOrGuardian: boolean;
  parentFirstName: string;
  serviceTitle: string;
}

interface DayFacts {
  eventName: string;
  weekday: string;
  /** "December 5, 2026" */
  longDate: string;
}

const greeting = (entry: EntryFacts) => (entry.isParentOrGuardian && entry.parentFirstName.trim() ? entry.parentFirstName.trim() : entry.firstName);

export function waitlistJoinedEmail(entry: EntryFacts, day: DayFacts) {
  const subject = `You are on the waiting list — ${day.eventName}, ${day.weekday}`;
  const lead = `you are on the waiting list for ${day.weekday}, ${day.longDate} at ${day.eventName} (${entry.serviceTitle}).`;
  const next = "If a place frees up before your heat, we email you a link that holds it for you for a while. Nothing is booked until you accept it.";
  return {
    subject,
    ...renderEmail(
      <EmailLayout heading="You are on the waiting list">
        <p>
          Dear {greeting(entry)}, {lead}
        </p>
        <p>{next}</p>
        <p>Questions? Text us at {studio.phone}.</p>
      </EmailLayout>,
      [`Dear ${greeting(entry)},`, "", `${lead[0].toUpperCase()}${lead.slice(1)}`, next, `Questions? Text us at ${studio.phone}.`].join("\n"),
    ),
  };
}

export const ACCEPT_OFFER_LABEL = "Accept the place";

export function waitlistOfferEmail(entry: EntryFacts, day: DayFacts, offerUrl: string, expiresAt: Date, timeZone: string) {
  const until = holdEndsLabel(expiresAt, timeZone);
  const subject = `A place for you on ${day.weekday} — ${day.eventName}`;
  const lead = `a place has opened on ${day.weekday}, ${day.longDate} at ${day.eventName} (${entry.serviceTitle}), and we are holding it for you until ${until}.`;
  const after = "Accepting sends your booking request for that day; we then confirm your time as usual. If you do not accept by then, the place goes to the next dancer waiting.";
  return {
    subject,
    ...renderEmail(
      <EmailLayout heading="A place has opened for you">
        <p>
          Dear {greeting(entry)}, {lead}
        </p>
        <p>
          <a href={offerUrl}>{ACCEPT_OFFER_LABEL}</a> — a private link; please do not share it.
        </p>
        <p>{after}</p>
      </EmailLayout>,
      [`Dear ${greeting(entry)},`, "", `${lead[0].toUpperCase()}${lead.slice(1)}`, `${ACCEPT_OFFER_LABEL} (private link, please do not share it): ${offerUrl}`, after].join("\n"),
    ),
  };
}
