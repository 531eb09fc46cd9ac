"use client";
import { useCallback, useEffect, useRef, useState } from "react";

export type SaveState = "saved" | "error" | null;

/** 'Changes Saved' / 'Error Saving' for 5 seconds (SPEC §4). */
export function useSaveIndicator(): [SaveState, (state: Exclude<SaveState, null>) => void] {
  const [state, setState] = useState<SaveState>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback((next: Exclude<SaveState, null>) => {
    setState(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState(null), 5000);
  }, []);
  return [state, show];
}

export function SaveIndicator({ state }: { state: SaveState }) {
  return (
    <span role="status" className="min-h-6 text-sm font-semibold">
      {state === "saved" ? <span className="rounded-full bg-green-100 px-3 py-1 text-success">Changes Saved</span> : null}
      {state === "error" ? <span className="rounded-full bg-red-100 px-3 py-1 text-danger">Error Saving</span> : null}
    </span>
  );
}
