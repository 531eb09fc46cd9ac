"use client";
// The card's staff actions: merge this client into another, move a booking here, export, erase.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Modal } from "../modal";
import { useAdminApi } from "../admin-api";
import { ClientPicker } from "./client-picker";
import { useRequestError } from "./use-request-error";

export function MergeClient({ clientId, name }: { clientId: string; name: string }) {
  const api = useAdminApi();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { error, attempt } = useRequestError();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="min-h-11 rounded border border-line px-4 py-2 text-sm">
        Merge into another client
      </button>
      <Modal open={open} title={`Merge ${name} into…`} onClose={() => setOpen(false)}>
        <p className="mb-3 text-sm text-muted">Every booking and note of {name} moves to the client you pick; this card then leads there.</p>
        <ClientPicker
          id="merge-search"
          excludeId={clientId}
          actionLabel="Merge into"
          onPick={(into) =>
            attempt(async () => {
              await api.call("POST /api/clients/:id/merge", { params: { id: clientId }, body: { intoClientId: into._id } });
              setOpen(false);
              router.push(`/admin/clients/${into._id}`);
            }, "The merge failed.")
          }
        />
        {error ? <p role="alert" className="mt-3 text-sm text-danger">{error}</p> : null}
      </Modal>
    </>
  );
}

export function MoveBooking({ clientId, bookingId, label }: { clientId: string; bookingId: string; label: string }) {
  const api = useAdminApi();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { error, attempt } = useRequestError();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="min-h-11 rounded border border-line px-3 py-1 text-sm" aria-label={`Move the booking for ${label} to another client`}>
        Move…
      </button>
      <Modal open={open} title={`Move the booking for ${label}`} onClose={() => setOpen(false)}>
        <ClientPicker
          id={`move-search-${bookingId}`}
          excludeId={clientId}
          actionLabel="Move to"
          onPick={(into) =>
            attempt(async () => {
              await api.call("POST /api/clients/:id/bookings", { params: { id: into._id }, body: { bookingId } });
              setOpen(false);
              router.refresh();
            }, "The booking could not be moved.")
          }
        />
        {error ? <p role="alert" className="mt-3 text-sm text-danger">{error}</p> : null}
      </Modal>
    </>
  );
}

export function EraseClient({ clientId, name }: { clientId: string; name: string }) {
  const api = useAdminApi();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState("");
  const { error, attempt } = useRequestError();
  const [busy, setBusy] = useState(false);
  async function erase(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    await attempt(
      async () => {
        // Sent as typed: anything but "ERASE" is refused by the server with the field's message.
        await api.call("POST /api/clients/:id/erase", { params: { id: clientId }, body: { confirm: confirm as "ERASE" } });
        setOpen(false);
        router.refresh();
      },
      "The erasure failed.",
      "confirm",
    );
    setBusy(false);
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="min-h-11 rounded border border-danger px-4 py-2 text-sm text-danger">
        Erase personal data…
      </button>
      <Modal open={open} title={`Erase ${name}'s personal data`} onClose={() => setOpen(false)}>
        <form onSubmit={(e) => void erase(e)} className="space-y-3">
          <p className="text-sm">
            Names, email, phone, guardian, messages and styling notes are removed from this client, its bookings and stored emails. The bookings stay as anonymous rows so
            counts and payments still add up. This cannot be undone.
          </p>
          <div>
            <label htmlFor="erase-confirm" className="block text-sm font-medium">
              Type ERASE to confirm
            </label>
            <input id="erase-confirm" value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="off" className="mt-1 w-full rounded border border-line px-3 py-2" />
          </div>
          {error ? <p role="alert" className="text-sm text-danger">{error}</p> : null}
          <button type="submit" disabled={busy || confirm !== "ERASE"} className="min-h-11 rounded bg-danger px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
            {busy ? "Erasing…" : "Erase"}
          </button>
        </form>
      </Modal>
    </>
  );
}
