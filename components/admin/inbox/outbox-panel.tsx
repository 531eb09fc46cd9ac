"use client";
import { AdminTable, Cell } from "@/components/admin/admin-table";
import { useState } from "react";
import type { OutboxEmailDto } from "@/lib/notify/dto";
import { ApiError, apiGetWithHeaders, useAdminApi, useAdminData } from "../admin-api";
import { StatusMessage, useTimedStatus } from "../timed-status";
import { formatWhen, kindLabel } from "./format";
import { ListState } from "./list-state";
import { useStudioZone } from "../studio-zone";
import { Button } from "@/components/ui/button";

const STATUS_BADGE: Record<OutboxEmailDto["status"], string> = {
  pending: "bg-yellow-100 text-yellow-900",
  sending: "bg-blue-100 text-blue-800",
  sent: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
  dropped: "bg-sand text-ink",
};

const DELIVERY_BADGE: Record<NonNullable<OutboxEmailDto["delivery"]>, { label: string; className: string }> = {
  delivered: { label: "delivered", className: "bg-green-100 text-green-800" },
  delivery_delayed: { label: "delayed", className: "bg-yellow-100 text-yellow-900" },
  bounced: { label: "bounced", className: "bg-red-100 text-red-800" },
  complained: { label: "marked as spam", className: "bg-red-100 text-red-800" },
};

const PAGE_SIZE = 20;
/** The SWR key of one page of the email log: this prefix, then the page and the filter as JSON. */
const EMAIL_PAGE = "email-log:";

interface EmailPage {
  emails: OutboxEmailDto[];
  total: number;
  pages: number;
}

/** One page of the email log with the X-Total-Count / X-Total-Pages headers. */
async function fetchEmailPage(key: string): Promise<EmailPage> {
  const { page, notDeliveredOnly } = JSON.parse(key.slice(EMAIL_PAGE.length)) as { page: number; notDeliveredOnly: boolean };
  const query = { page, pageSize: PAGE_SIZE, delivery: notDeliveredOnly ? "not-delivered" : undefined };
  const { data, headers } = await apiGetWithHeaders("GET /api/inbox/emails", { query });
  return { emails: data.emails, total: Number(headers.get("X-Total-Count") ?? data.emails.length), pages: Number(headers.get("X-Total-Pages") ?? 1) };
}

export function OutboxPanel() {
  const studioZone = useStudioZone();
  const api = useAdminApi();
  const [notDeliveredOnly, setNotDeliveredOnlyState] = useState(false);
  const [page, setPage] = useState(1);
  const setNotDeliveredOnly = (value: boolean) => {
    setNotDeliveredOnlyState(value);
    setPage(1);
  };
  const { data, error: loadFailure, mutate } = useAdminData(`${EMAIL_PAGE}${JSON.stringify({ page, notDeliveredOnly })}`, { keepPreviousData: true }, fetchEmailPage);
  const emails = data?.emails ?? null;
  const loadError = loadFailure?.message ?? "";
  const load = () => mutate();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice, clearNotice] = useTimedStatus(5000);

  async function retry(email: OutboxEmailDto) {
    setBusyId(email._id);
    clearNotice();
    try {
      const { email: updated } = await api.call("POST /api/inbox/emails/:id/retry", { params: { id: email._id } });
      await mutate((current) => current && { ...current, emails: current.emails.map((e) => (e._id === updated._id ? updated : e)) }, { revalidate: false });
      setNotice(updated.status === "sent" ? { tone: "success", text: "Email Sent" } : { tone: "danger", text: `Email Sending Error: ${updated.lastError ?? "Unknown error"}` });
    } catch (error) {
      setNotice({ tone: "danger", text: `Email Sending Error: ${error instanceof ApiError ? error.message : "Unknown error"}` });
      await load();
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section aria-labelledby="outbox-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="outbox-heading" className="font-serif text-2xl font-semibold">
          Email Outbox
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <StatusMessage status={notice} look="text" className="[&:not(:empty)]:mr-1" />
          <div role="group" aria-label="Show" className="flex overflow-hidden rounded border border-line text-sm">
            <button type="button" aria-pressed={!notDeliveredOnly} onClick={() => setNotDeliveredOnly(false)} className={`min-h-9 px-3 ${notDeliveredOnly ? "bg-white" : "bg-ink text-white"}`}>
              All emails
            </button>
            <button type="button" aria-pressed={notDeliveredOnly} onClick={() => setNotDeliveredOnly(true)} className={`min-h-9 border-l border-line px-3 ${notDeliveredOnly ? "bg-ink text-white" : "bg-white"}`}>
              Not delivered
            </button>
          </div>
          <button type="button" onClick={() => void load()} className="rounded border border-line bg-white px-3 py-1.5 text-sm hover:bg-sand">
            Refresh
          </button>
        </div>
      </div>
      <p className="mt-1 text-sm text-muted">
        Failed emails are retried automatically with growing pauses; use Retry to try again now. Delivery shows what the email provider reported after accepting a message (bounces and spam reports included).
      </p>

      <ListState loadError={loadError} rows={emails} loading="Loading emails…" empty={notDeliveredOnly ? "Every email was delivered or is still on its way." : "No emails yet."} />
      {emails && emails.length > 0 ? (
        // Focusable, so the table scrolls sideways from the keyboard on narrow screens too.
        <div tabIndex={0} role="region" aria-label="Sent and queued emails" className="mt-6 overflow-x-auto rounded-card border border-line bg-white focus:outline-2 focus:outline-accent">
          <AdminTable columns={["Created", "Email", "Status", "Delivery", "Attempts", "Last Error", "Actions"]} minWidth="60rem">
              {emails.map((email) => (
                <tr key={email._id} className="border-t border-line align-top">
                  <Cell label="Created" className="whitespace-nowrap">{formatWhen(email.createdAt, studioZone)}</Cell>
                  <Cell label="Email">
                    <p className="font-medium">{email.subject}</p>
                    <p className="text-muted">
                      {kindLabel(email.kind)} · to {email.to}
                    </p>
                  </Cell>
                  <Cell label="Status">
                    <span className={`rounded-full px-2 py-1 text-xs font-semibold ${STATUS_BADGE[email.status]}`}>{email.status === "dropped" ? "not sent" : email.status}</span>
                    {email.status === "dropped" ? <p className="mt-1 text-xs">{email.lastError}</p> : null}
                    {email.status === "pending" && email.nextAttemptAt ? <p className="mt-1 whitespace-nowrap text-xs text-muted">Due {formatWhen(email.nextAttemptAt, studioZone)}</p> : null}
                    {email.status === "sent" && email.sentAt ? <p className="mt-1 whitespace-nowrap text-xs text-muted">{formatWhen(email.sentAt, studioZone)}</p> : null}
                    {email.willRetry && email.nextAttemptAt ? <p className="mt-1 whitespace-nowrap text-xs text-muted">Next try {formatWhen(email.nextAttemptAt, studioZone)}</p> : null}
                  </Cell>
                  <Cell label="Delivery">
                    {email.delivery ? (
                      <>
                        <span className={`whitespace-nowrap rounded-full px-2 py-1 text-xs font-semibold ${DELIVERY_BADGE[email.delivery].className}`}>{DELIVERY_BADGE[email.delivery].label}</span>
                        {email.deliveryDetail ? <p className="mt-1 max-w-[14rem] text-xs text-muted">{email.deliveryDetail}</p> : null}
                      </>
                    ) : (
                      <span className="text-muted">—</span>
                    )}
                  </Cell>
                  <Cell label="Attempts">
                    {email.attempts} / {email.maxAttempts}
                  </Cell>
                  <Cell label="Last Error" className="max-w-xs break-words text-danger">{email.status !== "dropped" && email.lastError ? email.lastError : <span className="text-muted">—</span>}</Cell>
                  <Cell>
                    {email.status === "failed" ? (
                      <Button size="sm" onClick={() => retry(email)} disabled={busyId === email._id} aria-label={`Retry: ${email.subject}`}>
                        {busyId === email._id ? "Retrying…" : "Retry"}
                      </Button>
                    ) : null}
                  </Cell>
                </tr>
              ))}
          </AdminTable>
        </div>
      ) : null}
      {data && data.pages > 1 ? (
        <nav aria-label="Email log pages" className="mt-3 flex items-center justify-between text-sm">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} className="rounded border border-line bg-white px-3 py-1 disabled:opacity-50">
            Previous
          </button>
          <span>
            Page {page} of {data.pages} ({data.total} emails)
          </span>
          <button type="button" disabled={page >= data.pages} onClick={() => setPage(page + 1)} className="rounded border border-line bg-white px-3 py-1 disabled:opacity-50">
            Next
          </button>
        </nav>
      ) : null}
    </section>
  );
}
