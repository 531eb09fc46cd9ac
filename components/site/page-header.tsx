// The heading block at the top of every public page: a small eyebrow, the page's h1 and a lead.
import type { ReactNode } from "react";

const LOOKS = {
  /** Content pages (About, Services). */
  feature: {
    header: "mx-auto max-w-2xl py-14 text-center sm:py-20",
    eyebrow: "text-xs font-semibold uppercase tracking-[0.3em] text-accent",
    // The serif with its own held faces (app/font-hold.ts): no shift when the web font arrives.
    title: "mt-4 font-(family-name:--font-serif-title) text-[2.75rem] font-semibold leading-[1.05] sm:text-display",
    lead: "mt-6 text-lead text-muted",
  },
  /** Task pages (Schedule, Gallery, Contact, Book an Appointment, not found, error). */
  plain: {
    header: "py-14 text-center",
    eyebrow: "text-sm uppercase tracking-[0.3em] text-muted",
    title: "mt-3 font-serif text-display font-semibold",
    lead: "mx-auto mt-4 max-w-2xl text-lead text-muted",
  },
} as const;

export function PageHeader({ eyebrow, title, lead, look = "plain", children }: { eyebrow: string; title: string; lead?: ReactNode; look?: keyof typeof LOOKS; children?: ReactNode }) {
  const classes = LOOKS[look];
  return (
    <header className={classes.header}>
      <p className={classes.eyebrow}>{eyebrow}</p>
      <h1 className={classes.title}>{title}</h1>
      {lead ? <p className={classes.lead}>{lead}</p> : null}
      {children}
    </header>
  );
}
