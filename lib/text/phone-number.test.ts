import { describe, expect, it } from "vitest";
import { parsePhone, phoneE164, PHONE_NOT_TEXTABLE } from "./phone-number";

describe("parsePhone: E.164 for texts, US by default", () => {
  it.each([
    ["(312) 555-0199", "+13125550199"],
    ["312.555.0199", "+13125550199"],
    ["+1 312 555 0199", "+13125550199"],
    ["1-312-555-0199", "+13125550199"],
  ])("reads the US number %j as %j", (typed, e164) => {
    expect(parsePhone(typed)).toMatchObject({ e164 });
  });

  it("keeps a +44 number British and shows it internationally", () => {
    expect(parsePhone("+44 20 7946 0018")).toEqual({ e164: "+442079460018", display: "+44 20 7946 0018" });
  });

  it("shows a US number in the national form", () => {
    expect(parsePhone("3125550199")).toEqual({ e164: "+13125550199", display: "(312) 555-0199" });
  });

  it.each(["", "ask at desk", "12", "555-0101", "+1 000 000 0000"])("refuses %j with a clear error", (typed) => {
    expect(parsePhone(typed)).toEqual({ error: PHONE_NOT_TEXTABLE });
    expect(phoneE164(typed)).toBeNull();
  });
});
