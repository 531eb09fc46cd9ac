import { EditBooking, type EditBookingLoadError } from "@/components/admin/bookings/edit-booking";
import { adminMetadata, requireAdminPage } from "@/lib/auth";
import { getBookingForDesk, loadHeatPlanContext } from "@/lib/bookings";
import type { BookingWithBounce } from "@/lib/bookings/dto";
import { NotFoundError } from "@/lib/errors";
import { serviceMinutesByTitle } from "@/lib/bookings/schema";
import { listServices } from "@/lib/services";
import { listAssignableStaff } from "@/lib/users";
import { returningDancer } from "@/lib/clients";

export const metadata = adminMetadata("/admin/calendar_bookings/edit/:id");

export default async function EditBookingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { user } = await requireAdminPage(`/admin/calendar_bookings/edit/${id}`);
  // Loaded here, not in the browser: the form copies the booking into its own state, so it must
  // start from what is stored now (a client cache would hand it the booking as it was last seen).
  let booking: BookingWithBounce;
  try {
    booking = await getBookingForDesk(user, id);
  } catch (error) {
    if (!(error instanceof NotFoundError)) console.error("Failed to fetch single booking", error);
    const loadError: EditBookingLoadError = error instanceof NotFoundError ? "This booking does not exist or was deleted." : "Failed to fetch single booking";
    return <EditBooking loadError={loadError} />;
  }
  const [staff, services, heatPlan, returning] = await Promise.all([
    listAssignableStaff(),
    listServices().catch(() => []),
    loadHeatPlanContext(booking),
    returningDancer(booking._id).catch(() => null),
  ]);
  return <EditBooking booking={booking} staff={staff} minutesByTitle={serviceMinutesByTitle(services)} serviceTitles={services.map((s) => s.title)} heatPlan={heatPlan} returning={returning} />;
}
