// An event stream for a signed-in reader: a place among the process's open streams (LIVE_STREAM_LIMITS,
// 429 beyond), and the session and the endpoint's permission checked again before each message and every
// `recheckMs`, so a stream ends once its session is signed out, revoked, expired or its account suspended.
import "server-only";
import { sessionStillAccepted } from "@/lib/auth/accepted-session";
import { API_ENDPOINTS, type EndpointKey } from "@/lib/auth/permissions";
import type { Principal } from "@/lib/auth/session";
import { eventStreamResponse, type EventStreamOptions, type Subscribe } from "./event-stream";
import { streamSlots, type StreamSlots } from "./stream-slots";

/** A phone and a desk screen or two per session; 200 streams hold ~25 MB and as many sockets per instance. */
export const LIVE_STREAM_LIMITS = { perSession: 4, perProcess: 200 } as const;
export const SESSION_RECHECK_MS = 30_000;

declare global {
  var __studioStreamSlots: StreamSlots | undefined;
}

/** This process's open streams (one count across Next's bundles). */
export const openStreams = (): StreamSlots => (globalThis.__studioStreamSlots ??= streamSlots(LIVE_STREAM_LIMITS));

export function sessionEventStream<T>(
  endpoint: EndpointKey,
  principal: Principal,
  subscribe: Subscribe<T>,
  signal: AbortSignal,
  options: Pick<EventStreamOptions, "heartbeatMs" | "recheckMs"> = {},
): Response {
  const access = API_ENDPOINTS[endpoint];
  const permissions = typeof access === "string" ? undefined : access;
  const release = openStreams().claim(principal.sessionId);
  return eventStreamResponse(subscribe, signal, {
    heartbeatMs: options.heartbeatMs,
    recheckMs: options.recheckMs ?? SESSION_RECHECK_MS,
    stillAllowed: () => sessionStillAccepted(principal.claims, { permissions }),
    onClose: release,
  });
}
