// The day's status changes pushed to every instance: Redis pub/sub when REDIS_URL is set, else
// PostgreSQL LISTEN/NOTIFY on one dedicated connection per instance. Each instance keeps one
// subscription and fans messages out to its open streams by date.
import "server-only";
import pg from "pg";
import { createClient } from "redis";
import { serverEnv } from "@/lib/env";
import type { LiveSlotDto, LiveTimesDto } from "./dto";

export const LIVE_CHANNEL = "slot_day_status";

/** One change of a day: a slot's status, or a stylist's remaining slots re-timed. */
export type LiveEvent = { slot: LiveSlotDto } | { times: LiveTimesDto };
export type LiveMessage = LiveEvent & { date: string };
type Listener = (event: LiveEvent) => void;

export interface LiveHub {
  publish(message: LiveMessage): Promise<void>;
  /** Resolves once the subscription is live (so nothing published after it is missed); returns the unsubscribe. */
  subscribe(date: string, listener: Listener): Promise<() => void>;
  close(): Promise<void>;
}

interface Transport {
  publish(payload: string): Promise<void>;
  listen(onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

function redisTransport(url: string): Transport {
  const publisher = createClient({ url, socket: { reconnectStrategy: () => RECONNECT_MS } });
  const subscriber = publisher.duplicate();
  publisher.on("error", () => undefined);
  subscriber.on("error", () => undefined);
  let connected: Promise<unknown> | null = null;
  const connect = () => (connected ??= Promise.all([publisher.connect(), subscriber.connect()]));
  return {
    async publish(payload) {
      await connect();
      await publisher.publish(LIVE_CHANNEL, payload);
    },
    async listen(onPayload) {
      await connect();
      await subscriber.subscribe(LIVE_CHANNEL, onPayload);
    },
    async close() {
      if (!connected) return;
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

function postgresTransport(connectionString: string): Transport {
  let listener: pg.Client | null = null;
  let closed = false;
  // Publishing shares one small pool (a lone client must not be given concurrent queries).
  let notifier: pg.Pool | null = null;
  const notifyPool = () => {
    if (!notifier) {
      notifier = new pg.Pool({ connectionString, max: 2, idleTimeoutMillis: 30_000 });
      notifier.on("error", () => undefined);
    }
    return notifier;
  };
  const connectListener = async (onPayload: (payload: string) => void): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on("notification", (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) onPayload(message.payload);
    });
    // A lost connection comes back after a pause; streams meanwhile see nothing (their clients poll).
    const reconnect = () => {
      if (listener !== client || closed) return;
      listener = null;
      setTimeout(() => void connectListener(onPayload).catch(reconnect), RECONNECT_MS).unref?.();
    };
    client.on("error", reconnect);
    client.on("end", reconnect);
    listener = client;
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
  };
  return {
    async publish(payload) {
      await notifyPool().query("SELECT pg_notify($1, $2)", [LIVE_CHANNEL, payload]);
    },
    listen: connectListener,
    async close() {
      closed = true;
      await Promise.allSettled([listener?.end(), notifier?.end()]);
      listener = notifier = null;
    },
  };
}

export function createLiveHub(config: { redisUrl?: string | null; databaseUrl: string }): LiveHub {
  const transport = config.redisUrl ? redisTransport(config.redisUrl) : postgresTransport(config.databaseUrl);
  const listeners = new Map<string, Set<Listener>>();
  let listening: Promise<void> | null = null;
  const deliver = (payload: string) => {
    let message: LiveMessage;
    try {
      message = JSON.parse(payload) as LiveMessage;
    } catch {
      return;
    }
    const event: LiveEvent = "times" in message ? { times: message.times } : { slot: message.slot };
    for (const listener of listeners.get(message.date) ?? []) listener(event);
  };
  return {
    publish: (message) => transport.publish(JSON.stringify(message)),
    async subscribe(date, listener) {
      const set = listeners.get(date) ?? new Set();
      listeners.set(date, set);
      set.add(listener);
      try {
        await (listening ??= transport.listen(deliver).catch((error) => {
          listening = null;
          throw error;
        }));
      } catch (error) {
        set.delete(listener);
        throw error;
      }
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(date);
      };
    },
    close: () => transport.close(),
  };
}

declare global {
  var __studioLiveHub: LiveHub | undefined;
}

/** This instance's hub (one per process, across Next's bundles). */
export function liveHub(): LiveHub {
  if (!globalThis.__studioLiveHub) {
    const env = serverEnv();
    globalThis.__studioLiveHub = createLiveHub({ redisUrl: env.REDIS_URL, databaseUrl: env.DATABASE_URL ?? "" });
  }
  return globalThis.__studioLiveHub;
}

/**
 * Listens to `date`'s changes on this instance's hub (the push stream's subscription): a status change is
 * an unnamed event carrying the slot, a re-timing the named event `times`.
 */
export const subscribeLiveDay = (date: string) => (send: (data: unknown, event?: string) => void) =>
  liveHub().subscribe(date, (event) => ("times" in event ? send(event.times, "times") : send(event.slot)));
