// A waiting-list offer (its link is a credential, like a booking's private link): server-rendered per
// request, never cached or indexed. A bad link renders the 404.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { format } from "date-fns";
import { AcceptOffer } from "@/components/site/waitlist/accept-offer";
import { studio } from "@/lib/env";
import { TooManyRequestsError } from "@/lib/errors";
import { clientIp } from "@/lib/http/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit";
import { localDay } from "@/lib/time";
import { getOffer } from "@/lib/waitlist";
import { holdEndsLabel } from "@/lib/waitlist/dto";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "A place for you",
  robots: { index: false, follow: false, nocache: true },
  referrer: "no-referrer",
};

export default async function WaitlistOfferPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  try {
    await enforceRateLimit("booking-link", clientIp(await headers()));
  } catch (error) {
    if (error instanceof TooManyRequestsError) notFound();
    throw error;
  }
  const offer = await getOffer(token).catch(() => null);
  if (!offer) notFound();
  const day = `${offer.weekday}, ${format(localDay(offer.date), "MMMM d, yyyy")}`;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="font-serif text-3xl font-semibold">{offer.status === "accepted" ? "Your request is in" : offer.status === "expired" ? "This offer has expired" : "A place has opened for you"}</h1>
      <section aria-labelledby="offer-heading" className="rounded-card border border-line bg-white p-6">
        <h2 id="offer-heading" className="font-serif text-xl font-semibold">
          {offer.eventName}
        </h2>
        <p className="mt-2">
          {day} · {offer.service}
        </p>
        {offer.status === "offered" ? (
          <>
            <p className="mt-2">
              Dear {offer.firstName}, we are holding this place for you until <strong>{holdEndsLabel(offer.offerExpiresAt!, offer.timeZone)}</strong>. Accepting sends your booking request for that day; the studio then confirms your time.
            </p>
            <AcceptOffer token={token} />
          </>
        ) : offer.status === "accepted" ? (
          <p className="mt-2" data-testid="offer-accepted">
            Thank you, {offer.firstName}. Your booking request for {offer.weekday} is with the studio; we have emailed you its private link and will confirm your time.
          </p>
        ) : (
          <p className="mt-2">The place went to the next dancer waiting. Questions? Call or text {studio.phone}.</p>
        )}
      </section>
    </div>
  );
}
