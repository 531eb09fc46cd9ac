// A receipt from the family page: the family's session cookie is the credential; a receipt of another
// address's booking (or none) is the same 404.
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { ReceiptView } from "@/components/site/family/receipt-view";
import { FAMILY_COOKIE, familySessionContact } from "@/lib/auth";
import { familyReceipt } from "@/lib/bookings";
import { NotFoundError } from "@/lib/errors";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Receipt", robots: { index: false, follow: false, nocache: true }, referrer: "no-referrer" };

export default async function FamilyReceiptPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const contact = await familySessionContact((await cookies()).get(FAMILY_COOKIE)?.value);
  if (!contact) notFound();
  const receipt = await familyReceipt(contact, id).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  if (!receipt) notFound();
  return <ReceiptView receipt={receipt} back={{ href: "/your-bookings", label: "Back to your bookings" }} />;
}
