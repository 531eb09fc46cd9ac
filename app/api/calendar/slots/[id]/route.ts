import { rescheduleSlot } from "@/lib/calendar";
import { slotMoveSchema } from "@/lib/calendar/schema";
import { apiRoute } from "@/lib/http/api-route";

// My Calendar drag-and-drop and "Change time": one slot's new times, saved by Edit Booking's rules.
export const PATCH = apiRoute("PATCH /api/calendar/slots/:id", { access: ["manage_bookings"], body: slotMoveSchema }, async ({ params, body }) => ({ moved: await rescheduleSlot(params.id, body) }));
