import { ContactForm } from "@/components/site/contact-form";
import { PageHeader } from "@/components/site/page-header";
import { studio } from "@/lib/env";
import { publicPageMetadata } from "@/lib/seo/metadata";
import { telHref } from "@/lib/text/phone";

// Static (the footer's links are its only data: the layout's cached read); the form is a client
// component hydrated by React.
export const revalidate = 300;

export const metadata = publicPageMetadata({
  title: "Contact",
  description: "Questions about competition hair and makeup? Call, text or send us a message.",
  path: "/contact",
});

export default function ContactPage() {
  const tel = telHref(studio.phone);
  return (
    <div className="mx-auto max-w-6xl px-5">
      <PageHeader eyebrow="Contact" title="Get in touch" lead="Questions about a competition look, timing on the day or our services? We would love to hear from you." />

      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <aside aria-labelledby="call-heading" className="rounded-card bg-sand p-8 sm:p-10">
          <h2 id="call-heading" className="font-serif text-2xl font-semibold">
            Call or text
          </h2>
          <a href={tel} className="mt-3 inline-block font-serif text-3xl text-accent underline-offset-4 hover:underline">
            {studio.phone}
          </a>
          <p className="mt-4 text-muted">For last-minute inquiries, please send us a text message.</p>
          <div className="mt-8 border-t border-line pt-6">
            <h2 className="font-serif text-xl font-semibold">Booking for a competition?</h2>
            <p className="mt-2 text-muted">
              Request your appointment online; final confirmation arrives within 24 to 48 hours.
            </p>
            <a
              href="/bookanappointment"
              className="mt-4 inline-block rounded-full border border-accent px-5 py-2 text-sm font-medium text-accent hover:bg-accent hover:text-white"
            >
              Book an Appointment
            </a>
          </div>
        </aside>

        <section aria-labelledby="contact-form-heading" className="rounded-card border border-line bg-white p-6 shadow-sm sm:p-10">
          <h2 id="contact-form-heading" className="font-serif text-title font-semibold">
            Send us a message
          </h2>
          <p className="mt-2 text-sm text-muted">
            Fields marked <span aria-hidden="true">*</span>
            <span className="sr-only">with an asterisk</span> are required.
          </p>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
