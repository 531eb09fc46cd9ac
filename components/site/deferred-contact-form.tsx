"use client";
// The contact form as the public page serves it: server-rendered HTML, its code loaded once the
// visitor starts on the page (components/ui/when-visitor-starts.ts; booking/deferred-booking-form.tsx
// does the same and explains why there is no Suspense boundary and the server requires it synchronously).
import { lazy, type ComponentType } from "react";
import { whenVisitorStarts } from "@/components/ui/when-visitor-starts";

const ContactFormCode: ComponentType =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's synchronous copy
      (require("./contact-form") as typeof import("./contact-form")).ContactForm
    : lazy(async () => {
        await whenVisitorStarts();
        const { ContactForm } = await import("./contact-form");
        return { default: ContactForm };
      });

export function DeferredContactForm() {
  return <ContactFormCode />;
}
