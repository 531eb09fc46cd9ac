// What the invitation screens read: the preview, a campaign's progress and the competition report's figures.

/** At most one invitation per client in this many days, whatever the competition. */
export const INVITATION_CAP_DAYS = 14;

export const SKIP_REASONS = ["erased", "already_booked", "unsubscribed", "no_consent", "no_email", "bounced", "already_invited", "recently_invited"] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export const SKIP_LABELS: Record<SkipReason, string> = {
  erased: "Client data erased",
  already_booked: "Already booked this competition",
  unsubscribed: "Unsubscribed from invitations",
  no_consent: "Did not ask to hear about new competitions",
  no_email: "No email address",
  bounced: "Email address bounced",
  already_invited: "Already invited to this competition",
  recently_invited: `Invited in the last ${INVITATION_CAP_DAYS} days`,
};

export interface InvitationSourceDto {
  id: string;
  name: string;
  dates: string;
}

export interface InvitationPreviewDto {
  event: { id: string; name: string; dates: string };
  sources: InvitationSourceDto[];
  invite: { clientId: string; name: string }[];
  /** Reasons in SKIP_REASONS order, only those with someone in them; erased clients are counted, never named. */
  skipped: { reason: SkipReason; label: string; count: number; names: string[] }[];
  message: { subject: string; text: string };
}

export interface InvitationProgressDto {
  campaignId: string;
  total: number;
  queued: number;
  sent: number;
  /** Not sent when its time came (unsubscribed meanwhile, a cap, a bounce, a failure). */
  notSent: number;
  skipped: { reason: SkipReason; label: string; count: number }[];
  done: boolean;
}

export interface InvitationFiguresDto {
  sent: number;
  /** Only where the provider reported an open. */
  opened: number;
  bookings: number;
}

/** "Tell me about new competitions" as the customer's page shows it. */
export interface CustomerMarketingDto {
  on: boolean;
}
