// How much planning one process takes on at once. A solve holds a CPU core (and the exact model a worker
// thread) for up to its time limit, so a burst of "Plan this day" is refused at once (409 for a day
// already being planned, 429 past the process's share) rather than queued behind the limit.
// In-process: each instance counts its own; a save's own locks stay the guard across instances.
import "server-only";
import { ConflictError, TooManyRequestsError } from "@/lib/errors";

/** Solves at once in one process: the machines this runs on have two cores, and requests need one. */
export const MAX_SOLVES_PER_PROCESS = 2;
const RETRY_AFTER_SECONDS = 2;

interface Running {
  solves: Set<string>;
  saves: Set<string>;
}

declare global {
  var __studioPlannerRunning: Running | undefined;
}

// On globalThis: Next may bundle this module into more than one route, and the count is the process's.
const running: Running = (globalThis.__studioPlannerRunning ??= { solves: new Set(), saves: new Set() });

const dayKey = (eventId: string, date: string) => `${eventId}:${date}`;

async function holding<T>(set: Set<string>, key: string, work: () => Promise<T>): Promise<T> {
  set.add(key);
  try {
    return await work();
  } finally {
    set.delete(key);
  }
}

/** Runs `work` as the only solve of its day and one of at most MAX_SOLVES_PER_PROCESS; else 409 / 429 at once. */
export async function asOnlySolveOfDay<T>(eventId: string, date: string, work: () => Promise<T>): Promise<T> {
  const key = dayKey(eventId, date);
  if (running.solves.has(key)) throw new ConflictError("A plan for this day is already being worked out. Please wait a moment and try again.");
  if (running.solves.size >= MAX_SOLVES_PER_PROCESS) throw new TooManyRequestsError("Other days are being planned right now. Please try again in a moment.", RETRY_AFTER_SECONDS);
  return holding(running.solves, key, work);
}

/** Runs `work` as the only save of its day's plan; a second save meanwhile → 409 at once (it would wait, then find the day changed). */
export async function asOnlySaveOfDay<T>(eventId: string, date: string, work: () => Promise<T>): Promise<T> {
  const key = dayKey(eventId, date);
  if (running.saves.has(key)) throw new ConflictError("A plan for this day is already being saved. Plan the day again once it is done.");
  return holding(running.saves, key, work);
}
