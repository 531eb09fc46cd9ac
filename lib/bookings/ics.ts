// The calendar invite sent with the confirmation: one VEVENT per slot, a stable UID per slot
// (a re-send updates rather than duplicates) and SEQUENCE bumped when a slot changes. Times in UTC.
import { createEvents, type EventAttributes } from "ics";
import { studio } from "@/lib/env";

export interface IcsSlot {
  scheduleId: string;
  sequence: number;
  title: string;
  start: Date;
  end: Date;
  staffFirstName: string;
  location: string;
}

const utcParts = (d: Date): [number, number, number, number, number] => [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];

export function buildBookingIcs(slots: IcsSlot[]): string {
  const host = new URL(studio.siteUrl).hostname || "studio.local";
  const events: EventAttributes[] = slots.map((slot) => ({
    uid: `${slot.scheduleId}@${host}`,
    sequence: slot.sequence,
    title: `${slot.title} — ${studio.name}`,
    description: `${slot.title} with ${slot.staffFirstName}. Questions: ${studio.phone}`,
    location: slot.location,
    start: utcParts(slot.start),
    startInputType: "utc",
    startOutputType: "utc",
    end: utcParts(slot.end),
    endInputType: "utc",
    endOutputType: "utc",
    status: "CONFIRMED",
    method: "PUBLISH",
    productId: "velvet-and-pins/booking",
  }));
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error("Could not build the calendar invitation");
  return value;
}
