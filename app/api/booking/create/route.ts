import { apiRoute } from "@/lib/http/api-route";
import { handlePublicSubmission } from "@/lib/http/public-submission";
import { bookingCatalogueSql, type CatalogueRow } from "@/lib/bookings";
import { bookingRequestSchema } from "@/lib/bookings/schema";
import { requestAppointment } from "@/lib/waitlist";

// Public: validated, captcha-checked, stored in one statement with its emails and its Idempotency-Key
// answer (a double click or a retry never creates a second booking). The catalogue is read in the
// statement that counts the address and claims the key: a booking takes three statements in all. A
// request whose days are all full goes to their waiting lists instead (202, lib/waitlist/public-request.ts).
export const POST = apiRoute("POST /api/booking/create", { body: bookingRequestSchema, maxBodyBytes: 64 * 1024 }, async ({ request, body }) =>
  handlePublicSubmission(request, { limit: "booking-create", scope: "POST /api/booking/create", body, alsoRead: bookingCatalogueSql(body) }, ({ claim }) =>
    requestAppointment(body, { catalogue: claim.read as CatalogueRow | undefined, commitWith: (answer) => claim.answerSql(answer) }),
  ),
);
