// The one answer for every bad booking link (malformed, unknown, revoked or expired): the same
// page and the same 404, so nobody learns which kind of link they hold. It promises nothing about
// how long a link works: a mistyped or revoked link never worked, or no longer does.
import type { Metadata } from "next";
import { studio } from "@/lib/env";
import { telHref } from "@/lib/text/phone";

export const metadata: Metadata = { title: "This link does not work", robots: { index: false, follow: false } };

export default function BookingLinkNotFound() {
  const tel = telHref(studio.phone);
  return (
    <div className="mx-auto max-w-2xl px-5 py-14">
      <h1 className="font-serif text-title font-semibold">This link does not work</h1>
      <p className="mt-4 text-lead text-muted">
        It may be incomplete, replaced by a newer link, or no longer active. For anything about your appointments, call or text the studio at{" "}
        <a href={tel} className="font-medium text-accent underline underline-offset-2">
          {studio.phone}
        </a>
        .
      </p>
    </div>
  );
}
