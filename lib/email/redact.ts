// Private links are credentials (DESIGN "Private links"): the outbox keeps an email's body only until
// it is sent, then stores it with the link tokens removed, so the database holds their hashes alone.
const PRIVATE_LINK_RE = /(\/booking\/|\/admin\/reset-password\/)[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

export const REDACTED_LINK = "[private link removed after sending]";

export function redactPrivateLinks(body: string): string {
  return body.replace(PRIVATE_LINK_RE, `$1${REDACTED_LINK}`);
}
