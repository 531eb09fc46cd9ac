"use client";
// A public page failed to render: say so, offer a retry and the studio phone (visitors
// can always reach the studio).
import { useEffect, useSyncExternalStore } from "react";
import { PageHeader } from "@/components/site/page-header";
import { telHref } from "@/lib/text/phone";

// The phone number is the footer's (the layout, a server component, stays around this boundary):
// read from the page rather than passed through a client context provider in the public layout.
const noSubscription = () => () => undefined;
const footerPhone = () => document.querySelector("[data-studio-phone]")?.textContent?.trim() ?? "";

export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const phone = useSyncExternalStore(noSubscription, footerPhone, () => "");
  useEffect(() => console.error(error), [error]);
  return (
    <div className="mx-auto max-w-3xl px-5 pb-section text-center">
      <PageHeader eyebrow="Sorry" title="Something went wrong" lead="This page could not be shown right now. Please try again in a moment.">
        {phone ? (
          <p className="mt-2 text-muted">
            To book or ask a question, call or text us at{" "}
            <a className="font-semibold text-accent underline" href={telHref(phone)}>
              {phone}
            </a>
            .
          </p>
        ) : null}
      </PageHeader>
      <button type="button" onClick={reset} className="rounded-full bg-accent px-6 py-3 font-medium text-white hover:bg-accent-dark">
        Try again
      </button>
    </div>
  );
}
