// Private links are credentials (docs/SECURITY.md): the outbox keeps an email's body only until
// it is sent, then stores it with the link tokens removed, so the database holds their hashes alone.
// The same pattern runs in JavaScript and in PostgreSQL's regexp_replace (both support the lookahead).
export const PRIVATE_LINK_PATTERN = "(/booking/|/waitlist/|/admin/reset-password/|/your-bookings/sign-in/|/receipt/)[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])";
const PRIVATE_LINK_RE = new RegExp(PRIVATE_LINK_PATTERN, "g");

export const REDACTED_LINK = "[private link removed after sending]";
/** The replacement in PostgreSQL's syntax (\\1 is the first group). */
export const PRIVATE_LINK_REPLACEMENT = `\\1${REDACTED_LINK}`;

/** What staff screens read in place of a private link in a text or email not sent yet. */
export const STAFF_HIDDEN_LINK = "[the customer's private link]";

export function redactPrivateLinks(body: string, replacement: string = REDACTED_LINK): string {
  return body.replace(PRIVATE_LINK_RE, `$1${replacement}`);
}
