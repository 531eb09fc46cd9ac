// bench:admin's account of one tap: of the Event Timing entries of the interaction, the longest (its INP), split
// into the wait before its handlers ran, the handlers, and the wait for the next frame. A tap that lands while React
// has not yet hydrated the page's root hydrates it there and then, inside the tap's first discrete event (React's
// dispatchDiscreteEvent), so its processing holds the root's hydration and its effects (BENCHMARKS.md).

/** What the page's probe keeps of each Event Timing entry of an interaction. */
export interface TimedEvent {
  name: string;
  startTime: number;
  processingStart: number;
  processingEnd: number;
  duration: number;
}

export interface TapParts {
  /** The longest entry's duration (what INP reports for this tap). */
  inpMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

/** The longest entry, split; none when the tap's entries were all under the 16 ms threshold. */
export function tapParts(events: readonly TimedEvent[]): TapParts | null {
  const longest = events.reduce<TimedEvent | null>((worst, e) => (worst === null || e.duration > worst.duration ? e : worst), null);
  if (!longest) return null;
  const inputDelayMs = Math.max(0, longest.processingStart - longest.startTime);
  const processingMs = Math.max(0, longest.processingEnd - longest.processingStart);
  return { inpMs: longest.duration, inputDelayMs, processingMs, presentationMs: Math.max(0, longest.duration - inputDelayMs - processingMs) };
}

/** "60/200/64" for each tap, and in how many the page's root had hydrated before it: the bench's sample line. */
export function tapPartsLine(samples: readonly { parts: TapParts | null; rootHydratedAtTap: boolean }[]): string {
  const parts = samples.map((s) => (s.parts ? `${Math.round(s.parts.inputDelayMs)}/${Math.round(s.parts.processingMs)}/${Math.round(s.parts.presentationMs)}` : "<16"));
  const hydrated = samples.filter((s) => s.rootHydratedAtTap).length;
  return `input delay/processing/presentation ${parts.join(", ")} ms; root hydrated before the tap in ${hydrated} of ${samples.length}`;
}
