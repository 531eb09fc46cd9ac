import { studio } from "@/lib/env";
import { copyrightYears } from "@/lib/text/copyright";
import { telHref } from "@/lib/text/phone";

export function SiteFooter({ instagram, facebook }: { instagram?: string; facebook?: string }) {
  return (
    <footer className="mt-section border-t border-line bg-sand">
      <div className="mx-auto grid max-w-6xl gap-6 px-5 py-10 sm:grid-cols-3">
        <div>
          <p className="font-serif text-xl font-semibold">{studio.name}</p>
          <p className="mt-1 text-sm text-muted">Hair &amp; makeup for ballroom and latin competitors.</p>
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-muted">Call or text</p>
          <a href={telHref(studio.phone)} data-studio-phone className="mt-1 block text-lg text-ink hover:text-accent">
            {studio.phone}
          </a>
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-muted">Follow</p>
          <ul className="mt-1 flex gap-4">
            {instagram ? (
              <li>
                <a href={instagram} rel="noopener noreferrer" target="_blank" className="text-ink underline hover:text-accent">
                  Instagram
                </a>
              </li>
            ) : null}
            {facebook ? (
              <li>
                <a href={facebook} rel="noopener noreferrer" target="_blank" className="text-ink underline hover:text-accent">
                  Facebook
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      <p className="pb-6 text-center text-xs text-muted">
        © {copyrightYears()} {studio.name}
      </p>
    </footer>
  );
}
