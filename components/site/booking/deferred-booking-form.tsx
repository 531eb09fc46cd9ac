"use client";
// The booking form as the public page serves it: the server renders the whole form into the page's
// HTML, and its code (the form, its state and sections) is a chunk of its own that the browser loads
// only once the visitor starts on the page (components/ui/when-visitor-starts.ts), or at once when an
// arrival link (?event, ?service, ?again) pre-fills it. Until then React leaves the server's HTML in
// place (a Suspense boundary waiting for its code stays as the server rendered it).
import { lazy, Suspense } from "react";
import { whenVisitorStarts } from "@/components/ui/when-visitor-starts";
import type { BookingFormProps } from "./booking-form";

const BookingFormCode = lazy(async () => {
  if (typeof window !== "undefined") await whenVisitorStarts(() => window.location.search.length > 1);
  const { BookingForm } = await import("./booking-form");
  return { default: BookingForm };
});

export function DeferredBookingForm(props: BookingFormProps) {
  return (
    <Suspense fallback={null}>
      <BookingFormCode {...props} />
    </Suspense>
  );
}
