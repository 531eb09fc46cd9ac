"use client";
// The status heading of the customer's private page. When the status changes while the page is open
// (after "Yes, cancel it" the page re-renders as cancelled), the new status is brought into view and
// focused, so the answer is neither off-screen nor missed by a screen reader.
import { useEffect, useRef } from "react";

export function BookingStatusHeading({ label }: { label: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const shown = useRef(label);
  useEffect(() => {
    if (shown.current === label) return;
    shown.current = label;
    ref.current?.scrollIntoView({ block: "center" });
    ref.current?.focus({ preventScroll: true });
  }, [label]);
  return (
    <h2 ref={ref} id="status-heading" tabIndex={-1} className="font-serif text-2xl font-semibold focus:outline-2 focus:outline-offset-4 focus:outline-current">
      Status: <span data-testid="booking-status">{label}</span>
    </h2>
  );
}
