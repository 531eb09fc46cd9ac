// What the waiting-list endpoints answer; safe to import from client components.
import type { DayState } from "./capacity";

export type WaitlistStatusName = "waiting" | "offered" | "accepted" | "expired" | "removed";

/** One dancer on a day's list, as staff see it. */
export interface WaitlistEntryDto {
  _id: string;
  eventId: string;
  date: string;
  position: number;
  status: WaitlistStatusName;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  service: string;
  heatTime: string | null;
  stylistPreference: string;
  hairAtNight: boolean;
  offerExpiresAt: string | null;
  bookingId: string | null;
  createdAt: string;
}

/** GET /api/events/:id/days/:date/waitlist */
export interface WaitlistDayDto {
  eventId: string;
  eventName: string;
  date: string;
  timeZone: string;
  /** Waiting and offered, in list order. */
  entries: WaitlistEntryDto[];
  /** Accepted, expired and removed entries, newest first (for the record). */
  past: WaitlistEntryDto[];
}

/** One competition day as the public booking form sees it. */
export interface DayCapacityDto {
  date: string;
  state: DayState;
  /** The weekday in the competition's zone ("Saturday"). */
  weekday: string;
  /** Someone works the evening before (the night window): the form offers "Hair done the evening before" for this day. */
  eveningBefore: boolean;
}

/** GET /api/events/:id/capacity */
export interface EventCapacityDto {
  eventId: string;
  days: DayCapacityDto[];
}

/** The public message for a day's state, or null while it is open. */
export function dayStateMessage(day: Pick<DayCapacityDto, "state" | "weekday">): string | null {
  if (day.state === "nearly-full") return `${day.weekday} is nearly full: the studio will tell you within 24 hours whether it can fit you.`;
  if (day.state === "full") return `${day.weekday} is full: join the waiting list.`;
  return null;
}

/** The desk's note on a full day: staff may book it anyway, and are told they are overbooking. */
export function deskFullDayMessage(day: Pick<DayCapacityDto, "weekday">): string {
  return `${day.weekday} is full. Saving books it anyway, over the day's capacity; a customer asking online goes to its waiting list.`;
}

/** What the offer page shows (GET by its token). */
export interface WaitlistOfferDto {
  eventName: string;
  date: string;
  weekday: string;
  service: string;
  firstName: string;
  status: "offered" | "accepted" | "expired";
  offerExpiresAt: string | null;
  /** The competition's zone (Event.timeZone), which the hold's end is written in. */
  timeZone: string;
}

/** How a hold's end is written (the email, the offer page and the desk agree): re-exported for the screens. */
export { holdEndsLabel } from "./hold";
