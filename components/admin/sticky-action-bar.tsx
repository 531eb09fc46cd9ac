"use client";
// The editors' Save bar stays at the bottom of the window, but never over the field being edited:
// when focus lands on something the bar would cover, the page scrolls it into view above the bar.
import { useEffect, useRef } from "react";

const GAP = 12;

export function StickyActionBar({ children }: { children: React.ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    function keepAbove(event: FocusEvent) {
      const target = event.target;
      const element = bar.current;
      if (!(target instanceof HTMLElement) || !element || element.contains(target)) return;
      // The browser scrolls a focused element into view after the focus event: adjust after it.
      window.requestAnimationFrame(() => {
        const covered = element.getBoundingClientRect();
        const field = target.getBoundingClientRect();
        if (field.bottom > covered.top - GAP && field.top < covered.bottom) {
          window.scrollBy({ top: Math.min(field.bottom - covered.top + GAP, field.top - GAP), behavior: "instant" as ScrollBehavior });
        }
      });
    }
    document.addEventListener("focusin", keepAbove);
    return () => document.removeEventListener("focusin", keepAbove);
  }, []);
  return (
    <div ref={bar} data-testid="sticky-action-bar" className="sticky bottom-0 z-10 mt-8 flex flex-wrap items-center gap-4 border-t border-line bg-[#f6f4f1] py-4">
      {children}
    </div>
  );
}
