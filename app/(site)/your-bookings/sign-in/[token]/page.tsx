// A family's sign-in link (the token is a credential, stored hashed). Opening it spends nothing: the button
// does (POST), so a mail scanner that follows links cannot use up her single-use link.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { buttonClass } from "@/components/ui/button";
import { FAMILY_SESSION_HOURS, familySignInUsable } from "@/lib/auth";
import { TooManyRequestsError } from "@/lib/errors";
import { clientIp } from "@/lib/http/client-ip";
import { apiUrl } from "@/lib/http/contract";
import { enforceRateLimit } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Sign in to your bookings",
  robots: { index: false, follow: false, nocache: true },
  referrer: "no-referrer",
};

export default async function FamilySignInPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let usable = false;
  try {
    await enforceRateLimit("booking-link", clientIp(await headers()));
    usable = await familySignInUsable(token);
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
  }
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-5 py-10 sm:py-14">
      <h1 className="font-serif text-title font-semibold">Your bookings</h1>
      {usable ? (
        <form method="post" action={apiUrl("POST /api/family/sign-in")} className="rounded-card border border-line bg-white p-6">
          <p>Open every booking under your address on this device. You stay signed in here for {FAMILY_SESSION_HOURS} hours, or until you sign out.</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={buttonClass({ size: "lg", className: "mt-4" })}>
            Show my bookings
          </button>
        </form>
      ) : (
        <div className="rounded-card border border-line bg-white p-6" role="alert">
          <p>This sign-in link has expired or has already been used.</p>
          <a href="/your-bookings" className={buttonClass({ variant: "link", className: "mt-3 inline-block" })}>
            Ask for a new link
          </a>
        </div>
      )}
    </div>
  );
}
