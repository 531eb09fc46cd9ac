"use client";
// Texts in the Inbox: one conversation per number (the client and her next booking when the number is
// known, "Unknown number +1 …" otherwise), newest first with the unread count; opening one shows both
// directions in the studio's zone, marks it read, and answers from the reply box.
import Link from "@/components/admin/staff-link";
import { useState } from "react";
import type { TextConversationDto } from "@/lib/notify/dto";
import { useApiData } from "../admin-api";
import { formatWhen } from "./format";
import { ListState } from "./list-state";
import { useStudioZone } from "../studio-zone";
import { TextThread } from "./text-thread";
import { displayE164 } from "@/lib/text/phone";

export const conversationTitle = (c: Pick<TextConversationDto, "clientName" | "phone">) => c.clientName ?? `Unknown number ${displayE164(c.phone)}`;

export function TextsPanel() {
  const studioZone = useStudioZone();
  const { data, error, mutate } = useApiData("GET /api/inbox/texts");
  const conversations = data?.conversations ?? null;
  const [openPhone, setOpenPhone] = useState<string | null>(null);
  const unread = conversations?.reduce((n, c) => n + c.unread, 0) ?? 0;
  const open = conversations?.find((c) => c.phone === openPhone) ?? null;

  return (
    <section aria-labelledby="texts-heading" id="texts">
      <h2 id="texts-heading" className="font-serif text-2xl font-semibold">
        Texts {conversations ? <span className="font-sans text-base font-normal text-muted">({unread} unread)</span> : null}
      </h2>
      <ListState loadError={error?.message ?? ""} rows={conversations} loading="Loading texts…" empty="No texts yet." />
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        {conversations?.length ? (
          <ul className="space-y-2" aria-label="Conversations">
            {conversations.map((c) => (
              <li key={c.phone}>
                <button
                  type="button"
                  onClick={() => setOpenPhone(c.phone)}
                  aria-current={c.phone === openPhone ? "true" : undefined}
                  className={`block min-h-11 w-full rounded-card border px-4 py-3 text-left ${c.phone === openPhone ? "border-accent bg-accent/5" : "border-line bg-white hover:bg-sand"}`}
                >
                  <span className="flex items-baseline justify-between gap-3">
                    <span className="font-semibold">{conversationTitle(c)}</span>
                    {c.unread ? <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-white">{c.unread} new</span> : null}
                  </span>
                  <span className="block truncate text-sm text-muted">
                    {c.last.direction === "outbound" ? "You: " : ""}
                    {c.last.body}
                  </span>
                  <span className="block text-xs text-muted">
                    <time dateTime={c.last.at}>{formatWhen(c.last.at, studioZone)}</time>
                    {c.optedOut ? " · replied STOP" : ""}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {open ? (
          <div className="space-y-3 rounded-card border border-line bg-white p-4">
            <div>
              <h3 className="text-lg font-semibold">{conversationTitle(open)}</h3>
              <p className="text-sm text-muted">
                {displayE164(open.phone)}
                {open.clientId ? (
                  <>
                    {" · "}
                    <Link href={`/admin/clients/${open.clientId}`} className="text-accent-dark underline">
                      Client card
                    </Link>
                  </>
                ) : null}
                {open.bookingId ? (
                  <>
                    {" · "}
                    <Link href={`/admin/calendar_bookings/edit/${open.bookingId}`} className="text-accent-dark underline">
                      Next booking
                    </Link>
                  </>
                ) : null}
              </p>
            </div>
            <TextThread key={open.phone} phone={open.phone} who={conversationTitle(open)} onChange={() => void mutate()} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
