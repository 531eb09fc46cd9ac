"use client";
// The contact form as the public page serves it: server-rendered HTML, its code loaded once the
// visitor starts on the page (components/ui/when-visitor-starts.ts; the booking form does the same).
import { lazy, Suspense } from "react";
import { whenVisitorStarts } from "@/components/ui/when-visitor-starts";

const ContactFormCode = lazy(async () => {
  if (typeof window !== "undefined") await whenVisitorStarts();
  const { ContactForm } = await import("./contact-form");
  return { default: ContactForm };
});

export function DeferredContactForm() {
  return (
    <Suspense fallback={null}>
      <ContactFormCode />
    </Suspense>
  );
}
