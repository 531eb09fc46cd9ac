// What a staff member reads of a text: the one projection every staff read of texts goes through (a
// booking's texts, the message a send answers with). The desk (manage_bookings) reads everything; a
// stylist (view_bookings alone) reads what she needs at the chair — that a text went and how it stands —
// and none of the customer's contact, by the rule bookings follow (seesCustomerContact): no number, and not the
// dancer's own replies (free text, often holding a number or an address). Private links never reach any
// staff read: threads.ts removes them from every body before this projection.
import { seesCustomerContact } from "@/lib/auth/permissions";
import type { CustomerView } from "@/lib/auth/dto";
import type { TextMessageDto } from "./dto";

/** What a stylist reads in place of the dancer's reply. */
export const REPLY_FOR_THE_DESK = "The dancer replied. The desk reads replies in the Inbox.";

/** A text as a staff member reads it: the desk gets every field; a stylist's read has no number. */
export type StaffTextMessageDto = Omit<TextMessageDto, "phone"> & Partial<Pick<TextMessageDto, "phone">>;

const PHONE_LIKE = /\+?\d[\d\s().-]{6,}\d/g;

export function projectTextFor(view: "desk", message: TextMessageDto): TextMessageDto;
export function projectTextFor(view: CustomerView, message: TextMessageDto): StaffTextMessageDto;
export function projectTextFor(view: CustomerView, message: TextMessageDto): StaffTextMessageDto {
  if (seesCustomerContact(view)) return message;
  const { phone: _phone, ...rest } = message;
  return {
    ...rest,
    body: message.direction === "inbound" ? REPLY_FOR_THE_DESK : message.body,
    // A provider's error can quote the number ("The 'To' number +1312… is not valid").
    lastError: message.lastError ? message.lastError.replace(PHONE_LIKE, "[number]") : null,
  };
}
