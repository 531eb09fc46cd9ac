import { BookingsTable } from "@/components/admin/bookings/bookings-table";
import { adminMetadata } from "@/lib/auth/admin-metadata";
import { requireAdminPage } from "@/lib/auth/current";

export const metadata = adminMetadata("/admin/calendar_bookings");

export default async function ManageBookingsPage() {
  await requireAdminPage("/admin/calendar_bookings");
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <h1 className="font-serif text-title font-semibold">Manage Bookings</h1>
      <BookingsTable kind="unassigned" title="Unassigned Bookings" />
      <BookingsTable kind="assigned" title="Assigned Bookings" />
      <BookingsTable kind="cancelled" title="Cancelled Bookings" initiallyOpen={false} />
    </div>
  );
}
