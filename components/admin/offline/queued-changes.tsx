"use client";
// The status changes still on this phone: waiting for the network, overtaken by another phone (both values and
// a choice), or refused by the server (why). Nothing queued is ever dropped without the stylist seeing it.
import { Button } from "@/components/ui/button";
import { useStudioZone } from "../studio-zone";
import { clockIn } from "@/lib/time/zoned";
import { SLOT_STATUS_LABELS } from "@/lib/dayof/dto";
import type { QueuedChange } from "./queue";
import { applyMyChangeAgain, keepTheirChange, useStatusQueue } from "./status-queue";

function Change({ change, timeZone }: { change: QueuedChange; timeZone: string }) {
  const what = `${change.label ? `${change.label}: ` : ""}${SLOT_STATUS_LABELS[change.status]}`;
  if (change.state === "pending") {
    return (
      <li data-testid="queued-change" data-state="pending" role="status">
        <span className="font-semibold">{what}</span> — Saved on this phone — will send when online
      </li>
    );
  }
  if (change.state === "conflict" && change.theirs) {
    const theirs = change.theirs;
    const by = [theirs.changedByName, theirs.changedAt ? clockIn(new Date(theirs.changedAt), timeZone) : null].filter(Boolean).join(" at ");
    return (
      <li data-testid="queued-change" data-state="conflict" className="space-y-2">
        <p role="alert">
          <span className="font-semibold">Changed on another phone{change.label ? `: ${change.label}` : ""}.</span> Theirs: {SLOT_STATUS_LABELS[theirs.status]}
          {by ? ` (${by})` : ""}. Yours: {SLOT_STATUS_LABELS[change.status]}.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" onClick={() => void keepTheirChange(change)}>
            Keep theirs
          </Button>
          <Button type="button" onClick={() => void applyMyChangeAgain(change)}>
            Apply mine again
          </Button>
        </div>
      </li>
    );
  }
  return (
    <li data-testid="queued-change" data-state="refused" className="space-y-2">
      <p role="alert">
        <span className="font-semibold">{what}</span> was not saved: {change.error}
      </p>
      <Button type="button" variant="secondary" onClick={() => void keepTheirChange(change)}>
        Dismiss
      </Button>
    </li>
  );
}

export function QueuedChanges() {
  const queue = useStatusQueue();
  const timeZone = useStudioZone();
  if (!queue.length) return null;
  return (
    <section aria-label="Changes on this phone" className="mb-3 rounded border border-line bg-white px-3 py-2 text-sm">
      <ul className="space-y-2">
        {queue.map((change) => (
          <Change key={change.key} change={change} timeZone={timeZone} />
        ))}
      </ul>
    </section>
  );
}
