"use client";
// The booking form as the public page serves it: the server renders the whole form into the page's
// HTML, and its code (the form, its state and sections) is a chunk of its own that the browser loads
// only once the visitor starts on the page (components/ui/when-visitor-starts.ts), or at once when an
// arrival link (?event, ?service, ?again) pre-fills it. Until then the page's hydration waits and React
// leaves the server's HTML as it is (what needs no script works: links, the <details> menu, native
// controls; what is typed meanwhile is carried over by useEnteredBeforeHydration).
//
// No <Suspense> around it, and on the server the form is required synchronously: React streams a large
// Suspense boundary apart from the page (hidden until a script reveals it, which costs readers without
// JavaScript the form and moved the page: CLS 0.3), and an asynchronous import would do the same. Next
// compiles `typeof window` to a constant on each side, so that branch and its require() are not in the
// browser's code.
import { lazy, type ComponentType } from "react";
import { whenVisitorStarts } from "@/components/ui/when-visitor-starts";
import type { BookingFormProps } from "./booking-form";

const BookingFormCode: ComponentType<BookingFormProps> =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's synchronous copy (above)
      (require("./booking-form") as typeof import("./booking-form")).BookingForm
    : lazy(async () => {
        await whenVisitorStarts(() => window.location.search.length > 1);
        const { BookingForm } = await import("./booking-form");
        return { default: BookingForm };
      });

export function DeferredBookingForm(props: BookingFormProps) {
  return <BookingFormCode {...props} />;
}
