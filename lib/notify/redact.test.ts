import { describe, expect, it } from "vitest";
import { REDACTED_LINK, redactPrivateLinks } from "./redact";

describe("redactPrivateLinks", () => {
  it("removes every 43-character booking token from text and HTML, and nothing else", () => {
    const token = "a".repeat(20) + "-_" + "Z9".repeat(10) + "x";
    expect(token).toHaveLength(43);
    const text = `View: https://studio.example/booking/${token}\n<a href="https://studio.example/booking/${token}">View</a> /booking/short /services`;
    const out = redactPrivateLinks(text);
    expect(out).not.toContain(token);
    expect(out.split(REDACTED_LINK)).toHaveLength(3);
    expect(out).toContain("/booking/short /services");
  });
});

describe("redactPrivateLinks and staff password reset links", () => {
  it("removes a reset link's token too (a sent reset email keeps no usable link)", () => {
    const token = "Q".repeat(43);
    const out = redactPrivateLinks(`Choose a new password: https://studio.example/admin/reset-password/${token}`);
    expect(out).toBe(`Choose a new password: https://studio.example/admin/reset-password/${REDACTED_LINK}`);
  });
});
