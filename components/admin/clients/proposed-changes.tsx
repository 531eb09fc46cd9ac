"use client";
// Differences a public booking request brought to a known client's card (a new phone, another
// guardian): the card keeps what staff keep until someone accepts one (audited) or ignores it.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useAdminApi } from "../admin-api";
import type { ClientProposalDto } from "@/lib/clients/dto";
import { useRequestError } from "./use-request-error";

export function ProposedChanges({ proposals, headingLevel = 2 }: { proposals: ClientProposalDto[]; headingLevel?: 2 | 3 }) {
  const api = useAdminApi();
  const router = useRouter();
  const [busy, setBusy] = useState("");
  const { error, attempt } = useRequestError();
  if (proposals.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";

  async function decide(proposal: ClientProposalDto, decision: "accept" | "ignore") {
    setBusy(proposal._id);
    await attempt(async () => {
      await api.call("POST /api/clients/:id/proposals/:proposalId", { params: { id: proposal.clientId, proposalId: proposal._id }, body: { decision } });
      router.refresh();
    }, "The change could not be saved.");
    setBusy("");
  }

  return (
    <section aria-labelledby="proposed-heading" className="rounded border border-accent bg-white p-4" data-testid="proposed-changes">
      <Heading id="proposed-heading" className="font-semibold">
        Proposed changes to the client card
      </Heading>
      <p className="mt-1 text-sm text-muted">A booking request gave other details than the card holds. The card keeps its own until you accept one.</p>
      <ul className="mt-3 space-y-3">
        {proposals.map((p) => (
          <li key={p._id} className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3 first:border-t-0 first:pt-0">
            <p className="min-w-0 break-words">
              <strong>
                {p.label} from the request of {p.requestedOn}:
              </strong>{" "}
              {p.value}
              <span className="block text-sm text-muted">On the card: {p.current || "nothing"}</span>
            </p>
            <div className="flex gap-2">
              <button type="button" disabled={busy !== ""} onClick={() => void decide(p, "accept")} aria-label={`Accept: ${p.label.toLowerCase()} ${p.value}`} className="min-h-11 rounded bg-ink px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
                Accept
              </button>
              <button type="button" disabled={busy !== ""} onClick={() => void decide(p, "ignore")} aria-label={`Ignore: ${p.label.toLowerCase()} ${p.value}`} className="min-h-11 rounded border border-line px-4 py-2 text-sm disabled:opacity-60">
                Ignore
              </button>
            </div>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}
