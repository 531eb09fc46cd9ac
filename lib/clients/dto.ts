// What leaves the server about clients; safe to import from client components.
import type { DanceStyleName } from "@/lib/bookings/dto";
import type { DepositSummary } from "@/lib/payments/dto";

// The card's note kinds and their labels: here, without zod, because the run sheet's rows (client code on a
// 200-row page) print the allergies label; importing them from schema.ts built every client schema in the browser.
export const CLIENT_NOTE_KINDS = ["hair", "makeup", "allergies", "notes"] as const;
export type ClientNoteKind = (typeof CLIENT_NOTE_KINDS)[number];
export const CLIENT_NOTE_LABELS: Record<ClientNoteKind, string> = { hair: "Hair", makeup: "Makeup", allergies: "Allergies & sensitivities", notes: "Notes" };
/** A note is a few lines at the chair, not a document: 4,000 characters. */
export const CLIENT_NOTE_MAX = 4_000;

export interface ClientListItemDto {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  bookingCount: number;
  lastCompetition: { _id: string; eventName: string; eventStartDate: string } | null;
}

export interface ClientPage {
  clients: ClientListItemDto[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export interface ClientNoteDto {
  _id: string;
  kind: ClientNoteKind;
  body: string;
  authorName: string;
  createdAt: string;
}

export interface ClientBookingDto {
  _id: string;
  competition: { _id: string; eventName: string; city: string; eventStartDate: string };
  days: { date: string; service: string; additionalServices: string[] }[];
  stylists: string[];
  status: "received" | "confirmed" | "cancelled";
  createdAt: string;
  deposit: DepositSummary | null;
}

export interface ClientCardDto {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  guardian: { firstName: string; lastName: string } | null;
  erased: boolean;
  createdAt: string;
  bookings: ClientBookingDto[];
  notes: ClientNoteDto[];
  /** The newest note of each kind (what a stylist reads first). */
  current: Partial<Record<ClientNoteKind, ClientNoteDto>>;
  /** Differences a public booking request brought that staff have not accepted or ignored yet. */
  proposals: ClientProposalDto[];
}

/** A phone or guardian a public request gave that differs from the card: "New phone from the request of Jan 3". */
export interface ClientProposalDto {
  _id: string;
  clientId: string;
  bookingId: string;
  field: "phone" | "guardian";
  /** "New phone", "New parent or guardian". */
  label: string;
  /** What the request gave, and what the card holds now ("" when nothing). */
  value: string;
  current: string;
  requestedAt: string;
  /** The request's day in the studio's zone, "Jan 3". */
  requestedOn: string;
}

/** What Edit Booking shows of the booking's dancer ("Returning dancer — N earlier bookings"). */
export interface ReturningDancerDto {
  clientId: string;
  earlierBookings: number;
  current: Partial<Record<ClientNoteKind, ClientNoteDto>>;
  /** This booking's request's differences from the card, not yet accepted or ignored. */
  proposals: ClientProposalDto[];
}

/** At the chair (run sheet, My Calendar details): the allergies note in full and one line of styling. */
export interface ChairNotesDto {
  allergies: string;
  styling: string;
}

export function currentNotes(notes: readonly ClientNoteDto[]): Partial<Record<ClientNoteKind, ClientNoteDto>> {
  const current: Partial<Record<ClientNoteKind, ClientNoteDto>> = {};
  for (const note of notes) if (!current[note.kind] || current[note.kind]!.createdAt < note.createdAt) current[note.kind] = note;
  return current;
}

/** One line: the first line of a note, at most `max` characters. */
export const oneLine = (text: string, max = 120) => {
  const first = text.split(/\r?\n/).find((l) => l.trim())?.trim() ?? "";
  return first.length > max ? `${first.slice(0, max - 1)}…` : first;
};

/** One day of the last booking, by position: what "book again" puts on the n-th day chosen. */
export interface BookAgainDay {
  services: string;
  danceStyle: DanceStyleName[];
  additionalServices: string[];
}

/**
 * "Book again" (the private page's "Book another competition", the client card's button): the dancer's
 * and guardian's details and the last booking's choices — services per day by position, styles, level,
 * hair at night, stylist preference. The competition and its days are the one choice left.
 */
export interface BookAgainPrefill {
  danceLevel: string;
  isParentOrGuardian: boolean;
  parentFirstName: string;
  parentLastName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  stylistPreference: string;
  /** "yes" / "no" as the form answers it; "" when there is no earlier booking to go by. */
  hairAtNight: string;
  lastDays: BookAgainDay[];
}

