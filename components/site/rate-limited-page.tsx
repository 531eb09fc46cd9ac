// A private page's per-address limit (the booking link's): null when the address may read it, else the page
// that says to wait. The private booking page and "Your bookings" share it.
import { headers } from "next/headers";
import { TooManyRequestsError } from "@/lib/errors";
import { clientIp } from "@/lib/http/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit";

export async function rateLimitedPage(): Promise<React.ReactElement | null> {
  try {
    await enforceRateLimit("booking-link", clientIp(await headers()));
    return null;
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
    return (
      <div className="mx-auto max-w-2xl px-5 py-14">
        <h1 className="font-serif text-title font-semibold">Too many requests</h1>
        <p className="mt-4 text-lead text-muted">Please wait a minute and reload this page.</p>
      </div>
    );
  }
}
