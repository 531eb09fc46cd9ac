import { z } from "zod";

/** PATCH /api/calendar/slots/:id: the slot's new instants (ISO with an offset or Z, whole minutes). */
export const slotMoveSchema = z
  .object({
    start: z.iso.datetime({ offset: true, message: "start must be an ISO date-time" }).transform((v) => new Date(v)),
    end: z.iso.datetime({ offset: true, message: "end must be an ISO date-time" }).transform((v) => new Date(v)),
  })
  .refine((m) => m.start.getUTCSeconds() === 0 && m.end.getUTCSeconds() === 0 && m.start.getUTCMilliseconds() === 0 && m.end.getUTCMilliseconds() === 0, { message: "Times are whole minutes", path: ["start"] });

export type SlotMove = z.infer<typeof slotMoveSchema>;

/** What the endpoint answers (as `{ moved }`). */
export interface SlotMoved {
  bookingId: string;
  start: string;
  end: string;
  /** The customer had a confirmation and it no longer matches (send it again from Edit Booking). */
  confirmationOutdated: boolean;
}
