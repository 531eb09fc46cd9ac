import { describe, expect, it } from "vitest";
import { assertValidEnv, InvalidEnvironmentError, serverEnv, startupWarnings } from "./env";

describe("serverEnv: one validated configuration with docs/CONFIGURATION.md's defaults", () => {
  it("an empty environment gets the documented defaults", () => {
    const env = serverEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      DATABASE_POOL_MAX: 10,
      PORT: 3000,
      TRUSTED_PROXY_HOPS: 1,
      PUBLIC_FORM_RATE_LIMIT: 20,
      GALLERY_UPLOAD_RATE_LIMIT: 60,
      STUDIO_NAME: "Velvet & Pins Styling Studio",
      STUDIO_TIMEZONE: "America/New_York",
      RESEND_TIMEOUT_MS: 15000,
      OUTBOX_WORKER: "on",
      HCAPTCHA_VERIFY_URL: "https://api.hcaptcha.com/siteverify",
      HCAPTCHA_TIMEOUT_MS: 5000,
      HCAPTCHA_ALLOWED_HOSTNAMES: [],
      ALLOW_DEV_CAPTCHA: false,
    });
  });

  it("blank values (as .env.example leaves them) mean the default", () => {
    expect(serverEnv({ DATABASE_POOL_MAX: "", STUDIO_TIMEZONE: " ", HCAPTCHA_VERIFY_URL: "" })).toMatchObject({ DATABASE_POOL_MAX: 10, STUDIO_TIMEZONE: "America/New_York" });
  });

  it("the seed's variables are validated with the rest (a SEED_DEMO that is not true/false is named)", () => {
    expect(serverEnv({ SEED_ADMIN_EMAIL: " owner@studio.example ", SEED_DEMO: "true" })).toMatchObject({ SEED_ADMIN_EMAIL: "owner@studio.example", SEED_DEMO: true });
    expect(() => serverEnv({ SEED_DEMO: "yes" })).toThrow(/SEED_DEMO must be "true" or "false"/);
  });

  it("numbers, lists and flags are parsed", () => {
    expect(serverEnv({ DATABASE_POOL_MAX: "4", HCAPTCHA_ALLOWED_HOSTNAMES: "a.example, b.example", ALLOW_DEV_CAPTCHA: "true" })).toMatchObject({
      DATABASE_POOL_MAX: 4,
      HCAPTCHA_ALLOWED_HOSTNAMES: ["a.example", "b.example"],
      ALLOW_DEV_CAPTCHA: true,
    });
  });

  it("a missing production secret stops the server's start with one line naming it (the build does not need it)", () => {
    const site = { NEXTAUTH_URL: "https://studio.example" };
    expect(() => assertValidEnv({ NODE_ENV: "production", ...site })).toThrow(InvalidEnvironmentError);
    expect(() => assertValidEnv({ NODE_ENV: "production", ...site })).toThrow("Invalid configuration: NEXTAUTH_SECRET is required in production (it signs session tokens).");
    expect(() => assertValidEnv({ NODE_ENV: "production", PORT: "x", ...site })).toThrow("Invalid configuration: PORT must be a number; NEXTAUTH_SECRET is required in production (it signs session tokens).");
    expect(assertValidEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: "x".repeat(43), ...site }).NODE_ENV).toBe("production");
    expect(serverEnv({ NODE_ENV: "production" }).NODE_ENV).toBe("production");
  });

  it("a production server refuses an http:// or missing NEXTAUTH_URL unless ALLOW_INSECURE_HTTP=true", () => {
    const secret = { NODE_ENV: "production", NEXTAUTH_SECRET: "x".repeat(43) };
    const refusal = "Invalid configuration: NEXTAUTH_URL must be the public https:// origin in production (the session cookie is Secure only then); set ALLOW_INSECURE_HTTP=true only for local testing.";
    expect(() => assertValidEnv({ ...secret, NEXTAUTH_URL: "http://studio.example" })).toThrow(refusal);
    expect(() => assertValidEnv(secret)).toThrow(refusal);
    expect(assertValidEnv({ ...secret, NEXTAUTH_URL: "http://127.0.0.1:3000", ALLOW_INSECURE_HTTP: "true" }).ALLOW_INSECURE_HTTP).toBe(true);
    expect(assertValidEnv({ ...secret, NEXTAUTH_URL: "https://studio.example" }).NEXTAUTH_URL).toBe("https://studio.example");
    // Development and tests keep http://localhost.
    expect(assertValidEnv({ NODE_ENV: "development", NEXTAUTH_URL: "http://localhost:3000" }).NODE_ENV).toBe("development");
  });

  it("every bad value is named in the same line", () => {
    let message = "";
    try {
      serverEnv({ TRUSTED_PROXY_HOPS: "0", STUDIO_TIMEZONE: "Mars/Olympus", OUTBOX_WORKER: "maybe", PORT: "http" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split("\n")).toHaveLength(1);
    for (const name of ["TRUSTED_PROXY_HOPS must be at least 1", "STUDIO_TIMEZONE must be an IANA time zone", 'OUTBOX_WORKER must be "on" or "off"', "PORT must be a number"]) expect(message).toContain(name);
  });
});

describe("ALLOW_LOCAL_PAYMENTS outside tests", () => {
  const production = { NODE_ENV: "production", NEXTAUTH_SECRET: "x".repeat(43), ALLOW_LOCAL_PAYMENTS: "true" };

  it("a production server on an https:// origin refuses to start with it", () => {
    expect(() => assertValidEnv({ ...production, NEXTAUTH_URL: "https://studio.example" })).toThrow(
      "Invalid configuration: ALLOW_LOCAL_PAYMENTS must not be set on a public https:// site (its test payment page marks any deposit paid for anyone holding a booking link); set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET instead.",
    );
    // With Stripe keys the flag does nothing (Stripe is used), so nothing to refuse.
    expect(assertValidEnv({ ...production, NEXTAUTH_URL: "https://studio.example", STRIPE_SECRET_KEY: "sk_live_x" }).ALLOW_LOCAL_PAYMENTS).toBe(true);
  });

  it("a production server on loopback http:// starts, with a loud warning; without the flag, none", () => {
    const env = assertValidEnv({ ...production, NEXTAUTH_URL: "http://127.0.0.1:3000", ALLOW_INSECURE_HTTP: "true" });
    expect(startupWarnings(env)).toEqual(["[payments] ALLOW_LOCAL_PAYMENTS=true: its test payment page marks any deposit paid for anyone holding a booking link. Tests only; never use this on a public site."]);
    expect(startupWarnings(assertValidEnv({ ...production, ALLOW_LOCAL_PAYMENTS: "", NEXTAUTH_URL: "https://studio.example" }))).toEqual([]);
    expect(startupWarnings(serverEnv({ NODE_ENV: "development", ALLOW_LOCAL_PAYMENTS: "true" }))).toEqual([]);
  });
});

describe("Twilio: configured whole or not at all", () => {
  const production = { NODE_ENV: "production", NEXTAUTH_SECRET: "x".repeat(43), NEXTAUTH_URL: "https://studio.example" };

  it("refuses an account SID without its auth token (and the other way round), and an account without a sender", () => {
    expect(() => assertValidEnv({ ...production, TWILIO_ACCOUNT_SID: "AC1" })).toThrow("TWILIO_AUTH_TOKEN is required when TWILIO_ACCOUNT_SID is set");
    expect(() => assertValidEnv({ ...production, TWILIO_AUTH_TOKEN: "t" })).toThrow("TWILIO_ACCOUNT_SID is required when TWILIO_AUTH_TOKEN is set");
    expect(() => assertValidEnv({ ...production, TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t" })).toThrow("TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required");
  });

  it("starts with neither (texts as local files), or with an account and a number or a Messaging Service", () => {
    expect(assertValidEnv(production).TWILIO_ACCOUNT_SID).toBeUndefined();
    expect(assertValidEnv({ ...production, TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t", TWILIO_FROM: "+13125550100" }).TWILIO_FROM).toBe("+13125550100");
    expect(assertValidEnv({ ...production, TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t", TWILIO_MESSAGING_SERVICE_SID: "MG1" }).TWILIO_MESSAGING_SERVICE_SID).toBe("MG1");
  });

  it("refuses the tests' fake Twilio origin on a public https:// site", () => {
    expect(() => assertValidEnv({ ...production, TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t", TWILIO_FROM: "+13125550100", TWILIO_API_BASE: "http://127.0.0.1:9" })).toThrow("TWILIO_API_BASE is for tests only");
  });
});
