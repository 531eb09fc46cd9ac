import { after } from "next/server";

/** Runs work after the answer is sent (Next's `after`); outside a request (scripts, tests) at once, unawaited. */
export type AfterResponse = (task: () => Promise<void>) => void;

/** Work started outside a request that has not finished yet. */
const running = new Set<Promise<void>>();

export const afterResponse: AfterResponse = (task) => {
  try {
    after(task);
  } catch {
    const work = task();
    running.add(work);
    const done = () => void running.delete(work);
    work.then(done, done);
  }
};

/**
 * Resolves when the work started outside a request has finished (its failures are the work's own). The
 * integration tests wait for it after each test: a link still being written when the next test empties the
 * tables deadlocked with it.
 */
export async function settleAfterResponse(): Promise<void> {
  for (let round = 0; round < 10 && running.size; round += 1) await Promise.allSettled([...running]);
}
