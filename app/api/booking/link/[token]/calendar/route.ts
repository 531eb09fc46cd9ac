import { apiRoute } from "@/lib/http/api-route";
import { clientIp } from "@/lib/http/client-ip";
import { requireBookingByLink, buildBookingIcs, icsSlotsOf, readCustomerMoney } from "@/lib/bookings";
import { bookingStatus, slotsDifferFromConfirmation } from "@/lib/bookings/dto";
import { ConflictError } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/rate-limit";

// "Add to calendar" on the customer's page: every slot, with the confirmation invite's UIDs and SEQUENCEs.
// The customer's private link is the credential (token in the path; lib/auth/booking-links.ts).
export const GET = apiRoute("GET /api/booking/link/:token/calendar", { access: "public" }, async ({ request, params }) => {
  await enforceRateLimit("booking-link", clientIp(request.headers));
  const row = await requireBookingByLink(params.token);
  const slots = icsSlotsOf(row);
  if (bookingStatus(row) !== "confirmed" || slots.length === 0) throw new ConflictError("The studio has not confirmed the times yet.");
  // Changed times are not confirmed until the studio sends them (the page says so too).
  if (slotsDifferFromConfirmation(row.confirmedSlots, row.days.flatMap((d) => d.schedules))) throw new ConflictError("Your times changed. The studio will confirm the new times.");
  return new Response(buildBookingIcs(slots, "PUBLISH", await readCustomerMoney(row.id)), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8; method=PUBLISH",
      "Content-Disposition": 'attachment; filename="appointments.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
});
