import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

const headers = (xff: string) => new Headers({ "x-forwarded-for": xff });

describe("clientIp", () => {
  it("takes the right-most X-Forwarded-For entry by default (the one the proxy appended)", () => {
    expect(clientIp(headers("6.6.6.6, 127.0.0.2"))).toBe("127.0.0.2");
    expect(clientIp(headers("1.1.1.1,2.2.2.2 , 127.0.0.3"))).toBe("127.0.0.3");
  });

  it("takes the entry TRUSTED_PROXY_HOPS places from the right", () => {
    expect(clientIp(headers("6.6.6.6, 203.0.113.9, 10.0.0.1"), 2)).toBe("203.0.113.9");
    expect(clientIp(headers("203.0.113.9"), 3)).toBe("203.0.113.9");
  });

  it("falls back to X-Real-IP, then to 'unknown'", () => {
    expect(clientIp(new Headers({ "x-real-ip": "198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientIp(new Headers())).toBe("unknown");
  });
});
