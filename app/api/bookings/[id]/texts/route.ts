import { STAFF_READ } from "@/lib/auth/dto";
import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { bookingTextsFor, sendStaffText, textReadyForYou, textRunningLate } from "@/lib/notify";
import { bookingTextSchema } from "@/lib/notify/schema";

// Day-of texts to the dancer, one tap each ("ready for you", "running N minutes late") or a free text:
// the desk on any booking, a stylist on a booking she has a slot on (checked in lib/notify). 201 with the
// text; 409 when the number opted out, has no consent or reached the day's limit.
export const POST = apiRoute("POST /api/bookings/:id/texts", { access: STAFF_READ, body: bookingTextSchema }, async ({ params, body, principal }) => {
  const staff = principal!.user;
  const message =
    body.template === "ready"
      ? await textReadyForYou(params.id, staff)
      : body.template === "late"
        ? await textRunningLate(params.id, body.minutes, staff)
        : await sendStaffText({ bookingId: params.id, body: body.body, staff });
  return jsonResponse({ message }, { status: 201, headers: { "Cache-Control": "no-store" } });
});

// The booking's texts both directions (Edit Booking, My Calendar) and whether the dancer can be texted now.
// Texts (lib/notify): day-of texts to the dancer from the desk, or from a stylist on a booking she has a
// slot on (checked in the data layer); the booking's texts are read by the same staff; Twilio's inbound
// texts and status callbacks (signature checked).
export const GET = apiRoute("GET /api/bookings/:id/texts", { access: STAFF_READ }, async ({ params, principal }) => bookingTextsFor(params.id, principal!.user));
