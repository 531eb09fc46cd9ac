// A server-sent event stream: `data: <json>` per message from a subscription, a comment every 15 s so
// proxies keep the connection, closed when the reader goes away or its caller's check says no (./session-stream);
// unbuffered behind nginx.
export const HEARTBEAT_MS = 15_000;

/**
 * Starts listening and returns the unsubscribe; resolving means nothing sent from now on is missed.
 * A message may name its event (`event: <name>`); unnamed ones reach the reader's `onmessage`.
 */
export type Subscribe<T> = (send: (message: T, event?: string) => void) => Promise<() => void>;

export interface EventStreamOptions {
  heartbeatMs?: number;
  /**
   * Asked before each message is sent and every `recheckMs` while the stream is open: false (or a failure)
   * ends the stream, and the message is not sent.
   */
  stillAllowed?: () => Promise<boolean>;
  recheckMs?: number;
  /** Called once when the stream ends, whichever side ended it. */
  onClose?: () => void;
}

export function eventStreamResponse<T>(subscribe: Subscribe<T>, signal: AbortSignal, options: EventStreamOptions = {}): Response {
  const { heartbeatMs = HEARTBEAT_MS, stillAllowed, recheckMs, onClose } = options;
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const send = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const allowed = async () => {
        if (!stillAllowed) return true;
        try {
          return await stillAllowed();
        } catch {
          return false;
        }
      };
      // Messages go out one at a time, each after its check, so a slow check never reorders them.
      let delivery = Promise.resolve();
      const deliver = (text: string | null) => {
        delivery = delivery.then(async () => {
          if (!open) return;
          if (!(await allowed())) cleanup();
          else if (text !== null) send(text);
        });
      };
      let unsubscribe = () => {};
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), heartbeatMs);
      let recheckQueued = false;
      const recheck =
        stillAllowed && recheckMs
          ? setInterval(() => {
              if (recheckQueued) return;
              recheckQueued = true;
              deliver(null);
              void delivery.then(() => (recheckQueued = false));
            }, recheckMs)
          : null;
      cleanup = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        if (recheck) clearInterval(recheck);
        unsubscribe();
        onClose?.();
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      };
      if (signal.aborted) cleanup();
      else signal.addEventListener("abort", () => cleanup(), { once: true });
      try {
        unsubscribe = await subscribe((message, event) => deliver(`${event ? `event: ${event}\n` : ""}data: ${JSON.stringify(message)}\n\n`));
      } catch (error) {
        // No push channel: the stream ends, the browser's EventSource errors and the screen polls instead.
        console.error("Event stream unavailable:", (error as Error).message);
        cleanup();
        return;
      }
      if (!open) unsubscribe();
      send("retry: 3000\n: connected\n\n");
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
