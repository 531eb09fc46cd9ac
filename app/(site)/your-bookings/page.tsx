// "Your bookings": a family's one page. Signed out, she asks for a sign-in link (email, or text where she
// agreed to texts); signed in (the session cookie a link started), every booking under her address across
// competitions. Per request, never cached or indexed (proxy.ts sets no-store and noindex too).
import { rateLimitedPage } from "@/components/site/rate-limited-page";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { FamilyBookings } from "@/components/site/family/family-bookings";
import { BALANCE_NOTICES } from "@/components/site/booking/pay-balance-form";
import { Field } from "@/components/ui/field";
import { buttonClass } from "@/components/ui/button";
import { FAMILY_COOKIE, familySessionContact, FAMILY_LINK_VALID_MINUTES } from "@/lib/auth";
import { ESTIMATE_NOTE, FAMILY_CONTACT_INVALID, FAMILY_SIGN_IN_REQUESTED, familyMarketingChoices, listFamilyBookings, TOO_MANY_FAMILY_REQUESTS } from "@/lib/bookings";
import { MarketingConsentPanel } from "@/components/site/booking/marketing-consent-panel";
import { apiUrl } from "@/lib/http/contract";
import { changeFormOptions } from "@/lib/change-requests";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Your bookings",
  robots: { index: false, follow: false, nocache: true },
  referrer: "no-referrer",
};

const NOTICES: Record<string, { text: string; role: "status" | "alert" }> = {
  sent: { text: FAMILY_SIGN_IN_REQUESTED, role: "status" },
  limited: { text: TOO_MANY_FAMILY_REQUESTS, role: "alert" },
  invalid: { text: FAMILY_CONTACT_INVALID, role: "alert" },
  expired: { text: "That sign-in link has expired or has already been used. Ask for a new one below.", role: "alert" },
};


function SignInForm({ notice }: { notice: string | null }) {
  const shown = notice ? NOTICES[notice] : null;
  return (
    <section aria-labelledby="sign-in-heading" className="rounded-card border border-line bg-white p-6">
      <h2 id="sign-in-heading" className="font-serif text-2xl font-semibold">
        Get a sign-in link
      </h2>
      <p className="mt-2">
        Enter the email address or mobile number you book with. We send a link that opens every booking of every dancer under it — no account or password. The link works once, for {FAMILY_LINK_VALID_MINUTES} minutes; by text only if you agreed to texts.
      </p>
      {shown ? (
        <p role={shown.role} className={`mt-4 rounded px-4 py-3 ${shown.role === "alert" ? "bg-red-50 text-danger" : "bg-green-50 text-success"}`} data-testid="family-notice">
          {shown.text}
        </p>
      ) : null}
      <form method="post" action={apiUrl("POST /api/family/sign-in-link")} className="mt-4 space-y-4">
        <Field id="family-contact" name="contact" label="Email or mobile number" autoComplete="email" required maxLength={254} large />
        <button type="submit" className={buttonClass({ size: "lg" })}>
          Send me a sign-in link
        </button>
      </form>
    </section>
  );
}

export default async function YourBookingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const limited = await rateLimitedPage();
  if (limited) return limited;
  const contact = await familySessionContact((await cookies()).get(FAMILY_COOKIE)?.value);
  const notice = (["sent", "limited", "invalid", "expired"] as const).find((key) => query[key] === "1") ?? null;

  if (!contact) {
    return (
      <div className="mx-auto max-w-3xl space-y-8 px-5 py-10 sm:py-14">
        <header>
          <h1 className="font-serif text-title font-semibold">Your bookings</h1>
          <p className="mt-2 text-lead text-muted">Every dancer and every competition, in one page.</p>
        </header>
        <SignInForm notice={notice} />
      </div>
    );
  }

  const bookings = await listFamilyBookings(contact);
  const marketing = await familyMarketingChoices(contact);
  const changeForms = Object.fromEntries(await Promise.all(bookings.filter((b) => b.upcoming && b.status !== "cancelled").map(async (b) => [b.id, await changeFormOptions(b.id)] as const)));
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-5 py-10 sm:py-14">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-title font-semibold">Your bookings</h1>
          <p className="mt-2 text-muted" data-testid="family-signed-in-as">
            Under {contact.value}
          </p>
        </div>
        <form method="post" action={apiUrl("POST /api/family/sign-out")}>
          <button type="submit" className={buttonClass({ variant: "secondary" })}>
            Sign out
          </button>
        </form>
      </header>
      {typeof query.balance === "string" && query.balance in BALANCE_NOTICES ? (
        <p role="alert" className="rounded bg-red-50 px-4 py-3 text-danger">
          {BALANCE_NOTICES[query.balance as keyof typeof BALANCE_NOTICES]}
        </p>
      ) : null}
      {bookings.length ? <FamilyBookings bookings={bookings} estimateNote={ESTIMATE_NOTE} changeForms={changeForms} /> : <p>No bookings under this address.</p>}
      {marketing.map((m) => (
        <MarketingConsentPanel key={m.bookingId} target={{ bookingId: m.bookingId, dancer: m.dancer }} initial={m.marketing} />
      ))}
    </div>
  );
}
