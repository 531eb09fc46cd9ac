"use client";
import Link from "@/components/admin/staff-link";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import { copyrightYears } from "@/lib/text/copyright";
import { requestEndpoint } from "@/components/endpoint-request";
import { AdminSessionContext } from "./admin-api";
import { logoutWarnings, runBeforeLogout } from "./logout-hooks";
import { SessionKeeper } from "./session-keeper";
import { StaffOffline } from "./offline/staff-offline";
import type { AdminNavGroup } from "@/lib/auth/dto";

interface Props {
  user: { id: string; firstName: string; lastName: string };
  /** The studio's zone (the worker's "today"). */
  timeZone: string;
  /** Register the staff service worker (production builds). */
  serviceWorker: boolean;
  nav: AdminNavGroup[];
  showGroupHeaders: boolean;
  csrfToken: string;
  /** The session's tag for the phone's queued status changes (lib/auth/tokens queueSessionTagFor). */
  queueSessionTag: string;
  expiresAt: number;
  bodyClasses: Record<string, string>;
  children: React.ReactNode;
}

function bodyClassFor(pathname: string, classes: Record<string, string>): string {
  const exact = classes[pathname];
  if (exact) return exact;
  const match = Object.entries(classes).find(([pattern]) => pattern.includes(":") && new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`).test(pathname));
  return match?.[1] ?? "admin";
}

export function AdminShell({ user, timeZone, serviceWorker, nav, showGroupHeaders, csrfToken, queueSessionTag, expiresAt, bodyClasses, children }: Props) {
  const pathname = usePathname() ?? ""; // null only under the Pages Router, which renders no admin screen
  const [session, setSessionState] = useState({ csrfToken, expiresAt });
  const [menuOpen, setMenuOpen] = useState(false);
  const setSession = useCallback((next: { csrfToken: string; expiresAt: number }) => setSessionState(next), []);
  const context = useMemo(() => ({ ...session, setSession }), [session, setSession]);

  useEffect(() => {
    const cls = bodyClassFor(pathname, bodyClasses);
    document.body.classList.add(cls);
    return () => document.body.classList.remove(cls);
  }, [pathname, bodyClasses]);

  // Every navigation scrolls to the top — a navigation, not a router.refresh() that re-renders
  // the layout (Edit Booking refreshes after sending and keeps its place beside the buttons). At once, not
  // with the page's smooth scrolling: an animation still running would race Next's own route scroll.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    setMenuOpen(false);
  }, [pathname]);

  async function logout() {
    const warnings = await logoutWarnings();
    if (warnings.length && !window.confirm(`${warnings.join(" ")} Sign out anyway?`)) return;
    await runBeforeLogout();
    await requestEndpoint("POST /api/auth/logout", {}, { headers: { "X-CSRF-Token": session.csrfToken } });
    window.location.assign("/admin/login");
  }

  const sidebar = (
    <nav aria-label="Admin" className="space-y-5">
      {nav.map((group, index) => (
        <div key={group.group}>
          {showGroupHeaders && index > 0 ? <hr className="mb-4 border-white/15" /> : null}
          {showGroupHeaders ? <p className="mb-2 text-xs font-semibold uppercase tracking-widest text-white/60">{group.group}</p> : null}
          <ul className="space-y-1">
            {group.links.map((link) => {
              const active = pathname === link.href || pathname.startsWith(`${link.href}/`);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={active ? "page" : undefined}
                    className={`block rounded px-3 py-2 text-sm ${active ? "bg-white/15 font-semibold text-white" : "text-white/85 hover:bg-white/10 hover:text-white"}`}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );

  return (
    <AdminSessionContext.Provider value={context}>
      <SessionKeeper csrfToken={session.csrfToken} onRefreshed={setSession} />
      <StaffOffline userId={user.id} timeZone={timeZone} csrfToken={session.csrfToken} queueSessionTag={queueSessionTag} registerWorker={serviceWorker} />
      <div className="flex min-h-screen flex-col bg-[#f6f4f1] lg:flex-row">
        <aside className="hidden w-64 shrink-0 bg-ink p-5 text-white lg:block">
          <p className="mb-8 font-serif text-xl font-semibold">Studio Admin</p>
          {sidebar}
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="flex items-center justify-between gap-3 border-b border-line bg-white px-4 py-3 sm:px-6">
            <button type="button" className="rounded border border-line px-3 py-2 text-sm lg:hidden" aria-expanded={menuOpen} aria-controls="admin-mobile-nav" onClick={() => setMenuOpen((v) => !v)}>
              Menu
            </button>
            <p className="truncate text-sm text-muted">
              Signed in as{" "}
              <span className="font-semibold text-ink" data-testid="admin-user-name">
                {user.firstName} {user.lastName}
              </span>
            </p>
            <button type="button" onClick={logout} className="rounded bg-ink px-4 py-2 text-sm font-medium text-white hover:bg-black">
              Logout
            </button>
          </header>
          {menuOpen ? (
            <div id="admin-mobile-nav" className="bg-ink p-4 lg:hidden">
              {sidebar}
            </div>
          ) : null}
          <main id="main" className="flex-1 p-4 sm:p-8">
            {children}
          </main>
          <footer className="border-t border-line px-6 py-4 text-center text-xs text-muted">© {copyrightYears()} Studio Admin. All rights reserved.</footer>
        </div>
      </div>
    </AdminSessionContext.Provider>
  );
}
