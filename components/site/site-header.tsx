import { studio } from "@/lib/env";
import { PUBLIC_NAV } from "./nav-links";

// A server component with plain links: the public layout ships no client component. Each link is a
// full page load of a cached page (no <Link> prefetch pulling the form routes' JavaScript onto
// content pages), so the phone menu — a <details>, which works without JavaScript — is closed on
// the page a visitor chose. An inline script closes it too when the browser's back/forward cache
// brings a page back as it was left (menu open); it sits at the end of the page (SiteShell), as a
// script here would stop the parser until the stylesheet arrives and the first paint would show only
// the header (issue 18).
export { CLOSE_MENU_ON_RESTORE } from "./close-menu-script";

export function SiteHeader() {
  return (
    <header className="border-b border-line bg-ivory/95">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-ink focus:px-4 focus:py-2 focus:text-ivory">
        Skip to content
      </a>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-6 px-5 py-5">
        <a href="/" className="font-serif text-xl font-semibold tracking-wide text-ink sm:text-2xl">
          {studio.name}
        </a>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-6 text-sm">
            {PUBLIC_NAV.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className={
                    item.href === "/bookanappointment"
                      ? "rounded-full bg-accent px-4 py-2 font-medium text-white hover:bg-accent-dark"
                      : "text-muted hover:text-ink"
                  }
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <details data-site-menu className="relative lg:hidden">
          <summary className="cursor-pointer list-none rounded-full border border-line px-4 py-2 text-sm font-medium">Menu</summary>
          <nav aria-label="Main mobile" className="absolute right-0 z-40 mt-2 w-60 rounded-card border border-line bg-ivory p-2 shadow-lg">
            <ul>
              {PUBLIC_NAV.map((item) => (
                <li key={item.href}>
                  <a href={item.href} className="block rounded px-3 py-3 text-ink hover:bg-sand">
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
