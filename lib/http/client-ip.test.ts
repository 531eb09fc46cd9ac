import { describe, expect, it } from "vitest";
import { serverEnv } from "@/lib/env";
import { clientIp } from "./client-ip";

const headers = (xff?: string, extra: Record<string, string> = {}) => new Headers({ ...(xff === undefined ? {} : { "x-forwarded-for": xff }), ...extra });

describe("the client address is the X-Forwarded-For entry TRUSTED_PROXY_HOPS places from the right", () => {
  it("with one trusted proxy (the default) a spoofed left-most entry is ignored", () => {
    expect(clientIp(headers("203.0.113.10, 198.51.100.7"), {})).toBe("198.51.100.7");
    expect(clientIp(headers("203.0.113.11, 198.51.100.7"), {})).toBe("198.51.100.7");
    expect(clientIp(headers("198.51.100.7"), {})).toBe("198.51.100.7");
  });

  it("with two trusted proxies the entry the outer proxy appended is used", () => {
    expect(clientIp(headers("203.0.113.10, 198.51.100.7, 10.0.0.2"), { TRUSTED_PROXY_HOPS: "2" })).toBe("198.51.100.7");
  });

  it("a chain shorter than the trusted hops falls back to its left-most entry; none at all is 'unknown'", () => {
    expect(clientIp(headers("198.51.100.7"), { TRUSTED_PROXY_HOPS: "3" })).toBe("198.51.100.7");
    expect(clientIp(headers(), {})).toBe("unknown");
    expect(clientIp(headers(" , "), {})).toBe("unknown");
  });

  it("X-Real-IP does not override X-Forwarded-For outside Vercel", () => {
    expect(clientIp(headers("198.51.100.7", { "x-real-ip": "203.0.113.10" }), {})).toBe("198.51.100.7");
  });

  it("on Vercel the platform's header wins over a client-written X-Forwarded-For", () => {
    expect(clientIp(headers("203.0.113.10", { "x-vercel-forwarded-for": "198.51.100.9" }), { VERCEL: "1" })).toBe("198.51.100.9");
  });

  it("an invalid TRUSTED_PROXY_HOPS is a configuration error, not a silent default", () => {
    for (const bad of ["0", "-1", "1.5", "eleven", "11"]) expect(() => serverEnv({ TRUSTED_PROXY_HOPS: bad })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(serverEnv({}).TRUSTED_PROXY_HOPS).toBe(1);
  });
});
