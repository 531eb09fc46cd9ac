"use client";
// Invite clients to a published competition: choose who (last year's edition, or any competition in a state
// and/or period), preview who is invited and who is skipped and why, read the message, then send. The
// invitations are queued and the outbox sends them; the progress below is read again every two seconds.
import { BackLink } from "@/components/admin/back-link";
import { FormAlert } from "@/components/ui/form-alert";
import { useEffect, useState } from "react";
import { ApiError, useAdminApi } from "@/components/admin/admin-api";
import { Field } from "@/components/ui/field";
import type { InvitationPreviewDto, InvitationProgressDto } from "@/lib/invitations/dto";
import type { InvitationAudience } from "@/lib/invitations/schema";

const BUTTON = "rounded bg-ink px-4 py-2 font-semibold text-white hover:opacity-90 disabled:opacity-60";
const POLL_MS = 2000;

export function InviteClients({ event }: { event: { id: string; name: string; dates: string; published: boolean } }) {
  const api = useAdminApi();
  const [source, setSource] = useState<InvitationAudience["source"]>("last_year");
  const [state, setState] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [preview, setPreview] = useState<InvitationPreviewDto | null>(null);
  const [progress, setProgress] = useState<InvitationProgressDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const audience = (): InvitationAudience => (source === "last_year" ? { source } : { source, state, ...(from ? { from } : {}), ...(to ? { to } : {}) });

  async function run<T>(work: () => Promise<T>, failure: string): Promise<T | null> {
    setBusy(true);
    setError("");
    try {
      return await work();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : failure);
      return null;
    } finally {
      setBusy(false);
    }
  }

  const showPreview = () => run(async () => setPreview(await api.call("POST /api/events/:id/invitations/preview", { params: { id: event.id }, body: audience() })), "Could not preview the invitations.");
  const send = () =>
    run(async () => {
      setProgress(await api.call("POST /api/events/:id/invitations", { params: { id: event.id }, body: audience() }));
      setPreview(null);
    }, "Could not queue the invitations.");

  const campaignId = progress && !progress.done ? progress.campaignId : null;
  useEffect(() => {
    if (!campaignId) return;
    const timer = window.setInterval(() => {
      api.call("GET /api/events/:id/invitations/:campaignId", { params: { id: event.id, campaignId } }).then(setProgress, () => undefined);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [api, campaignId, event.id]);

  return (
    <div className="mx-auto max-w-4xl">
      <BackLink href="/admin/calendar_events">Manage Events</BackLink>
      <h1 className="mt-2 font-serif text-title font-semibold">Invite clients to {event.name}</h1>
      <p className="mt-1 text-muted">{event.dates}</p>
      {!event.published ? (
        <p className="mt-4 rounded border border-line bg-sand px-4 py-2 text-sm">This competition is not shown on the website yet. Show it on Manage Events before inviting clients to book it.</p>
      ) : null}
      <FormAlert message={error} className="mt-4" />

      {progress ? (
        <section aria-labelledby="progress-heading" className="mt-6 rounded-card border border-line bg-white p-5">
          <h2 id="progress-heading" className="font-serif text-2xl font-semibold">
            {progress.done ? "Invitations sent" : "Sending invitations"}
          </h2>
          <p role="status" className="mt-2 tabular-nums" data-testid="invitation-progress">
            Queued {progress.queued} · Sent {progress.sent} · Not sent {progress.notSent}
          </p>
          <SkippedCounts skipped={progress.skipped} />
          <p className="mt-3 text-sm text-muted">The outbox sends them a few at a time, never at night (21:00–07:00 in the competition&apos;s time zone).</p>
        </section>
      ) : (
        <>
          <fieldset className="mt-6 rounded-card border border-line bg-white p-5">
            <legend className="px-1 font-semibold">Who to invite</legend>
            <label className="mt-2 flex items-center gap-2">
              <input type="radio" name="source" value="last_year" checked={source === "last_year"} onChange={() => setSource("last_year")} />
              Clients who danced at this competition last year
            </label>
            <label className="mt-2 flex items-center gap-2">
              <input type="radio" name="source" value="chosen" checked={source === "chosen"} onChange={() => setSource("chosen")} />
              Clients who danced at any competition in a state or period
            </label>
            {source === "chosen" ? (
              <div className="mt-3 grid gap-3 sm:grid-cols-3">
                <Field id="invite-state" label="State (e.g. OH)" value={state} onChange={(e) => setState(e.target.value)} maxLength={40} />
                <Field id="invite-from" label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
                <Field id="invite-to" label="To" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
              </div>
            ) : null}
            <p className="mt-3 text-sm text-muted">Only clients who asked to hear about new competitions are invited; each client gets at most one invitation every 14 days.</p>
            <button type="button" className={`${BUTTON} mt-4`} disabled={busy} onClick={() => void showPreview()}>
              Preview
            </button>
          </fieldset>
          {preview ? <Preview preview={preview} busy={busy} onSend={() => void send()} /> : null}
        </>
      )}
    </div>
  );
}

function SkippedCounts({ skipped }: { skipped: { reason: string; label: string; count: number }[] }) {
  if (!skipped.length) return <p className="mt-2 text-sm">No one skipped.</p>;
  return (
    <ul className="mt-2 list-disc pl-5 text-sm" aria-label="Skipped">
      {skipped.map((s) => (
        <li key={s.reason}>
          {s.label}: {s.count}
        </li>
      ))}
    </ul>
  );
}

function Preview({ preview, busy, onSend }: { preview: InvitationPreviewDto; busy: boolean; onSend: () => void }) {
  const count = preview.invite.length;
  return (
    <section aria-labelledby="preview-heading" className="mt-6 space-y-6">
      <div className="rounded-card border border-line bg-white p-5">
        <h2 id="preview-heading" className="font-serif text-2xl font-semibold" data-testid="invite-count">
          {count === 1 ? "1 client will be invited" : `${count} clients will be invited`}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {preview.sources.length ? `From ${preview.sources.map((s) => `${s.name} (${s.dates})`).join(", ")}` : "No competition matches this choice."}
        </p>
        {count ? (
          <ul tabIndex={0} aria-label="Clients to invite" className="mt-3 max-h-60 overflow-y-auto rounded border border-line p-3 text-sm">
            {preview.invite.map((c) => (
              <li key={c.clientId}>{c.name}</li>
            ))}
          </ul>
        ) : null}
        <h3 className="mt-4 font-semibold">Skipped, and why</h3>
        {preview.skipped.length ? (
          <ul className="mt-2 grid gap-2 text-sm" aria-label="Skipped clients">
            {preview.skipped.map((s) => (
              <li key={s.reason}>
                <span className="font-semibold">
                  {s.label}: {s.count}
                </span>
                {s.names.length ? <span className="block text-muted">{s.names.join(", ")}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm">No one skipped.</p>
        )}
      </div>
      <div className="rounded-card border border-line bg-white p-5">
        <h2 className="font-serif text-2xl font-semibold">The message</h2>
        <p className="mt-2 text-sm">
          <span className="font-semibold">Subject:</span> {preview.message.subject}
        </p>
        <div role="region" tabIndex={0} aria-label="Message text" className="mt-2 overflow-x-auto rounded border border-line bg-sand p-3 text-sm">
          <pre className="whitespace-pre-wrap break-words font-sans">{preview.message.text}</pre>
        </div>
        <p className="mt-2 text-sm text-muted">Each email carries its own booking link and a one-click unsubscribe link.</p>
        <button type="button" className={`${BUTTON} mt-4`} disabled={busy || count === 0} onClick={onSend}>
          {count === 1 ? "Send 1 invitation" : `Send ${count} invitations`}
        </button>
      </div>
    </section>
  );
}
