// Back from the payment page in a browser that did not start it (or after its private link was
// revoked): a neutral answer that reveals nothing about any booking.
import type { Metadata } from "next";

export const metadata: Metadata = { title: "Payment", robots: { index: false, follow: false, nocache: true }, referrer: "no-referrer" };

export default async function PaymentReturnedPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { deposit } = await searchParams;
  const cancelled = deposit === "cancelled";
  return (
    <div className="mx-auto max-w-2xl px-5 py-14">
      <h1 className="font-serif text-title font-semibold">{cancelled ? "Payment not made" : "Thank you"}</h1>
      <p className="mt-4 text-lead text-muted">
        {cancelled
          ? "Nothing was charged. You can pay the deposit any time from your booking page (the link in your confirmation email)."
          : "If your payment went through, the studio records it in a moment and emails you a receipt. Your booking page (the link in your confirmation email) shows what is paid."}
      </p>
    </div>
  );
}
