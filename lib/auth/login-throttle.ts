// Brute-force protection for sign-in without a lock-out anyone can trigger (ASVS 6.3.1 / 2.2.1):
//  - per (account, address) pair: 5 attempts without a success in 15 minutes → 429 for that pair;
//  - per address: 20 attempts without a success in 15 minutes → 429 for that address;
//  - per account: no refusal, only a progressive delay once it has 5 recent failures, so a
//    distributed guesser is slowed while the owner, from an address that has not failed, still signs in.
// Attempts are counted before the password is checked (atomically, in the shared store), so a burst
// of concurrent guesses cannot all be evaluated; a success gives its points back.
import { limiterFor, consumeOrThrow } from "@/lib/rate-limit";

export const PAIR_ATTEMPT_LIMIT = 5;
export const ADDRESS_ATTEMPT_LIMIT = 20;
export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_SLOWDOWN_AFTER = 5;
export const ACCOUNT_DELAY_BASE_MS = 200;
export const ACCOUNT_DELAY_MAX_MS = 3_000;
export const TOO_MANY_SIGN_IN_ATTEMPTS = "Too many failed sign-in attempts. Please try again later.";

const pairLimiter = () => limiterFor("login-pair", { limit: PAIR_ATTEMPT_LIMIT, windowSeconds: THROTTLE_WINDOW_SECONDS, blockSeconds: THROTTLE_WINDOW_SECONDS });
const addressLimiter = () => limiterFor("login-address", { limit: ADDRESS_ATTEMPT_LIMIT, windowSeconds: THROTTLE_WINDOW_SECONDS, blockSeconds: THROTTLE_WINDOW_SECONDS });
// Never refuses (the limit is out of reach); its count drives the delay.
const accountCounter = () => limiterFor("login-account", { limit: 1_000_000, windowSeconds: THROTTLE_WINDOW_SECONDS });

/** The wait before checking a password for an account with `priorAttempts` recent unsuccessful attempts. */
export function accountDelayMs(priorAttempts: number): number {
  if (priorAttempts < ACCOUNT_SLOWDOWN_AFTER) return 0;
  return Math.min(ACCOUNT_DELAY_MAX_MS, ACCOUNT_DELAY_BASE_MS * 2 ** (priorAttempts - ACCOUNT_SLOWDOWN_AFTER));
}

export interface SignInAttempt {
  /** How long to wait before the password check. */
  delayMs: number;
  /** The password was right: forget this pair's and account's failures, give the address its point back. */
  succeeded(): Promise<void>;
}

/** Counts one attempt; throws TooManyRequestsError (429, Retry-After) for a refused pair or address. */
export async function beginSignInAttempt(email: string, address: string): Promise<SignInAttempt> {
  const pairKey = `${email}|${address}`;
  await consumeOrThrow(addressLimiter(), address, TOO_MANY_SIGN_IN_ATTEMPTS);
  await consumeOrThrow(pairLimiter(), pairKey, TOO_MANY_SIGN_IN_ATTEMPTS);
  const account = await accountCounter().consume(email);
  return {
    delayMs: accountDelayMs(account.consumedPoints - 1),
    async succeeded() {
      await Promise.all([pairLimiter().delete(pairKey), accountCounter().delete(email), addressLimiter().reward(address, 1)]);
    },
  };
}
