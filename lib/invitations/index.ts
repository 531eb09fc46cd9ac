// Invitations that fill the next competition: the audience (who danced at the chosen competitions and agreed
// to hear about new ones), queueing through the outbox, consent and one-click unsubscribe, attribution.
import "server-only";
export { invitationProgress, invitationTarget, NOTHING_TO_SEND, previewInvitations, queueInvitations } from "./send";
export { customerMarketing, recordMarketingConsent, setMarketingConsentForBooking, unsubscribeByToken, unsubscribeTokenIsKnown } from "./consent";
export { attributeBookingToInvitation, invitationFigures } from "./attribution";
export { buildAudience, competitionNameKey } from "./audience";
