// The local stand-in for Stripe Checkout (`npm run dev` without Stripe keys; 404 in production):
// "Pay $X (test)" posts to /api/payments/local-checkout, which sends the same signed event to the
// real webhook handler and returns to the private page as Stripe would.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DomainError } from "@/lib/errors";
import { formatMoney } from "@/lib/payments/deposit";
import { apiUrl } from "@/lib/http/contract";
import { decodeLocalCheckout, type LocalCheckout } from "@/lib/payments/local-checkout";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Test payment", robots: { index: false, follow: false, nocache: true }, referrer: "no-referrer" };

export default async function LocalCheckoutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { session } = await searchParams;
  let checkout: LocalCheckout;
  try {
    if (typeof session !== "string") notFound();
    checkout = decodeLocalCheckout(session);
  } catch (error) {
    if (error instanceof DomainError) notFound();
    throw error;
  }
  const amount = formatMoney(checkout.amountCents, checkout.currency);
  return (
    <div className="mx-auto max-w-xl space-y-6 px-5 py-10 sm:py-14">
      <header>
        <p className="text-sm uppercase tracking-[0.3em] text-muted">Local test payment</p>
        <h1 className="mt-3 font-serif text-title font-semibold">Pay {amount}</h1>
      </header>
      <section aria-labelledby="checkout-heading" className="rounded-card border border-line bg-white p-6">
        <h2 id="checkout-heading" className="font-serif text-xl font-semibold">
          {checkout.description}
        </h2>
        <p className="mt-2 text-muted">
          This page stands in for Stripe Checkout while the site runs without Stripe keys. No card is charged; paying here sends the same signed event Stripe would.
        </p>
        <form method="post" action={apiUrl("POST /api/payments/local-checkout")} className="mt-5 flex flex-wrap items-center gap-4">
          <input type="hidden" name="session" value={session as string} />
          <button type="submit" className="rounded-full bg-accent px-6 py-2.5 font-medium text-white hover:bg-accent-dark">
            Pay {amount} (test)
          </button>
          <a href={checkout.cancelUrl} className="font-medium text-accent underline underline-offset-2">
            Cancel and go back
          </a>
        </form>
      </section>
    </div>
  );
}
