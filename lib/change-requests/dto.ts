// A change a family asked for, as staff and the family read it: one sentence names the dancer and the change.
/** What a family may ask to change (the form's choices; schema.ts gives each its shape). Here, not in schema.ts, so the
 * family page's form reads them without zod, which its first load does not carry (components/site/form-first-load.test.ts). */
export const CHANGE_REQUEST_KINDS = ["add_day", "add_service", "remove_service", "other_time", "other_stylist", "level_styles"] as const;
export type ChangeRequestKind = (typeof CHANGE_REQUEST_KINDS)[number];
export const CHANGE_NOTE_MAX = 1000;

export type ChangeRequestStatus = "pending" | "accepted" | "declined" | "applied";

/** The request's details with services, days and styles already named (what the sentence is made of). */
export interface ChangeParts {
  /** "Sunday" — the day the change is about (none for level and styles). */
  weekday?: string;
  /** The service added, removed or asked for that day; an added day's extras after it. */
  services?: string[];
  /** "7:30 AM Central" — the time she would like. */
  time?: string;
  stylist?: string;
  level?: string;
  styles?: string[];
}

/** "to add Sunday: Competition Hair" — the change, after "<dancer> asks". */
export function changeWording(kind: ChangeRequestKind, parts: ChangeParts): string {
  const services = (parts.services ?? []).join(" + ");
  switch (kind) {
    case "add_day":
      return `to add ${parts.weekday}: ${services}`;
    case "add_service":
      return `to add ${services} on ${parts.weekday}`;
    case "remove_service":
      return `to remove ${services} on ${parts.weekday}`;
    case "other_time":
      return `for a different time on ${parts.weekday}: ${parts.time}`;
    case "other_stylist":
      return `for a different stylist on ${parts.weekday}: ${parts.stylist}`;
    case "level_styles": {
      const level = parts.level ? `level to ${parts.level}` : "";
      const styles = parts.styles?.length ? `styles to ${parts.styles.join(", ")}` : "";
      return `to change ${[level, styles].filter(Boolean).join(" and ")}`;
    }
  }
}

/** "Mia asks to add Sunday: Competition Hair". */
export const changeSentence = (dancerFirstName: string, kind: ChangeRequestKind, parts: ChangeParts) => `${dancerFirstName} asks ${changeWording(kind, parts)}`;

export const CHANGE_STATUS_LABELS: Record<ChangeRequestStatus, string> = { pending: "Waiting for the studio", accepted: "Accepted", declined: "Declined", applied: "Done" };

export const CHANGE_KIND_LABELS: Record<ChangeRequestKind, string> = {
  add_day: "Add a day",
  add_service: "Add a service or extra",
  remove_service: "Remove a service or extra",
  other_time: "A different time",
  other_stylist: "A different stylist",
  level_styles: "Change level or styles",
};

export interface ChangeRequestDto {
  _id: string;
  bookingId: string;
  kind: ChangeRequestKind;
  status: ChangeRequestStatus;
  statusLabel: string;
  /** "Mia asks to add Sunday: Competition Hair". */
  sentence: string;
  note: string;
  dancer: string;
  competition: string;
  createdAt: string;
  decidedAt: string | null;
  decidedByName: string;
  decisionNote: string;
}

/** What answering a family's request returns: the request as it now stands. */
export interface ChangeRequestAnswer {
  request: ChangeRequestDto;
  /** The studio's setting applied it at once. */
  applied: boolean;
  message: string;
}

export interface ChangeOption {
  id: string;
  title: string;
}

/** What "Ask for a change" offers on one booking, and the requests already sent. */
export interface ChangeFormOptions {
  bookingId: string;
  /** Her booked days still to come, each with its extras (what she may remove). */
  bookedDays: { date: string; label: string; extras: ChangeOption[] }[];
  /** Days of the competition she has not booked, still to come. */
  otherDays: { date: string; label: string }[];
  /** Main services (what a new day is booked for). */
  services: ChangeOption[];
  /** Everything she may add to a booked day: extras first, then the other services. */
  addable: ChangeOption[];
  /** "Eastern Time": the competition's zone, for a wished time. */
  zoneLabel: string;
  requests: ChangeRequestDto[];
}
