"use client";
// The booking form's error box: the server's failure, then each problem as a link that moves focus to its field.
import type { Ref } from "react";
import type { ErrorSummaryItem } from "./error-summary";

/** Focus a field (or the first control inside a group) and bring it into view. */
function focusField(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const control = element.matches("input, select, textarea, button") ? element : (element.querySelector<HTMLElement>("input, select, textarea, button, iframe") ?? element);
  element.scrollIntoView({ block: "center" });
  control.focus({ preventScroll: true });
}

export function BookingErrorBox({ summary, failure, boxRef }: { summary: ErrorSummaryItem[]; failure: string; boxRef: Ref<HTMLDivElement> }) {
  if (!summary.length && !failure) return null;
  return (
    <div id="booking-errors" ref={boxRef} tabIndex={-1} role="alert" className="scroll-mt-4 rounded border border-danger/30 bg-red-50 px-4 py-3 text-danger outline-none">
      {failure ? <p className="font-semibold">{failure}</p> : null}
      {summary.length ? (
        <>
          <p className="font-semibold">{summary.length === 1 ? "Please fix this:" : `Please fix these ${summary.length} things:`}</p>
          {/* Compact rows (24 px+ targets, WCAG 2.5.8) so the list and the first field to fix share a phone screen. */}
          <ul className="mt-1 list-disc pl-5 text-sm">
            {summary.map(({ message, fieldId }) => (
              <li key={message} className="py-1">
                {fieldId ? (
                  <a
                    href={`#${fieldId}`}
                    className="underline underline-offset-2"
                    onClick={(e) => {
                      e.preventDefault();
                      focusField(fieldId);
                    }}
                  >
                    {message}
                  </a>
                ) : (
                  message
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
