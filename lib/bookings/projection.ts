// What a staff member sees of a booking's customer: the one projection every staff read of a booking
// goes through (Manage Bookings' lists, one booking, My Calendar, the run sheet). The desk
// (manage_bookings) sees everything; a stylist (view_bookings alone) sees what the chair needs and
// none of the customer's contact: no email, phone, parent or the customer's own message, which is
// free text and often holds a phone number. The calendar feed is stricter still (lib/calendar/feed-render.ts).
import type { CustomerView } from "@/lib/auth/dto";
import { seesCustomerContact } from "@/lib/auth/permissions";
import type { BookingWithBounce } from "./dto";

/** The customer's contact as staff may read it; every field is the desk's only. */
export interface CustomerContact {
  email: string;
  phoneNumber: string;
  parentFirstName: string;
  parentLastName: string;
  message: string;
}

/** Fields of a booking read only the desk sees (the contact, and the bounced address or failed number). */
export const DESK_ONLY_BOOKING_FIELDS = ["email", "phoneNumber", "parentFirstName", "parentLastName", "message", "emailBounce", "textFailure"] as const;
export type DeskOnlyBookingField = (typeof DESK_ONLY_BOOKING_FIELDS)[number];

export { seesCustomerContact };

const CONTACT_FIELDS = ["email", "phoneNumber", "parentFirstName", "parentLastName", "message"] as const satisfies readonly (keyof CustomerContact)[];

/** The contact fields of `source` that `view` may read: all of them for the desk, none for a stylist. */
export function customerContactFor(view: CustomerView, source: Partial<CustomerContact>): Partial<CustomerContact> {
  if (!seesCustomerContact(view)) return {};
  const contact: Partial<CustomerContact> = {};
  for (const field of CONTACT_FIELDS) if (source[field] !== undefined) contact[field] = source[field];
  return contact;
}

/** A booking as a staff member reads it: the desk gets every field; a stylist's read lacks the desk-only ones. */
export type StaffBookingDto = Omit<BookingWithBounce, DeskOnlyBookingField> & Partial<Pick<BookingWithBounce, DeskOnlyBookingField>>;

export function projectBookingFor(view: "desk", booking: BookingWithBounce): BookingWithBounce;
export function projectBookingFor(view: CustomerView, booking: BookingWithBounce): StaffBookingDto;
export function projectBookingFor(view: CustomerView, booking: BookingWithBounce): StaffBookingDto {
  if (seesCustomerContact(view)) return booking;
  const projected: Partial<BookingWithBounce> = { ...booking };
  for (const field of DESK_ONLY_BOOKING_FIELDS) delete projected[field];
  return projected as StaffBookingDto;
}
