"use client";
// Native <dialog> opened with showModal(): the rest of the page is inert (focus is trapped),
// Esc closes it, and focus returns to the element that opened it.
import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";

export function Modal({ open, title, onClose, children }: { open: boolean; title: string; onClose(): void; children: React.ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // React passes a nested dialog's close/cancel up the component tree: answer only our own.
      onClose={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      onCancel={(e) => {
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-card border border-line bg-white p-0 shadow-xl backdrop:bg-black/40"
    >
      {open ? (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="font-serif text-2xl font-semibold">
              {title}
            </h2>
            <button type="button" onClick={onClose} className="rounded px-2 py-1 text-muted hover:bg-sand" aria-label="Close">
              ✕
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

export function ConfirmDialog({ open, message, confirmLabel = "Delete", onConfirm, onCancel, busy }: { open: boolean; message: string; confirmLabel?: string; onConfirm(): void; onCancel(): void; busy?: boolean }) {
  return (
    <Modal open={open} title="Please confirm" onClose={onCancel}>
      <p>{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
