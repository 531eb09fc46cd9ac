import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { captchaMode, DEV_CAPTCHA_TOKEN, verifyCaptcha } from "@/lib/captcha";
import { testPrisma, resetDatabase } from "@/tests/support/db";
import { startFakeHcaptcha, type FakeHcaptcha } from "@/tests/support/fakes/hcaptcha";

let hcaptcha: FakeHcaptcha;

beforeAll(async () => {
  hcaptcha = await startFakeHcaptcha();
});
afterAll(() => hcaptcha.close());

beforeEach(async () => {
  await resetDatabase();
  hcaptcha.requests.length = 0;
  hcaptcha.answer(() => ({ body: { success: true, hostname: "localhost", challenge_ts: new Date().toISOString() } }));
  vi.stubEnv("ALLOW_DEV_CAPTCHA", "");
  vi.stubEnv("NEXTAUTH_URL", "http://localhost:3000");
  vi.stubEnv("HCAPTCHA_SECRET_KEY", "0x-secret-for-tests");
  vi.stubEnv("NEXT_PUBLIC_HCAPTCHA_SITE_KEY", "site-key-for-tests");
  vi.stubEnv("HCAPTCHA_VERIFY_URL", hcaptcha.verifyUrl);
  vi.stubEnv("HCAPTCHA_TIMEOUT_MS", "400");
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const FAILED = { status: 400, message: "CAPTCHA verification failed. Please try again." };
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

describe("hCaptcha verification against a fake siteverify server", () => {
  it("accepts a token hCaptcha confirms, posting the form fields hCaptcha expects", async () => {
    expect(captchaMode()).toBe("hcaptcha");
    await expect(verifyCaptcha("P1_token-success", "203.0.113.7")).resolves.toBeUndefined();

    expect(hcaptcha.requests).toHaveLength(1);
    expect(hcaptcha.requests[0].headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(hcaptcha.forms()[0]).toEqual({ secret: "0x-secret-for-tests", response: "P1_token-success", sitekey: "site-key-for-tests", remoteip: "203.0.113.7" });
    // Only a hash of the token is kept.
    const used = await testPrisma().usedCaptchaToken.findMany();
    expect(used.map((u) => u.tokenHash)).toEqual([sha256("P1_token-success")]);
  });

  it("refuses a token hCaptcha rejects (success: false) and remembers nothing", async () => {
    hcaptcha.answer(() => ({ body: { success: false, "error-codes": ["invalid-input-response"] } }));
    await expect(verifyCaptcha("P1_token-bad")).rejects.toMatchObject({ ...FAILED, fields: { captchaToken: FAILED.message } });
    expect(hcaptcha.forms()[0]).not.toHaveProperty("remoteip");
    expect(await testPrisma().usedCaptchaToken.count()).toBe(0);
  });

  it("fails closed when siteverify does not answer in time", async () => {
    hcaptcha.answer(() => ({ delayMs: 3_000, body: { success: true } }));
    const started = Date.now();
    await expect(verifyCaptcha("P1_token-slow")).rejects.toMatchObject(FAILED);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await testPrisma().usedCaptchaToken.count()).toBe(0);
  });

  it("fails closed when siteverify is unreachable or answers with an error status", async () => {
    vi.stubEnv("HCAPTCHA_VERIFY_URL", "http://127.0.0.1:1/siteverify");
    await expect(verifyCaptcha("P1_token-unreachable")).rejects.toMatchObject(FAILED);
    vi.stubEnv("HCAPTCHA_VERIFY_URL", hcaptcha.verifyUrl);
    hcaptcha.answer(() => ({ status: 500, body: { error: "boom" } }));
    await expect(verifyCaptcha("P1_token-500")).rejects.toMatchObject(FAILED);
  });

  it("refuses a reused token without asking hCaptcha again", async () => {
    await verifyCaptcha("P1_token-once");
    await expect(verifyCaptcha("P1_token-once")).rejects.toMatchObject(FAILED);
    expect(hcaptcha.requests).toHaveLength(1);
  });

  it("lets only one of two concurrent submissions of one token pass", async () => {
    hcaptcha.answer(() => ({ delayMs: 100, body: { success: true, hostname: "localhost" } }));
    const results = await Promise.allSettled([verifyCaptcha("P1_token-race"), verifyCaptcha("P1_token-race")]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);
  });

  it("checks the hostname hCaptcha reports against the site's", async () => {
    hcaptcha.answer(() => ({ body: { success: true, hostname: "evil.example.net" } }));
    await expect(verifyCaptcha("P1_token-elsewhere")).rejects.toMatchObject(FAILED);
    hcaptcha.answer(() => ({ body: { success: true, hostname: "www.localhost" } }));
    await expect(verifyCaptcha("P1_token-www")).resolves.toBeUndefined();
    vi.stubEnv("HCAPTCHA_ALLOWED_HOSTNAMES", "evil.example.net");
    hcaptcha.answer(() => ({ body: { success: true, hostname: "evil.example.net" } }));
    await expect(verifyCaptcha("P1_token-allowed")).resolves.toBeUndefined();
    hcaptcha.answer(() => ({ body: { success: true } }));
    await expect(verifyCaptcha("P1_token-no-hostname")).resolves.toBeUndefined();
  });

  it("asks for the captcha when no token was sent", async () => {
    await expect(verifyCaptcha(undefined)).rejects.toMatchObject({ status: 400, message: "Please complete the CAPTCHA." });
    await expect(verifyCaptcha("   ")).rejects.toMatchObject({ status: 400, message: "Please complete the CAPTCHA." });
    expect(hcaptcha.requests).toHaveLength(0);
  });

  it("does not accept the development token when real keys are configured", async () => {
    hcaptcha.answer(() => ({ body: { success: false } }));
    await expect(verifyCaptcha(DEV_CAPTCHA_TOKEN)).rejects.toMatchObject(FAILED);
  });
});

describe("development captcha and misconfiguration", () => {
  beforeEach(() => {
    vi.stubEnv("HCAPTCHA_SECRET_KEY", "");
    vi.stubEnv("NEXT_PUBLIC_HCAPTCHA_SITE_KEY", "");
  });

  it("accepts only the reusable development token when no keys are set outside production", async () => {
    expect(captchaMode()).toBe("development");
    await verifyCaptcha(DEV_CAPTCHA_TOKEN);
    await verifyCaptcha(DEV_CAPTCHA_TOKEN);
    await expect(verifyCaptcha("anything-else")).rejects.toMatchObject(FAILED);
    expect(hcaptcha.requests).toHaveLength(0);
    expect(await testPrisma().usedCaptchaToken.count()).toBe(0);
  });

  it("refuses every submission in production without keys, unless ALLOW_DEV_CAPTCHA=true", async () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(captchaMode()).toBe("misconfigured");
    await expect(verifyCaptcha(DEV_CAPTCHA_TOKEN)).rejects.toMatchObject({ status: 503, message: expect.stringContaining("CAPTCHA is not configured") });
    vi.stubEnv("ALLOW_DEV_CAPTCHA", "true");
    expect(captchaMode()).toBe("development");
    await expect(verifyCaptcha(DEV_CAPTCHA_TOKEN)).resolves.toBeUndefined();
  });

  it("with ALLOW_DEV_CAPTCHA and real keys, accepts the development token and still verifies real ones", async () => {
    vi.stubEnv("ALLOW_DEV_CAPTCHA", "true");
    vi.stubEnv("HCAPTCHA_SECRET_KEY", "0x-secret-for-tests");
    vi.stubEnv("NEXT_PUBLIC_HCAPTCHA_SITE_KEY", "site-key-for-tests");
    await verifyCaptcha(DEV_CAPTCHA_TOKEN);
    expect(hcaptcha.requests).toHaveLength(0);
    await verifyCaptcha("P1_real-token");
    expect(hcaptcha.requests).toHaveLength(1);
  });
});
