// The calendar file of a booking: one VEVENT per slot with a stable UID per slot (the confirmation,
// the customer page's download and the cancellation all use it, so calendars update instead of
// duplicating), SEQUENCE bumped when a slot changes, METHOD:CANCEL when the booking is cancelled. Times in UTC.
import { createEvents, type EventAttributes } from "ics";
import { studio } from "@/lib/env";
import type { BookingRow } from "./dto";
import { customerMoneySentence, slotServicesLabel, type CustomerMoney } from "./customer-lines";

export interface IcsSlot {
  scheduleId: string;
  sequence: number;
  title: string;
  start: Date;
  end: Date;
  staffFirstName: string;
  location: string;
}

export type IcsMethod = "PUBLISH" | "CANCEL";

const utcParts = (d: Date): [number, number, number, number, number] => [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];

export const slotUid = (scheduleId: string) => `${scheduleId}@${new URL(studio.siteUrl).hostname || "studio.local"}`;

/** Every timed slot of a booking, in the shape the calendar file needs; a day's additional services go with its first slot. */
export function icsSlotsOf(row: BookingRow): IcsSlot[] {
  const location = [row.event.locationName, row.event.address, row.event.city, row.event.state].filter(Boolean).join(", ");
  return row.days
    .flatMap((d) => d.schedules.map((s, position) => ({ s, title: slotServicesLabel(s.serviceTitle, d.additionalServiceTitles, position === 0) })))
    .filter(({ s }) => s.startAt && s.endAt)
    .map(({ s, title }) => ({ scheduleId: s.id, sequence: s.sequence, title, start: s.startAt!, end: s.endAt!, staffFirstName: s.assignedUser?.firstName ?? "", location }));
}

/** `money`: the booking's estimate and what is paid, written in each event's description. */
export function buildBookingIcs(slots: IcsSlot[], method: IcsMethod = "PUBLISH", money: CustomerMoney | null = null): string {
  const moneyNote = money ? ` Your booking: ${customerMoneySentence(money)}` : "";
  const events: EventAttributes[] = slots.map((slot) => ({
    uid: slotUid(slot.scheduleId),
    sequence: slot.sequence,
    title: `${slot.title} — ${studio.name}`,
    description: `${slot.title} with ${slot.staffFirstName}.${moneyNote} Questions: ${studio.phone}`,
    location: slot.location,
    start: utcParts(slot.start),
    startInputType: "utc",
    startOutputType: "utc",
    end: utcParts(slot.end),
    endInputType: "utc",
    endOutputType: "utc",
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    method,
    productId: "velvet-and-pins/booking",
  }));
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error("Could not build the calendar invitation");
  return value;
}
