// Edit Booking: the dancer's client card in brief — earlier bookings, the current styling notes, this
// request's proposed changes to the card, a link.
import Link from "@/components/admin/staff-link";
import type { ReturningDancerDto } from "@/lib/clients/dto";
import { CLIENT_NOTE_KINDS, CLIENT_NOTE_LABELS } from "@/lib/clients/dto";
import { ProposedChanges } from "./proposed-changes";

export function ReturningDancerPanel({ returning }: { returning: ReturningDancerDto }) {
  const n = returning.earlierBookings;
  const notes = CLIENT_NOTE_KINDS.flatMap((k) => (returning.current[k] ? [{ kind: k, note: returning.current[k]! }] : []));
  return (
    <section aria-labelledby="returning-heading" className="rounded-card border border-line bg-white p-4 sm:p-6" data-testid="returning-dancer">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="returning-heading" className="font-serif text-2xl font-semibold">
          {n > 0 ? `Returning dancer — ${n} earlier booking${n === 1 ? "" : "s"}` : "New dancer — first booking"}
        </h2>
        <Link href={`/admin/clients/${returning.clientId}`} className="text-accent underline">
          Open the client card
        </Link>
      </div>
      {notes.length ? (
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          {notes.map(({ kind, note }) => (
            <div key={kind} className={kind === "allergies" ? "rounded border border-danger bg-red-50 p-3 text-danger" : "rounded border border-line p-3"}>
              <dt className="text-sm font-semibold">{CLIENT_NOTE_LABELS[kind]}</dt>
              <dd className="whitespace-pre-line break-words">{note.body}</dd>
              <dd className="mt-1 text-xs text-muted">{note.authorName}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-muted">No styling notes yet.</p>
      )}
      {returning.proposals.length ? (
        <div className="mt-4">
          <ProposedChanges proposals={returning.proposals} headingLevel={3} />
        </div>
      ) : null}
    </section>
  );
}
