// What the screens read about texts besides the Inbox's messages and conversations (dto.ts): whether a
// booking's dancer can be texted and why not, and the private page's texts state. Client-safe.

/** "Running late" offers these minutes. */
export const LATE_MINUTES = [5, 10, 15, 30] as const;
/** A day-of free text or an Inbox reply from staff: two SMS segments at most. */
export const STAFF_TEXT_MAX = 320;

/** Whether a dancer can be texted now, and if not the reason staff read beside the disabled buttons. */
export interface TextingState {
  canText: boolean;
  /** null when canText. */
  reason: string | null;
}

/** The private page's texts: on or off, to which number ("+1 312 555 0100"; null: the number cannot receive texts). */
export interface CustomerTextingDto {
  on: boolean;
  display: string | null;
  /** The number replied STOP: only START (a text to the studio) turns texts on again. */
  optedOut: boolean;
}

export const CONSENT_ACTION_LABELS = { consent: "Agreed to texts", withdraw: "Withdrew consent", stop: "Replied STOP", start: "Replied START", help: "Replied HELP" } as const;
export const CONSENT_SOURCE_LABELS = { booking_form: "booking form", private_page: "private page", staff: "staff", sms_keyword: "text reply" } as const;
