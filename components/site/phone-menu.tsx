"use client";
// The phone menu: a <details> (it opens and its links work without JavaScript) that closes when the
// browser's back/forward cache brings the page back as it was left, on Escape (focus back on "Menu")
// and on a tap outside it. Its links are plain: each is a full load of a cached page.
import { useEffect, useRef, type ReactNode } from "react";
import { releaseFontsIfScriptNeverRan } from "@/app/font-release-script";

export function PhoneMenu({ children }: { children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const close = () => {
      if (menu.current) menu.current.open = false;
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (menu.current?.open && !menu.current.contains(event.target as Node)) close();
    };
    addEventListener("pageshow", onPageShow);
    document.addEventListener("pointerdown", onPointerDown);
    // Every public page has this menu: the mark says React has hydrated the page (tests wait for it).
    menu.current?.setAttribute("data-hydrated", "");
    releaseFontsIfScriptNeverRan();
    return () => {
      removeEventListener("pageshow", onPageShow);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key !== "Escape" || !menu.current?.open) return;
    menu.current.open = false;
    menu.current.querySelector("summary")?.focus();
  }

  return (
    <details ref={menu} data-site-menu onKeyDown={onKeyDown} className="relative lg:hidden">
      <summary className="cursor-pointer list-none rounded-full border border-line px-4 py-2 text-sm font-medium">Menu</summary>
      {children}
    </details>
  );
}
