import { describe, expect, it } from "vitest";
import {
  EVENING_SESSION_LABEL,
  HAIR_EVENING_BEFORE_CHOICE,
  eveningBeforeDate,
  eveningHairLine,
  eveningSessionService,
  hairChoiceLabels,
  hairChoiceLabelsOfDay,
  hairEveningBeforeLabel,
  isEveningBeforeSlot,
  isEveningSessionService,
  morningServiceOf,
} from "./hair-at-night";

describe("the two evening hair choices, one wording", () => {
  it("names the evening before by its own date (Saturday's hair the evening before is Friday's)", () => {
    expect(eveningBeforeDate("2026-12-19")).toBe("2026-12-18");
    expect(eveningBeforeDate("2027-01-01")).toBe("2026-12-31");
    expect(hairEveningBeforeLabel("2026-12-19")).toBe("Hair the evening before (Fri, Dec 18)");
    expect(HAIR_EVENING_BEFORE_CHOICE).toBe("Hair done the evening before — for heats before the first stylist starts");
  });

  it("says which: the evening session, the evening before, both, or neither", () => {
    const days = [
      { date: "2026-12-19", hairEveningBefore: true },
      { date: "2026-12-20", hairEveningBefore: false },
    ];
    expect(hairChoiceLabels({ hairAtNight: "yes", days })).toEqual([EVENING_SESSION_LABEL, "Hair the evening before (Fri, Dec 18)"]);
    expect(hairChoiceLabels({ hairAtNight: false, days })).toEqual(["Hair the evening before (Fri, Dec 18)"]);
    expect(hairChoiceLabels({ hairAtNight: true, days: [] })).toEqual(["Evening session: hair redone before her evening heat"]);
    expect(hairChoiceLabels({ hairAtNight: "no", days: [{ date: "2026-12-19" }] })).toEqual([]);
    expect(eveningHairLine({ hairAtNight: "no", dayDetails: [] })).toBe("Evening hair: No evening hair");
    expect(eveningHairLine({ hairAtNight: "yes", dayDetails: days })).toBe("Evening hair: Evening session: hair redone before her evening heat · Hair the evening before (Fri, Dec 18)");
    expect(hairChoiceLabelsOfDay(true, { date: "2026-12-20", hairEveningBefore: false })).toEqual([EVENING_SESSION_LABEL]);
  });

  it("puts only a hair-only service of a day whose choice is on into the evening before", () => {
    expect(isEveningBeforeSlot({ hairEveningBefore: true }, "Competition Hair")).toBe(true);
    expect(isEveningBeforeSlot({ hairEveningBefore: true }, "Hair & Makeup")).toBe(false);
    expect(isEveningBeforeSlot({ hairEveningBefore: false }, "Competition Hair")).toBe(false);
    expect(isEveningBeforeSlot(undefined, "Hair")).toBe(false);
  });

  it("names the evening session's appointment after the service it repeats", () => {
    expect(eveningSessionService("Hair")).toBe("Hair (evening session)");
    expect(isEveningSessionService("Hair (Evening Session)")).toBe(true);
    expect(isEveningSessionService("Hair")).toBe(false);
    expect(morningServiceOf("Hair (evening session)")).toBe("Hair");
    expect(morningServiceOf("Makeup")).toBe("Makeup");
  });
});
