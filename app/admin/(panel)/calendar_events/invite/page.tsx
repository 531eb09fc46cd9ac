import { notFound } from "next/navigation";
import { InviteClients } from "@/components/admin/invitations/invite-clients";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { NotFoundError } from "@/lib/errors";
import { invitationTarget } from "@/lib/invitations";

export const metadata = adminMetadata("/admin/calendar_events/invite");

// Manage Events → "Invite clients" on a published competition: choose the audience, preview, send, follow.
export default async function InviteClientsPage({ searchParams }: { searchParams: Promise<{ event?: string }> }) {
  await requireAdminPage("/admin/calendar_events/invite");
  const params = await searchParams;
  const target = await invitationTarget(params.event ?? "").catch((error) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  return <InviteClients event={target} />;
}
