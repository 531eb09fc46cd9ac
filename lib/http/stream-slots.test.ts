import { describe, expect, it } from "vitest";
import { TooManyRequestsError } from "@/lib/errors";
import { streamSlots } from "./stream-slots";

const refusal = (claim: () => unknown): TooManyRequestsError => {
  try {
    claim();
  } catch (error) {
    if (error instanceof TooManyRequestsError) return error;
    throw error;
  }
  throw new Error("the claim was not refused");
};

describe("stream slots", () => {
  it("refuses a session's stream beyond its cap (429 with Retry-After), not another session's", () => {
    const slots = streamSlots({ perSession: 2, perProcess: 10 });
    slots.claim("a");
    slots.claim("a");
    const refused = refusal(() => slots.claim("a"));
    expect([refused.status, refused.retryAfterSeconds > 0, refused.message]).toEqual([429, true, expect.stringContaining("2 live streams")]);
    slots.claim("b");
    expect([slots.openCount("a"), slots.openCount("b"), slots.openCount()]).toEqual([2, 1, 3]);
  });

  it("refuses any stream beyond the process cap, whichever session asks", () => {
    const slots = streamSlots({ perSession: 5, perProcess: 3 });
    slots.claim("a");
    slots.claim("b");
    slots.claim("c");
    expect(refusal(() => slots.claim("d")).message).toMatch(/on this server/);
    expect(slots.openCount()).toBe(3);
  });

  it("a released place is free again; releasing twice frees one place only", () => {
    const slots = streamSlots({ perSession: 1, perProcess: 2 });
    const release = slots.claim("a");
    slots.claim("b");
    release();
    release();
    expect([slots.openCount("a"), slots.openCount()]).toEqual([0, 1]);
    slots.claim("a");
    expect(refusal(() => slots.claim("c")).status).toBe(429);
  });
});
