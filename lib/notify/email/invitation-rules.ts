// The rules an invitation obeys, pure (shared by the audience preview in lib/invitations and the outbox's
// check when it is due, ./invitation-gate.ts): consent apart from texts, a per-client cap, the quiet hours of texts.

/** The outbox kind of an invitation email (its entity id is the Invitation's id). */
export const INVITATION_KIND = "invitation";
/** At most one invitation per client in this many days, whatever the competition. */
export const INVITATION_CAP_DAYS = 14;
export const INVITATION_CAP_MS = INVITATION_CAP_DAYS * 24 * 60 * 60 * 1000;

/** Her consent to hear about new competitions stands when it was given after any withdrawal. */
export const marketingConsentStands = (c: { marketingConsentAt: Date | null; marketingOptedOutAt: Date | null }) =>
  Boolean(c.marketingConsentAt && (!c.marketingOptedOutAt || c.marketingOptedOutAt < c.marketingConsentAt));

export const NOT_SENT_UNSUBSCRIBED = "Not sent — unsubscribed from invitations";
export const NOT_SENT_NO_MARKETING_CONSENT = "Not sent — no consent to hear about new competitions";
export const NOT_SENT_ERASED = "Not sent — client data erased";
export const NOT_SENT_BOUNCED = "Not sent — this address bounced";
export const NOT_SENT_INVITATION_CAP = `Not sent — already invited in the last ${INVITATION_CAP_DAYS} days`;

/** The one-click unsubscribe headers (RFC 2369 and RFC 8058) for an invitation's link. */
export const unsubscribeHeaders = (url: string, mailto?: string): Record<string, string> => ({
  "List-Unsubscribe": [`<${url}>`, ...(mailto ? [`<mailto:${mailto}?subject=unsubscribe>`] : [])].join(", "),
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});
