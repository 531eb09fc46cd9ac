// The one place the server reads its configuration: every variable docs/CONFIGURATION.md lists, with its default,
// validated with zod. `serverEnv()` parses again whenever a variable changed (tests change them);
// instrumentation.ts calls `assertValidEnv()` once at start, so a bad or missing setting stops the
// server with one clear line instead of failing later on a request. Client components read only
// NEXT_PUBLIC_* variables, which Next inlines at build time.
import { z } from "zod";

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());
const optionalUrl = z.preprocess(blankToUndefined, z.url({ message: "must be a URL" }).optional());
const wholeNumber = (fallback: number, min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ message: "must be a number" }).int("must be a whole number").min(min, `must be at least ${min}`).max(max, `must be at most ${max}`).default(fallback));
const optionalWholeNumber = (min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ message: "must be a number" }).int("must be a whole number").min(min, `must be at least ${min}`).max(max, `must be at most ${max}`).optional());
const flag = z.preprocess(blankToUndefined, z.enum(["true", "false"], { message: 'must be "true" or "false"' }).default("false")).transform((v) => v === "true");

export const DEFAULT_STUDIO_TIMEZONE = "America/New_York";
export const DEFAULT_HCAPTCHA_VERIFY_URL = "https://api.hcaptcha.com/siteverify";

const envSchema = z.object({
    NODE_ENV: z.preprocess(blankToUndefined, z.enum(["development", "production", "test"]).default("development")),
    VERCEL: optionalText,

    DATABASE_URL: optionalText,
    DATABASE_POOL_MAX: wholeNumber(10, 1, 500),
    DATABASE_CONNECT_TIMEOUT_MS: optionalWholeNumber(100, 300_000),

    NEXTAUTH_SECRET: optionalText,
    AUTH_SECRET: optionalText,
    NEXTAUTH_URL: optionalUrl,
    /** Local testing only: let a production server run on an http:// NEXTAUTH_URL (cookies then lack Secure). */
    ALLOW_INSECURE_HTTP: flag,
    PORT: wholeNumber(3000, 1, 65_535),
    TRUSTED_PROXY_HOPS: wholeNumber(1, 1, 10),
    PUBLIC_FORM_RATE_LIMIT: wholeNumber(20, 1, 100_000_000),
    BOOKING_LINK_RATE_LIMIT: wholeNumber(30, 1, 100_000_000),
    GALLERY_UPLOAD_RATE_LIMIT: wholeNumber(60, 1, 100_000),
    CRON_SECRET: optionalText,
    /** How long a waiting-list offer holds a freed place for the dancer it is offered to, in hours. */
    WAITLIST_HOLD_HOURS: wholeNumber(12, 1, 168),

    /** Read by the seed (npm run db:seed) only: the first administrator, and demo content in production. */
    SEED_ADMIN_EMAIL: optionalText,
    SEED_ADMIN_PASSWORD: optionalText,
    SEED_DEMO: flag,

    STUDIO_NAME: z.preprocess(blankToUndefined, z.string().default("Velvet & Pins Styling Studio")),
    STUDIO_PHONE: z.preprocess(blankToUndefined, z.string().default("(555) 010-2026")),
    STUDIO_EMAIL: z.preprocess(blankToUndefined, z.email({ message: "must be an email address" }).default("studio@example.com")),
    EMAIL_FROM: z.preprocess(blankToUndefined, z.string().default("Velvet & Pins <bookings@example.com>")),
    STUDIO_TIMEZONE: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine((zone) => {
          try {
            new Intl.DateTimeFormat("en-US", { timeZone: zone });
            return true;
          } catch {
            return false;
          }
        }, "must be an IANA time zone such as America/New_York")
        .default(DEFAULT_STUDIO_TIMEZONE),
    ),

    RESEND_API_KEY: optionalText,
    RESEND_BASE_URL: optionalUrl,
    RESEND_TIMEOUT_MS: wholeNumber(15_000, 100, 120_000),
    RESEND_WEBHOOK_SECRET: optionalText,
    EMAIL_OUTBOX_DIR: optionalText,
    /** Texts through Twilio: both credentials and a sender (number or Messaging Service), or none (local files). */
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: optionalText,
    TWILIO_MESSAGING_SERVICE_SID: optionalText,
    /** Tests point the SDK's HTTP client at a loopback fake (its origin). */
    TWILIO_API_BASE: optionalUrl,
    TWILIO_TIMEOUT_MS: wholeNumber(15_000, 100, 120_000),
    /** The public origin Twilio calls (its webhook signature covers the URL); default NEXTAUTH_URL. */
    PUBLIC_BASE_URL: optionalUrl,
    OUTBOX_WORKER: z.preprocess(blankToUndefined, z.enum(["on", "off"], { message: 'must be "on" or "off"' }).default("on")),

    NEXT_PUBLIC_HCAPTCHA_SITE_KEY: optionalText,
    HCAPTCHA_SECRET_KEY: optionalText,
    HCAPTCHA_VERIFY_URL: z.preprocess(blankToUndefined, z.url({ message: "must be a URL" }).default(DEFAULT_HCAPTCHA_VERIFY_URL)),
    HCAPTCHA_TIMEOUT_MS: wholeNumber(5_000, 100, 60_000),
    HCAPTCHA_ALLOWED_HOSTNAMES: z.preprocess(blankToUndefined, z.string().default("")).transform((list) => list.split(",").map((h) => h.trim()).filter(Boolean)),
    ALLOW_DEV_CAPTCHA: flag,

    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Tests point the SDK at a loopback fake (its host, port and protocol). */
    STRIPE_API_URL: optionalUrl,
    STRIPE_TIMEOUT_MS: wholeNumber(15_000, 100, 120_000),
    ALLOW_LOCAL_PAYMENTS: flag,

    UPLOADTHING_TOKEN: optionalText,
    UPLOAD_DIR: optionalText,

    /** The shared cache; next.config.ts and the cache handler (outside the app bundle) read it themselves. */
    REDIS_URL: optionalText,
  });

export type ServerEnv = z.infer<typeof envSchema>;

export class InvalidEnvironmentError extends Error {}

const ENV_KEYS = Object.keys(envSchema.shape);
/** Tests and scripts change variables between calls; a production server does not. */
const FIXED_ENVIRONMENT = process.env.NODE_ENV === "production";
let lastEnv: { source: Record<string, string | undefined>; fingerprint: string; env: ServerEnv } | undefined;

/** The validated configuration of this process; throws InvalidEnvironmentError naming every bad variable. */
export function serverEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  // Parsed again only when one of the schema's variables changed (tests change them): a booking
  // reads the configuration dozens of times, and a zod parse of every variable each time cost
  // about a millisecond of CPU per request (scripts/bench/booking-cpu.ts).
  // A production server's environment is fixed once it starts, and each read through process.env's
  // getter costs about a microsecond: after the first parse no fingerprint is taken (it cost ~50 µs per
  // call, a few milliseconds of a booking and most of a cold calendar feed's text).
  if (FIXED_ENVIRONMENT && source === process.env && lastEnv?.source === source) return lastEnv.env;
  const fingerprint = ENV_KEYS.map((key) => source[key] ?? "\u0001").join("\u0000");
  if (source === lastEnv?.source && fingerprint === lastEnv.fingerprint) return lastEnv.env;
  const parsed = envSchema.safeParse(source);
  if (parsed.success) {
    lastEnv = { source, fingerprint, env: parsed.data };
    return parsed.data;
  }
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  throw new InvalidEnvironmentError(`Invalid configuration: ${problems.join("; ")}.`);
}

/**
 * Start-up check of a server (instrumentation.ts): everything serverEnv checks, plus what a running
 * production server needs (not checked at build time, so `next build` runs without secrets).
 */
export function assertValidEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const problems: string[] = [];
  let env: ServerEnv | undefined;
  try {
    env = serverEnv(source);
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error;
    problems.push(error.message.replace(/^Invalid configuration: /, "").replace(/\.$/, ""));
  }
  const production = (env?.NODE_ENV ?? source.NODE_ENV) === "production";
  if (production && !source.NEXTAUTH_SECRET?.trim() && !source.AUTH_SECRET?.trim()) problems.push("NEXTAUTH_SECRET is required in production (it signs session tokens)");
  // The session cookie is Secure only on an https origin, and HSTS means nothing over plain HTTP.
  if (production && env && !env.VERCEL && !env.ALLOW_INSECURE_HTTP && !(env.NEXTAUTH_URL ?? "").startsWith("https://")) {
    problems.push("NEXTAUTH_URL must be the public https:// origin in production (the session cookie is Secure only then); set ALLOW_INSECURE_HTTP=true only for local testing");
  }
  // The local payment page marks any deposit paid for whoever holds a booking link: never on a public site.
  if (production && env?.ALLOW_LOCAL_PAYMENTS && !env.STRIPE_SECRET_KEY && (env.NEXTAUTH_URL ?? "").startsWith("https://")) {
    problems.push(`ALLOW_LOCAL_PAYMENTS must not be set on a public https:// site (${LOCAL_PAYMENTS_RISK}); set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET instead`);
  }
  if (env) problems.push(...twilioProblems(env, production));
  if (problems.length || !env) throw new InvalidEnvironmentError(`Invalid configuration: ${problems.join("; ")}.`);
  return env;
}

/** Twilio is configured whole or not at all: a half-set account would fall back to local files silently. */
export function twilioProblems(env: ServerEnv, production: boolean): string[] {
  const sid = Boolean(env.TWILIO_ACCOUNT_SID), token = Boolean(env.TWILIO_AUTH_TOKEN);
  if (sid !== token) return [`${sid ? "TWILIO_AUTH_TOKEN" : "TWILIO_ACCOUNT_SID"} is required when ${sid ? "TWILIO_ACCOUNT_SID" : "TWILIO_AUTH_TOKEN"} is set (texts need both, or neither for local files)`];
  if (sid && !env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) return ["TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required with a Twilio account (the sender of texts)"];
  if (production && env.TWILIO_API_BASE && (env.NEXTAUTH_URL ?? "").startsWith("https://")) return ["TWILIO_API_BASE is for tests only; unset it in production"];
  return [];
}

const LOCAL_PAYMENTS_RISK = "its test payment page marks any deposit paid for anyone holding a booking link";

/** What a server that starts prints loudly (lib/env-startup.ts): a test-only flag left on in production. */
export function startupWarnings(env: ServerEnv): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === "production" && env.ALLOW_LOCAL_PAYMENTS && !env.STRIPE_SECRET_KEY) {
    warnings.push(`[payments] ALLOW_LOCAL_PAYMENTS=true: ${LOCAL_PAYMENTS_RISK}. Tests only; never use this on a public site.`);
  }
  return warnings;
}

export const isProduction = process.env.NODE_ENV === "production";

export const studio = {
  get name() {
    return serverEnv().STUDIO_NAME;
  },
  get phone() {
    return serverEnv().STUDIO_PHONE;
  },
  get email() {
    return serverEnv().STUDIO_EMAIL;
  },
  get emailFrom() {
    return serverEnv().EMAIL_FROM;
  },
  get timeZone() {
    return serverEnv().STUDIO_TIMEZONE;
  },
  /** The origin the outside world calls back (Twilio's signed webhooks). */
  get publicBaseUrl() {
    const env = serverEnv();
    return (env.PUBLIC_BASE_URL ?? env.NEXTAUTH_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  },
  get siteUrl() {
    const env = serverEnv();
    return (env.NEXTAUTH_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  },
};
