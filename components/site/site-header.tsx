import { studio } from "@/lib/env";
import { PUBLIC_NAV } from "./nav-links";
import { PhoneMenu } from "./phone-menu";

// A server component with plain links: each is a full page load of a cached page (no <Link> prefetch
// pulling the form routes' JavaScript onto content pages). The phone menu is the one client component
// (components/site/phone-menu.tsx); its list of links is rendered here.
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
        <PhoneMenu>
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
        </PhoneMenu>
      </div>
    </header>
  );
}
