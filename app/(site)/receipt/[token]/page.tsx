// A receipt's printable page, from the link in its email or text (the token is a credential, stored hashed).
// Per request, never cached or indexed; every bad link is the same 404.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { ReceiptView } from "@/components/site/family/receipt-view";
import { TooManyRequestsError } from "@/lib/errors";
import { clientIp } from "@/lib/http/client-ip";
import { receiptByToken } from "@/lib/payments";
import { enforceRateLimit } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Receipt", robots: { index: false, follow: false, nocache: true }, referrer: "no-referrer" };

export default async function ReceiptPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  try {
    await enforceRateLimit("booking-link", clientIp(await headers()));
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
    notFound();
  }
  const receipt = await receiptByToken(token);
  if (!receipt) notFound();
  return <ReceiptView receipt={receipt} />;
}
