import { EditBooking } from "@/components/admin/bookings/edit-booking";
import { adminMetadata } from "@/lib/auth/admin-metadata";
import { requireAdminPage } from "@/lib/auth/current";

export const metadata = adminMetadata("/admin/calendar_bookings/edit/:id");

export default async function EditBookingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireAdminPage(`/admin/calendar_bookings/edit/${id}`);
  return <EditBooking bookingId={id} />;
}
