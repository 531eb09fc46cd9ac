export const EMAIL_NOT_SENT_MESSAGE = "Email Not Sent. Please assign a user and/or date(s) and time(s)";

/** Which days a confirmation still waits for: "Still without a time: Sunday, December 20." (empty when none). */
export function missingDaysText(labels: string[]): string {
  return labels.length ? `Still without a time: ${labels.join(" and ")}.` : "";
}

/** A refused confirmation's days without a time, as POST /api/send-email/booking/:id names them. */
export interface MissingDay {
  date: string;
  /** "Sunday, December 20" */
  label: string;
}
