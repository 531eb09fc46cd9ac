import { after } from "next/server";

/** Runs work after the answer is sent (Next's `after`); outside a request (scripts, tests) at once, unawaited. */
export type AfterResponse = (task: () => Promise<void>) => void;

export const afterResponse: AfterResponse = (task) => {
  try {
    after(task);
  } catch {
    void task();
  }
};
