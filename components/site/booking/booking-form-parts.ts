"use client";
// What the public booking form loads only once the visitor starts on it (focus, a tap, typing, or a
// choice that needs them): its later parts (booking-form-later.ts), the request's zod schema and the
// sending code (booking-submit.ts). The page's first load carries none of them. No Suspense and no React.lazy: until the parts have arrived, the
// form renders without them (none is in the server's HTML, so hydration never waits for them), and
// renders again with them once they are here.
import { useSyncExternalStore } from "react";
import { loadBookingSchema, loadBookingSubmit } from "./use-booking-form";

type LaterParts = typeof import("./booking-form-later");

let parts: Promise<LaterParts> | undefined;
let loaded: LaterParts | null = null;
const listeners = new Set<() => void>();

/** Starts loading the later parts (once); resolves when they can be rendered. */
export function loadBookingFormParts(): Promise<LaterParts> {
  parts ??= import("./booking-form-later").then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      parts = undefined; // a failed chunk (offline) is tried again on the next start
      throw error;
    },
  );
  return parts;
}

/** The visitor has started on the form: everything its next steps need starts loading. */
export function startOnBookingForm(): void {
  void loadBookingSchema();
  void loadBookingSubmit().catch(() => undefined);
  void loadBookingFormParts().catch(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The later parts once loaded, else null (always null in the server's render and during hydration). */
export function useBookingFormParts(): LaterParts | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}
