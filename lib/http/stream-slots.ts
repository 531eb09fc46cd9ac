// Long-lived answers (event streams) counted while open, per session and per process: one token cannot
// hold an instance's memory and connections. Beyond either cap the next one is refused with 429.
import { TooManyRequestsError } from "@/lib/errors";

export interface StreamLimits {
  perSession: number;
  perProcess: number;
}

export const STREAM_RETRY_AFTER_SECONDS = 30;

export interface StreamSlots {
  /** Takes a place for one more stream of `sessionId` and returns its release (once is enough; more do nothing). */
  claim(sessionId: string): () => void;
  /** Streams open, of one session or of the process. */
  openCount(sessionId?: string): number;
}

export function streamSlots(limits: StreamLimits): StreamSlots {
  const bySession = new Map<string, number>();
  let total = 0;
  return {
    claim(sessionId) {
      const mine = bySession.get(sessionId) ?? 0;
      if (mine >= limits.perSession) {
        throw new TooManyRequestsError(`This session already has ${limits.perSession} live streams open. Close a screen of the day and try again.`, STREAM_RETRY_AFTER_SECONDS);
      }
      if (total >= limits.perProcess) throw new TooManyRequestsError("Too many live streams are open on this server. Please try again shortly.", STREAM_RETRY_AFTER_SECONDS);
      bySession.set(sessionId, mine + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (bySession.get(sessionId) ?? 1) - 1;
        if (left > 0) bySession.set(sessionId, left);
        else bySession.delete(sessionId);
      };
    },
    openCount: (sessionId) => (sessionId === undefined ? total : (bySession.get(sessionId) ?? 0)),
  };
}
