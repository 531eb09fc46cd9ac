// The one answer for every bad booking link (malformed, unknown, revoked or expired): the same
// page and the same 404, so nobody learns which kind of link they hold.
import type { Metadata } from "next";
import { studio } from "@/lib/env";

export const metadata: Metadata = { title: "This link has expired", robots: { index: false, follow: false } };

export default function BookingLinkNotFound() {
  const tel = `tel:${studio.phone.replace(/[^\d+]/g, "")}`;
  return (
    <div className="mx-auto max-w-2xl px-5 py-14">
      <h1 className="font-serif text-title font-semibold">This link has expired</h1>
      <p className="mt-4 text-lead text-muted">
        Booking links work until 30 days after the last day of the booking. For anything about your appointments, call or text the studio at{" "}
        <a href={tel} className="font-medium text-accent underline underline-offset-2">
          {studio.phone}
        </a>
        .
      </p>
    </div>
  );
}
