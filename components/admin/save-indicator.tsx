import type { SaveStatus } from "./editor-state";

/** A live region that is always present, so screen readers announce the result of a save. */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  return (
    <p role="status" aria-live="polite" className="min-h-6 text-sm font-semibold" data-testid="save-indicator">
      {status === "saved" ? <span className="rounded-full bg-green-100 px-3 py-1 text-success">Changes Saved</span> : null}
      {status === "error" ? <span className="rounded-full bg-red-100 px-3 py-1 text-danger">Error Saving</span> : null}
    </p>
  );
}
