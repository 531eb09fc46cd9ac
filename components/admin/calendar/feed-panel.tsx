"use client";
// My Calendar → "Subscribe in your calendar app": the signed-in staff member's private feed link.
// Only the link's hash is stored, so its address is shown once, right after it is made.
import { useState } from "react";
import type { CalendarFeedLinks } from "@/lib/auth/dto";
import { ApiError, useAdminApi, useApiData } from "../admin-api";
import { StatusMessage, useTimedStatus } from "../timed-status";
import { formatAdminInstant } from "@/lib/time/staff-dates";
import { useStudioZone } from "../studio-zone";
import { Button } from "@/components/ui/button";

export function CalendarFeedPanel() {
  const studioZone = useStudioZone();
  const when = (iso: string) => formatAdminInstant(iso, studioZone);
  const api = useAdminApi();
  const [open, setOpen] = useState(false);
  const status = useApiData(open ? "GET /api/calendar/feed" : null);
  const [links, setLinks] = useState<CalendarFeedLinks | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, show] = useTimedStatus();
  const existing = links ?? status.data?.feed ?? null;

  async function makeLink() {
    setBusy(true);
    try {
      const { feed } = await api.call("POST /api/calendar/feed");
      setLinks(feed);
      show({ tone: "success", text: existing ? "New link made: the old one no longer works." : "Link made." });
    } catch (error) {
      show({ tone: "danger", text: error instanceof ApiError ? error.message : "Could not make the link." });
    } finally {
      setBusy(false);
    }
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      show({ tone: "success", text: "Copied" });
    } catch {
      show({ tone: "danger", text: "Copy failed: select the address and copy it." });
    }
  }

  return (
    <details className="mt-3 rounded-card border border-line bg-white px-4 py-2" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary className="cursor-pointer py-1 text-sm font-medium">Subscribe in your calendar app</summary>
      <div className="space-y-3 pb-2 pt-2 text-sm">
        <p className="text-muted">
          A private address of your own appointments (30 days back to a year ahead) for Apple, Google or Outlook calendars. Anyone with the address can read your schedule: keep it to yourself.
        </p>
        <p data-testid="feed-contents">
          Each appointment shows the dancer&apos;s first name and last initial, the service, the time, the competition and its city, the level, styles, additional services, hair at night and
          the studio&apos;s notes. It never holds the dancer&apos;s email, phone or message. The link stops working when your password is reset or your account is suspended; make a new one then.
        </p>
        {status.error ? <p role="alert" className="text-danger">{status.error.message}</p> : null}
        {links ? (
          <div className="space-y-2" data-testid="calendar-feed-links">
            {[
              { id: "feed-webcal", label: "Subscribe (webcal)", value: links.webcalUrl },
              { id: "feed-https", label: "Address (https)", value: links.url },
            ].map((link) => (
              <div key={link.id} className="flex flex-wrap items-end gap-2">
                <label htmlFor={link.id} className="grow">
                  <span className="block font-medium">{link.label}</span>
                  <input id={link.id} readOnly value={link.value} onFocus={(e) => e.target.select()} className="mt-1 w-full rounded border border-line px-2 py-1.5 font-mono text-xs" />
                </label>
                <button type="button" onClick={() => void copy(link.value)} className="rounded border border-line px-3 py-1.5 hover:bg-sand">
                  Copy
                </button>
              </div>
            ))}
            <p>
              <a href={links.webcalUrl} className="font-medium text-accent-dark underline">
                Open in my calendar app
              </a>
            </p>
            <p className="text-muted">This address is shown only now. If you lose it, make a new one.</p>
          </div>
        ) : existing ? (
          <p>You have a link, made {when(existing.createdAt)}. It is stored only in a form that cannot be shown again; regenerate it to get a new address.</p>
        ) : status.data ? (
          <p>You have no link yet.</p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button disabled={busy || (!status.data && !links)} onClick={() => void makeLink()}>
            {existing ? "Regenerate link" : "Make my link"}
          </Button>
          <StatusMessage status={message} look="text" />
        </div>
      </div>
    </details>
  );
}
