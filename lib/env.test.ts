import { describe, expect, it } from "vitest";
import { assertValidEnv, InvalidEnvironmentError, serverEnv } from "./env";

describe("serverEnv: one validated configuration with README's defaults", () => {
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

  it("numbers, lists and flags are parsed", () => {
    expect(serverEnv({ DATABASE_POOL_MAX: "4", HCAPTCHA_ALLOWED_HOSTNAMES: "a.example, b.example", ALLOW_DEV_CAPTCHA: "true" })).toMatchObject({
      DATABASE_POOL_MAX: 4,
      HCAPTCHA_ALLOWED_HOSTNAMES: ["a.example", "b.example"],
      ALLOW_DEV_CAPTCHA: true,
    });
  });

  it("a missing production secret stops the server's start with one line naming it (the build does not need it)", () => {
    expect(() => assertValidEnv({ NODE_ENV: "production" })).toThrow(InvalidEnvironmentError);
    expect(() => assertValidEnv({ NODE_ENV: "production" })).toThrow("Invalid configuration: NEXTAUTH_SECRET is required in production (it signs session tokens).");
    expect(() => assertValidEnv({ NODE_ENV: "production", PORT: "x" })).toThrow("Invalid configuration: PORT must be a number; NEXTAUTH_SECRET is required in production (it signs session tokens).");
    expect(assertValidEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: "x".repeat(43) }).NODE_ENV).toBe("production");
    expect(serverEnv({ NODE_ENV: "production" }).NODE_ENV).toBe("production");
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
