import { apiRoute } from "@/lib/http/api-route";
import { handlePublicSubmission } from "@/lib/http/public-submission";
import { bookingCatalogueSql, type CatalogueRow } from "@/lib/bookings";
import type { BookingDto } from "@/lib/bookings/dto";
import { bookingRequestSchema } from "@/lib/bookings/schema";
import { requestAppointment } from "@/lib/waitlist";

type Answer = { status: 201 | 202; body: { success: true; _id: string; bookingCreateDate: string } | { success: true; waitlisted: string[]; message: string } };

/** What POST /api/booking/create answers for a stored booking (and what a repeated key gets back). */
const created = (booking: Pick<BookingDto, "_id" | "bookingCreateDate">): Answer => ({ status: 201, body: { success: true, _id: booking._id, bookingCreateDate: booking.bookingCreateDate } });

// Public: validated, captcha-checked, stored in one statement with its emails and its Idempotency-Key
// answer (a double click or a retry never creates a second booking). The catalogue is read in the
// statement that counts the address and claims the key: a booking takes three statements in all. A
// request whose days are all full joins their waiting lists instead (202, lib/waitlist/public-request.ts).
export const POST = apiRoute("POST /api/booking/create", { access: "public", body: bookingRequestSchema, maxBodyBytes: 64 * 1024 }, async ({ request, body }) =>
  handlePublicSubmission(request, { limit: "booking-create", scope: "POST /api/booking/create", body, alsoRead: bookingCatalogueSql(body) }, async ({ claim }): Promise<Answer> => {
    const outcome = await requestAppointment(body, { catalogue: claim.read as CatalogueRow | undefined, commitWith: (booking) => claim.answerSql(created(booking)) });
    return "booked" in outcome ? created(outcome.booked) : { status: 202, body: { success: true, waitlisted: outcome.waitlisted, message: outcome.message } };
  }),
);
