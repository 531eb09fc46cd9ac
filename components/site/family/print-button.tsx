"use client";
// "Print" on a receipt's page: the browser's print dialog (the site's header and footer are not printed).
import { buttonClass } from "@/components/ui/button";

export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className={buttonClass({ variant: "secondary", className: "print:hidden" })}>
      Print this receipt
    </button>
  );
}
