import { EditBooking, type EditBookingLoadError } from "@/components/admin/bookings/edit-booking";
import { ApiPrefetch } from "@/components/admin/api-prefetch";
import { staffScheduleDates, staffScheduleKey } from "@/components/admin/bookings/staff-schedule-key";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { getBookingForDesk, listBookingReminders, listStaffEmails, loadHeatPlanContext, staffDaySchedule } from "@/lib/bookings";
import { expandBookingSlots, listedServices, type BookingWithBounce } from "@/lib/bookings/dto";
import { NotFoundError } from "@/lib/errors";
import { serviceMinutesByTitle } from "@/lib/bookings/schema";
import { prefetchReads } from "@/lib/http/prefetch";
import { bookingPayments } from "@/lib/payments";
import { listServices } from "@/lib/services";
import { listAssignableStaff } from "@/lib/users";
import { returningDancer } from "@/lib/clients";
import { bookingTextsFor } from "@/lib/notify";
import { changeRequestsOfBooking } from "@/lib/change-requests";

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
  const bookingId = booking._id;
  const servicesLoad = listServices().catch(() => []);
  // The panels' reads come with the page (the screen shows them at once, not "Loading…"): the
  // payments, reminders, emails sent by hand, the texts and the staff's day on every date the form starts with.
  const readsLoad = servicesLoad.then((services) => {
    const timeZone = booking.competition.timeZone;
    const dates = [...booking.dayDetails.map((d) => d.date), ...expandBookingSlots(booking.dayDetails, listedServices(services.map((s) => s.title))).map((s) => s.startDate)];
    const scheduleKey = staffScheduleKey(dates, timeZone);
    return prefetchReads(user, [
      { key: "GET /api/booking/:id/payments", request: { params: { id: bookingId } }, load: () => bookingPayments(bookingId) },
      { key: "GET /api/booking/:id/reminders", request: { params: { id: bookingId } }, load: async () => ({ reminders: await listBookingReminders(bookingId) }) },
      { key: "GET /api/booking/staff-emails/:id", request: { params: { id: bookingId } }, load: async () => ({ emails: await listStaffEmails(bookingId) }) },
      { key: "GET /api/bookings/:id/texts", request: { params: { id: bookingId } }, load: () => bookingTextsFor(bookingId, user) },
      ...(scheduleKey ? [{ key: "GET /api/booking/staff-schedule" as const, url: scheduleKey, load: () => Promise.all(staffScheduleDates(dates).map((date) => staffDaySchedule(date, timeZone))) }] : []),
    ]);
  });
  const [staff, services, heatPlan, returning, reads, changeRequests] = await Promise.all([
    listAssignableStaff(),
    servicesLoad,
    loadHeatPlanContext(booking),
    returningDancer(booking._id).catch(() => null),
    readsLoad,
    changeRequestsOfBooking(bookingId),
  ]);
  return (
    <ApiPrefetch reads={reads}>
      <EditBooking booking={booking} staff={staff} minutesByTitle={serviceMinutesByTitle(services)} serviceTitles={services.map((s) => s.title)} heatPlan={heatPlan} returning={returning} changeRequests={changeRequests} />
    </ApiPrefetch>
  );
}
