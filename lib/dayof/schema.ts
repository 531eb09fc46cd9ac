// What the day-of endpoints accept: a status change (from a tap or a phone's queue) and a day.
import { z } from "zod";
import { DATE_RE } from "@/lib/time/days";
import { SLOT_DAY_STATUSES } from "./dto";

const dateOnly = z.string().regex(DATE_RE, "Use YYYY-MM-DD");

export const slotStatusChangeSchema = z.object({
  status: z.enum(SLOT_DAY_STATUSES, { message: "Choose expected, checked_in, in_chair, done or no_show" }),
  /** The version the phone last saw: a newer one answers 409 with the current slot. */
  since: z.number().int().min(0).optional(),
  /** A change sent later from a phone's offline queue says so (kept in the slot's history). */
  source: z.enum(["online", "queued"]).optional(),
  /** The tag of the session the phone queued it in (lib/auth/tokens queueSessionTagFor): another session's is refused. */
  madeInSession: z.string().max(100).optional(),
});
export type SlotStatusChangeInput = z.infer<typeof slotStatusChangeSchema>;

export const liveDayQuerySchema = z.object({ date: dateOnly });

export const runningLateSchema = z.object({
  date: dateOnly,
  staffId: z.string().min(1, "Choose a stylist").max(64),
  minutes: z.number().int().min(1, "At least 1 minute").max(240, "At most 240 minutes"),
  preview: z.boolean(),
  /** Only these of her remaining appointments move (staff picked them); default every one. */
  scheduleIds: z.array(z.string().min(1).max(64)).min(1, "Choose at least one appointment").max(200).optional(),
  /** Her hours that day end later by what the move needs (the desk agreed she stays longer). */
  extendHours: z.boolean().default(false),
});
export type RunningLateInput = z.infer<typeof runningLateSchema>;
