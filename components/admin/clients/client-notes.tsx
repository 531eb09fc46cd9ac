"use client";
// Styling notes on the client card: the newest of each kind first, every note with who wrote it and when.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Field, SelectField } from "@/components/ui/field";
import { useAdminApi } from "../admin-api";
import { CLIENT_NOTE_KINDS, CLIENT_NOTE_LABELS, CLIENT_NOTE_MAX, type ClientNoteKind } from "@/lib/clients/dto";
import type { ClientNoteDto } from "@/lib/clients/dto";
import { formatInstant } from "./format";
import { useRequestError } from "./use-request-error";

export function ClientNotes({ clientId, notes, timeZone, readOnly }: { clientId: string; notes: ClientNoteDto[]; timeZone: string; readOnly: boolean }) {
  const api = useAdminApi();
  const router = useRouter();
  const [kind, setKind] = useState<ClientNoteKind>("hair");
  const [body, setBody] = useState("");
  const { error, attempt } = useRequestError();
  const [busy, setBusy] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    await attempt(
      async () => {
        await api.call("POST /api/clients/:id/notes", { params: { id: clientId }, body: { kind, body } });
        setBody("");
        router.refresh();
      },
      "The note could not be saved.",
      "body",
    );
    setBusy(false);
  }

  return (
    <section aria-labelledby="notes-heading" className="space-y-4">
      <h2 id="notes-heading" className="font-serif text-2xl font-semibold">
        Styling notes
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {CLIENT_NOTE_KINDS.map((k) => {
          const list = notes.filter((n) => n.kind === k);
          return (
            <div key={k} className="rounded border border-line bg-white p-4" data-note-kind={k}>
              <h3 className="font-semibold">{CLIENT_NOTE_LABELS[k]}</h3>
              {list.length === 0 ? <p className="mt-2 text-sm text-muted">Nothing yet.</p> : null}
              <ul className="mt-2 space-y-3">
                {list.map((n, i) => (
                  <li key={n._id} className={i === 0 ? "" : "text-sm text-muted"}>
                    <p className="whitespace-pre-line break-words">{n.body}</p>
                    <p className="mt-1 text-xs text-muted">
                      {n.authorName}, {formatInstant(n.createdAt, timeZone)}
                    </p>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      {readOnly ? null : (
        <form onSubmit={(e) => void save(e)} className="space-y-3 rounded border border-line bg-white p-4">
          <SelectField id="note-kind" label="Kind of note" value={kind} onChange={(e) => setKind(e.target.value as ClientNoteKind)}>
            {CLIENT_NOTE_KINDS.map((k) => (
              <option key={k} value={k}>
                {CLIENT_NOTE_LABELS[k]}
              </option>
            ))}
          </SelectField>
          <Field id="note-body" label="Note" multiline rows={3} value={body} onChange={(e) => setBody(e.target.value)} maxLength={CLIENT_NOTE_MAX} error={error || undefined} hint={`Up to ${CLIENT_NOTE_MAX.toLocaleString("en-US")} characters.`} />
          <button type="submit" disabled={busy || !body.trim()} className="min-h-11 rounded bg-ink px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
            {busy ? "Saving…" : "Add note"}
          </button>
        </form>
      )}
    </section>
  );
}
