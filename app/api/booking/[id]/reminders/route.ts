import { apiRoute } from "@/lib/http/api-route";
import { getBooking, listBookingReminders } from "@/lib/bookings";

// Edit Booking's reminder list: the booking's planned, sent and unsent customer reminders.
export const GET = apiRoute("GET /api/booking/:id/reminders", { access: ["manage_bookings"] }, async ({ params }) => {
  const booking = await getBooking(params.id);
  return { reminders: await listBookingReminders(booking._id) };
});
