// A section of the figures screens (takings, reports): its h2 names it for screen readers' landmarks.
import type { ReactNode } from "react";

export function FigureSection({ id, title, className = "mt-8", children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="font-serif text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
