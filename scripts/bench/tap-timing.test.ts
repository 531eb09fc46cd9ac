// bench:admin's split of a tap's INP (the page loads and taps themselves are the bench).
import { describe, expect, it } from "vitest";
import { tapParts, tapPartsLine } from "./tap-timing";

const entry = (name: string, startTime: number, processingStart: number, processingEnd: number, duration: number) => ({ name, startTime, processingStart, processingEnd, duration });

describe("a tap's INP, split", () => {
  it("takes the interaction's longest entry and splits it into input delay, processing and presentation", () => {
    // A tap that hydrated the page's root in its pointerdown: the click waited behind it.
    const parts = tapParts([entry("pointerdown", 3382, 3448, 3657, 336), entry("pointerup", 3382, 3665, 3670, 336), entry("click", 3382, 3922, 3924, 568)]);
    expect(parts).toEqual({ inpMs: 568, inputDelayMs: 540, processingMs: 2, presentationMs: 26 });
  });

  it("has nothing to split when every entry was under the observer's threshold", () => {
    expect(tapParts([])).toBeNull();
  });

  it("prints each tap's parts and how often the root had hydrated before the tap", () => {
    const line = tapPartsLine([
      { parts: { inpMs: 248, inputDelayMs: 56.4, processingMs: 160, presentationMs: 31.6 }, rootHydratedAtTap: false },
      { parts: null, rootHydratedAtTap: true },
    ]);
    expect(line).toBe("input delay/processing/presentation 56/160/32, <16 ms; root hydrated before the tap in 1 of 2");
  });
});
