import { PageHeader } from "./page-header";

/** What a visitor sees at an address with no page. */
export function NotFoundContent() {
  return (
    <div className="mx-auto max-w-3xl px-5 pb-section text-center">
      <PageHeader eyebrow="Error 404" title="Page not found" lead="There is no page at this address. It may have moved, or the link may be mistyped." />
      <ul className="flex flex-wrap justify-center gap-4">
        <li>
          <a href="/" className="inline-block rounded-full bg-accent px-6 py-3 font-medium text-white hover:bg-accent-dark">
            Go to the home page
          </a>
        </li>
        <li>
          <a href="/bookanappointment" className="inline-block rounded-full border border-ink/70 px-6 py-3 font-medium text-ink hover:bg-ink hover:text-ivory">
            Book an Appointment
          </a>
        </li>
      </ul>
    </div>
  );
}
