import { describe, expect, it } from "vitest";
import { displayText } from "./display-text";

describe("displayText", () => {
  it.each([
    ["Youth Hair &amp; Light Makeup", "Youth Hair & Light Makeup"],
    ["Our most popular choice &mdash; save $15", "Our most popular choice — save $15"],
    ["&lt;b&gt;bold&lt;/b&gt;", "<b>bold</b>"],
    ["Plain & simple", "Plain & simple"],
    ["", ""],
  ])("%j → %j", (stored, shown) => {
    expect(displayText(stored)).toBe(shown);
  });

  it("treats a missing value as empty", () => {
    expect(displayText(null)).toBe("");
    expect(displayText(undefined)).toBe("");
  });
});
