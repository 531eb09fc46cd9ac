import { afterEach, describe, expect, it, vi } from "vitest";
import { requireCronSecret } from "./cron-auth";

afterEach(() => {
  vi.unstubAllEnvs();
});

const headers = (authorization?: string) => new Headers(authorization ? { authorization } : {});

describe("requireCronSecret", () => {
  it("lets in exactly `Bearer ${CRON_SECRET}`", () => {
    vi.stubEnv("CRON_SECRET", "s3cret-value");
    expect(() => requireCronSecret(headers("Bearer s3cret-value"))).not.toThrow();
    for (const wrong of [undefined, "Bearer s3cret", "s3cret-value", "Basic s3cret-value"]) {
      expect(() => requireCronSecret(headers(wrong))).toThrow(expect.objectContaining({ status: 401 }));
    }
  });

  it("lets nobody in when CRON_SECRET is not configured", () => {
    vi.stubEnv("CRON_SECRET", "");
    expect(() => requireCronSecret(headers("Bearer "))).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => requireCronSecret(headers("Bearer undefined"))).toThrow(expect.objectContaining({ status: 401 }));
  });
});
