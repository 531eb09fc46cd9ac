// A server-sent event stream: `data: <json>` per message from a subscription, a comment every 15 s so
// proxies keep the connection, closed when the reader goes away; unbuffered behind nginx.
export const HEARTBEAT_MS = 15_000;

/**
 * Starts listening and returns the unsubscribe; resolving means nothing sent from now on is missed.
 * A message may name its event (`event: <name>`); unnamed ones reach the reader's `onmessage`.
 */
export type Subscribe<T> = (send: (message: T, event?: string) => void) => Promise<() => void>;

export function eventStreamResponse<T>(subscribe: Subscribe<T>, signal: AbortSignal, heartbeatMs = HEARTBEAT_MS): Response {
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
      let unsubscribe = () => {};
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), heartbeatMs);
      cleanup = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      };
      signal.addEventListener("abort", () => cleanup(), { once: true });
      try {
        unsubscribe = await subscribe((message, event) => send(`${event ? `event: ${event}\n` : ""}data: ${JSON.stringify(message)}\n\n`));
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
