// POST /api/bookings — a booking staff enter at the desk: the public request's fields and messages
// (bookingFieldsSchema + the same cross-field rules), no captcha, how it came in, which emails the
// customer gets now, and optionally each day's slots as Edit Booking sends them.
import { z } from "zod";
import { scheduleInputSchema } from "./admin-schema";
import { DESK_CHANNELS } from "./constants";
import { bookingFieldsSchema, dayDetailRequestSchema, withCrossFieldRules } from "./schema";

export const deskNotifySchema = z.object(
  {
    receipt: z.boolean({ message: "Say whether the customer gets the receipt now." }),
    confirmation: z.boolean({ message: "Say whether the customer gets the confirmation now." }),
  },
  { message: "Say which emails the customer gets now." },
);

export const deskBookingSchema = withCrossFieldRules(
  bookingFieldsSchema.extend({
    dayDetails: z
      .array(dayDetailRequestSchema.extend({ schedules: z.array(scheduleInputSchema).max(20).default([]) }))
      .max(31)
      .default([]),
    channel: z.enum(DESK_CHANNELS, { message: "Please say how the booking came in (phone, text or walk-up)." }),
    notify: deskNotifySchema,
  }),
);

export type DeskBookingInput = z.input<typeof deskBookingSchema>;
export type DeskBooking = z.infer<typeof deskBookingSchema>;

/** The confirmation names every slot's stylist and times: asked for without them, nothing is stored. */
export const CONFIRMATION_NEEDS_SLOTS = "To send the confirmation now, give every slot a stylist and times (or send it later from Edit Booking).";
