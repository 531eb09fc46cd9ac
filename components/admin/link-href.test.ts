import { describe, expect, it } from "vitest";
import { isSafeLinkHref, normalizeLinkHref } from "./link-href";

describe("normalizeLinkHref", () => {
  it("keeps https, http, mailto and tel links", () => {
    for (const href of ["https://example.com/a?b=1", "http://example.com", "mailto:hi@example.com", "tel:+15550102026"]) expect(normalizeLinkHref(href)).toBe(href);
  });

  it("adds https:// to a bare address", () => {
    expect(normalizeLinkHref("  example.com/looks ")).toBe("https://example.com/looks");
    expect(normalizeLinkHref("//example.com")).toBe("https://example.com");
  });

  it("refuses script and data URLs and empty input", () => {
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:x"]) expect(normalizeLinkHref(href)).toBeNull();
    expect(normalizeLinkHref("   ")).toBeNull();
    expect(isSafeLinkHref("javascript:alert(1)")).toBe(false);
  });
});
