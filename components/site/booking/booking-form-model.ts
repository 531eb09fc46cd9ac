// The booking request's form state and its pure rules: what choosing a competition or days does to
// the state, and the payload sent to the API. The hook (use-booking-form.ts) owns the state; views render it.
import type { DanceLevelName, DanceStyleName } from "@/lib/bookings/dto";
import type { BookAgainPrefill } from "@/lib/clients/dto";
import { datesBetween, formatDay, localDay } from "@/lib/time/days";

export interface BookingEventOption {
  _id: string;
  eventName: string;
  city: string;
  state: string;
  eventStartDate: string;
  eventEndDate: string;
}
export interface BookingServiceOption {
  _id: string;
  /** Plain text: the page decodes stored titles (html-entities) so the form's module need not. */
  title: string;
  price: number;
  category: string;
}

/** The levels and styles offered, with their labels (booking-choices.ts builds them). */
export interface BookingChoices {
  levels: readonly { value: DanceLevelName; label: string }[];
  styles: readonly { value: DanceStyleName; label: string }[];
}

export interface DayChoice {
  services: string;
  danceStyle: DanceStyleName[];
  additionalServices: string[];
  /** "Hair done the evening before — for heats before the first stylist starts" for this day. */
  hairEveningBefore?: boolean;
}

/** The dancer's and guardian's fields are those "book again" fills in; `lastDays` (empty unless booking again) fills the days chosen, by position. */
export interface FormState extends BookAgainPrefill {
  competition: string;
  selectedEventDays: string[];
  days: Record<string, DayChoice>;
  stylistPreference: string;
  hairAtNight: string;
  message: string;
  /** "Text me about my appointments": unticked until the visitor ticks it. */
  textConsent: boolean;
  /** "Tell me about new competitions" (invitations): unticked until the visitor ticks it. */
  marketingConsent?: boolean;
  /** The invitation the form was opened from (?inv=), for the competition's report. */
  invitation?: string;
}

export const EMPTY_FORM: FormState = {
  competition: "",
  danceLevel: "",
  selectedEventDays: [],
  days: {},
  isParentOrGuardian: false,
  parentFirstName: "",
  parentLastName: "",
  firstName: "",
  lastName: "",
  email: "",
  phoneNumber: "",
  stylistPreference: "",
  hairAtNight: "",
  message: "",
  textConsent: false,
  lastDays: [],
};
export const NO_DAY: DayChoice = { services: "", danceStyle: [], additionalServices: [] };

export const dayLabel = (iso: string) => formatDay(localDay(iso), "EEEE, MMMM do");

/** "Dec 4–6", "Nov 29–Dec 1", "Dec 4": short enough that a closed select on a phone still shows the dates. */
export function shortRange(start: string, end: string): string {
  const from = localDay(start);
  const to = localDay(end);
  if (start === end) return formatDay(from, "MMM d");
  return from.getMonth() === to.getMonth() ? `${formatDay(from, "MMM d")}–${formatDay(to, "d")}` : `${formatDay(from, "MMM d")}–${formatDay(to, "MMM d")}`;
}

export function eventDaysOf(event: BookingEventOption | undefined): string[] {
  return event ? datesBetween(event.eventStartDate, event.eventEndDate) : [];
}

/** A new competition clears the days; a one-day competition leaves nothing to choose. */
export function withCompetition(form: FormState, events: readonly BookingEventOption[], competition: string, firstService: string): FormState {
  const days = eventDaysOf(events.find((e) => e._id === competition));
  const only = days.length === 1 ? days : [];
  return withDays({ ...form, competition, selectedEventDays: [], days: {} }, only, firstService);
}

/**
 * Newly chosen days start empty, except that the first one takes the service the visitor arrived with;
 * when booking again, the n-th chosen day (in date order) takes the last booking's n-th day.
 */
export function withDays(form: FormState, dates: string[], preferredService: string): FormState {
  const days = { ...form.days };
  const order = [...dates].sort();
  dates.forEach((date, index) => {
    const last = form.lastDays[order.indexOf(date)];
    days[date] ??= last ? { ...last, danceStyle: [...last.danceStyle], additionalServices: [...last.additionalServices] } : { ...NO_DAY, services: index === 0 && preferredService ? preferredService : "" };
  });
  return { ...form, selectedEventDays: dates, days };
}

export const sortedDays = (form: FormState) => [...form.selectedEventDays].sort();

/** Errors without those whose key starts with one of `prefixes`. */
export function withoutErrors(errors: Record<string, string>, prefixes: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !prefixes.some((prefix) => key.startsWith(prefix))));
}
