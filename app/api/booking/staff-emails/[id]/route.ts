import { apiRoute } from "@/lib/http/api-route";
import { listStaffEmails } from "@/lib/bookings";

// Edit Booking: who sent which customer email by hand (resent receipts, fresh links).
export const GET = apiRoute("GET /api/booking/staff-emails/:id", { access: ["manage_bookings"] }, async ({ params }) => ({ emails: await listStaffEmails(params.id) }));
