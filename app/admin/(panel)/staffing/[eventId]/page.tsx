import { notFound } from "next/navigation";
import { StaffingScreen } from "@/components/admin/staffing/staffing-screen";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { availabilityViewer, getStaffing } from "@/lib/availability";
import type { StaffingDto } from "@/lib/availability/dto";
import { NotFoundError } from "@/lib/errors";

export const metadata = adminMetadata("/admin/staffing/:eventId");

// Who works each day of a competition and when (manage_bookings edits; a stylist sees her own days).
export default async function StaffingPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const { user } = await requireAdminPage(`/admin/staffing/${eventId}`);
  let staffing: StaffingDto;
  try {
    staffing = await getStaffing(eventId, availabilityViewer(user));
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
  return <StaffingScreen initial={staffing} />;
}
