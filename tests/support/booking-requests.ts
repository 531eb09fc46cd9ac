// Builders shared by the integration tests that make bookings and schedule them: one valid booking
// request (what the public form sends, parsed by its own schema) and one complete Edit Booking slot.
import { bookingRequestSchema, type BookingRequestInput } from "@/lib/bookings/schema";

export interface BookingRequestOptions extends Partial<BookingRequestInput> {
  competition: string;
  /** The main service of every day. */
  service: string;
  days: string[];
  /** Styles per day (default: latin on each day). */
  styles?: string[][];
  additionalServices?: string[];
}

/** The request as a client types it (before the schema's defaults), without a captcha: one service per day. */
export function bookingRequestFields({ competition, service, days, dayFields = {}, overrides = {} }: { competition: string; service: string; days: string[]; dayFields?: Record<string, unknown> | ((date: string, i: number) => Record<string, unknown>); overrides?: Record<string, unknown> }) {
  return {
    competition,
    danceLevel: "amateur",
    selectedEventDays: days,
    dayDetails: days.map((date, i) => ({ date, services: service, danceStyle: ["latin"], additionalServices: [], ...(typeof dayFields === "function" ? dayFields(date, i) : dayFields) })),
    isParentOrGuardian: false,
    firstName: "Mia",
    lastName: "Novak",
    email: "mia@example.net",
    phoneNumber: "555-0100",
    hairAtNight: "no",
    ...overrides,
  };
}

/** A valid public booking request: one service per day, the development captcha; any field overridable. */
export function bookingRequest({ competition, service, days, styles, additionalServices = [], ...overrides }: BookingRequestOptions) {
  return bookingRequestSchema.parse({
    ...bookingRequestFields({ competition, service, days, dayFields: (_date, i) => ({ danceStyle: styles?.[i] ?? ["latin"], additionalServices }) }),
    captchaToken: "dev-captcha-token",
    ...overrides,
  });
}

/** A complete slot as Edit Booking sends it (same start and end day). */
export const completeSlot = (userId: string, date: string, start: string, end: string, service = "Competition Hair") => ({
  service,
  assignedUser: { _id: userId },
  startDate: date,
  startTime: start,
  endDate: date,
  endTime: end,
});
