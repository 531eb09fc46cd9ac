// Rate limits shared by every app instance: rate-limiter-flexible's counting, blocking and keys (address,
// account, pair) over a store of our own in the RateLimiterFlexible table, written through the library's
// documented extension point (a RateLimiterStoreAbstract with its four store methods; docs/decisions/0007).
import "server-only";
import { RateLimiterRes } from "rate-limiter-flexible";
import RateLimiterStoreAbstract from "rate-limiter-flexible/lib/RateLimiterStoreAbstract.js";
import { prisma } from "@/lib/db/client";
import { TooManyRequestsError } from "@/lib/errors";
import { serverEnv } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { addToCounter, deleteCounter, liveCounter, setCounter, type CounterRider, type CounterRow } from "./sql";

/**
 * A statement of the caller's sent with the count (one round trip): given the SQL condition "this request
 * is within the limit", the CTEs and the one-row SELECT to add; its row comes back in `row`.
 */
export interface CountRider {
  sql(withinLimit: Prisma.Sql): CounterRider;
  row?: Record<string, unknown>;
}

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
  /** Once over the limit, refuse for this long (default: until the window ends). */
  blockSeconds?: number;
}

/**
 * The counters as one row per key: each count is one INSERT … ON CONFLICT that starts a new window when
 * the old one has ended and otherwise adds the points atomically (one round trip, no query compilation:
 * this runs on every public form request). Expired rows are pruned by lib/jobs (maintenance.ts).
 */
export class PostgresCounterLimiter extends RateLimiterStoreAbstract {
  _getRateLimiterRes(_key: string, changedPoints: number, row: CounterRow): RateLimiterRes {
    const consumedPoints = row.points;
    const msBeforeNext = row.expire ? Math.max(row.expire.getTime() - Date.now(), 0) : -1;
    return new RateLimiterRes(Math.max(this.points - consumedPoints, 0), msBeforeNext, consumedPoints, consumedPoints === changedPoints);
  }

  // `options` is what the caller gave consume(): the library hands it to the store unchanged.
  async _upsert(key: string, points: number, msDuration: number, forceExpire = false, options: { rider?: CountRider } = {}): Promise<CounterRow> {
    const now = new Date();
    const expire = msDuration > 0 ? new Date(now.getTime() + msDuration) : null;
    if (forceExpire) return setCounter(key, points, expire);
    const rider = options.rider;
    // The library refuses a count above its points (no block or in-memory block is configured with a rider).
    const row = await addToCounter(key, points, expire, now, rider?.sql(Prisma.sql`counter."points" <= ${this.points}`));
    if (rider) {
      const { points: counted, expire: until, ...rest } = row;
      rider.row = rest;
      return { points: counted, expire: until };
    }
    return row;
  }

  async _get(key: string): Promise<CounterRow | null> {
    return liveCounter(key, new Date());
  }

  async _delete(key: string): Promise<boolean> {
    return deleteCounter(key);
  }
}

export type Limiter = PostgresCounterLimiter;

const limiters = new Map<string, Limiter>();

/** One limiter per rule; keys of different rules never share a counter. */
export function limiterFor(name: string, rule: RateLimitRule): Limiter {
  const id = `${name}:${rule.limit}:${rule.windowSeconds}:${rule.blockSeconds ?? 0}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = new PostgresCounterLimiter({
      storeClient: prisma,
      keyPrefix: name,
      points: rule.limit,
      duration: rule.windowSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    });
    limiters.set(id, limiter);
  }
  return limiter;
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Counts one request for `key`; over the limit → TooManyRequestsError with Retry-After. Store
 * errors (database down) propagate as themselves, so the wrapper answers 503, not 429.
 */
export async function consumeOrThrow(limiter: Limiter, key: string, message: string, rider?: CountRider): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key, 1, rider ? { rider } : undefined);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw new TooManyRequestsError(message, retryAfter(rejection));
    throw rejection;
  }
}

/** Counts one request against `rule` under `key`, in the limiter `name`; over the limit → 429. */
export async function enforceRule(name: string, key: string, rule: RateLimitRule, message = "Too many requests. Please wait a moment and try again.", rider?: CountRider): Promise<void> {
  await consumeOrThrow(limiterFor(name, rule), key, message, rider);
}

const perMinute = (limit: number): RateLimitRule => ({ limit, windowSeconds: 60 });
const FROM_YOUR_NETWORK = "Too many requests from your network. Please wait a minute and try again.";

/**
 * Every per-request limit of the site, by name: its rule and the message of its 429. The name is the
 * counter's namespace, so a key is always `<name>:<subject>` (an address, a user id).
 */
const REQUEST_LIMITS = {
  /** Public form endpoints: generous for a real visitor, tight for a script. Overridable for load tests. */
  "booking-create": () => ({ rule: perMinute(serverEnv().PUBLIC_FORM_RATE_LIMIT), message: "Too many booking requests from your network. Please wait a minute and try again." }),
  "waitlist-join": () => ({ rule: perMinute(serverEnv().PUBLIC_FORM_RATE_LIMIT), message: "Too many requests from your network. Please wait a minute and try again." }),
  "send-email": () => ({ rule: perMinute(serverEnv().PUBLIC_FORM_RATE_LIMIT), message: "Too many messages from your connection. Please wait a minute and try again." }),
  /** Customers' private booking links (page views, calendar downloads, cancellations, heats, deposits). */
  "booking-link": () => ({ rule: perMinute(serverEnv().BOOKING_LINK_RATE_LIMIT), message: FROM_YOUR_NETWORK }),
  /** One-click unsubscribe links of invitations (mail clients POST them; people open them). */
  "unsubscribe": () => ({ rule: perMinute(serverEnv().BOOKING_LINK_RATE_LIMIT), message: FROM_YOUR_NETWORK }),
  "calendar-feed": () => ({ rule: perMinute(serverEnv().BOOKING_LINK_RATE_LIMIT), message: FROM_YOUR_NETWORK }),
  /** The booking form's "how full is each day" read: a visitor asks once per competition chosen. */
  "event-capacity": () => ({ rule: perMinute(60), message: FROM_YOUR_NETWORK }),
  "gallery-upload": () => ({ rule: perMinute(serverEnv().GALLERY_UPLOAD_RATE_LIMIT), message: "Too many uploads. Please wait a minute and try again." }),
  "webhook-resend": () => ({ rule: perMinute(600), message: "Too many webhook calls. Please slow down." }),
  "webhook-stripe": () => ({ rule: perMinute(600), message: "Too many webhook calls. Please slow down." }),
  "webhook-twilio": () => ({ rule: perMinute(600), message: "Too many webhook calls. Please slow down." }),
} satisfies Record<string, () => { rule: RateLimitRule; message: string }>;

export type RequestLimit = keyof typeof REQUEST_LIMITS;

/** The one shape of a per-request key. */
export const rateLimitKey = (limit: RequestLimit, subject: string) => `${limit}:${subject}`;

/**
 * Counts one request of `subject` (a client address, a user id) against the named limit; over it → 429
 * with Retry-After. A `rider` goes in the count's statement, its row in `rider.row` (the public forms'
 * Idempotency-Key claim, which stores nothing when the count is over the limit).
 */
export async function enforceRateLimit(limit: RequestLimit, subject: string, rider?: CountRider): Promise<void> {
  const { rule, message } = REQUEST_LIMITS[limit]();
  if (rider && rule.blockSeconds) throw new Error("A rider needs a limit without a block.");
  await enforceRule("rl", rateLimitKey(limit, subject), rule, message, rider);
}

/** Deletes counters whose window ended; returns how many. */
export async function pruneRateLimits(now = new Date()): Promise<number> {
  const { count } = await prisma.rateLimiterFlexible.deleteMany({ where: { expire: { lt: now } } });
  return count;
}
