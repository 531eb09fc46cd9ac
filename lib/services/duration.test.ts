import { describe, expect, it } from "vitest";
import { demoServices } from "@/prisma/seed-data";
import { addMinutesToTime, parseServiceDuration } from "./duration";

describe("parseServiceDuration", () => {
  it.each([
    ["45 min", 45], ["1 h 30 min", 90], ["1 hr 15 min", 75], ["1 h", 60], ["2 hours", 120],
    ["1.5 hours", 90], ["90 minutes", 90], ["1 hour and 10 minutes", 70], ["20 mins", 20], ["1h30m", 90],
  ])("reads %s as %i minutes", (text, minutes) => {
    expect(parseServiceDuration(text)).toBe(minutes);
  });

  it.each(["", "varies", "30-45 min", "30 to 45 min", "about 30 min", "45", "0 min", "30 min +", "25 hours"])("refuses %j", (text) => {
    expect(parseServiceDuration(text)).toBeNull();
  });

  it("reads every seeded service's time", () => {
    for (const service of demoServices) expect(parseServiceDuration(service.time), service.title).toBeGreaterThan(0);
  });
});

describe("addMinutesToTime", () => {
  it("adds within the day and refuses to cross midnight", () => {
    expect(addMinutesToTime("09:45", 45)).toBe("10:30");
    expect(addMinutesToTime("23:00", 59)).toBe("23:59");
    expect(addMinutesToTime("23:30", 30)).toBeNull();
    expect(addMinutesToTime("7:00", 10)).toBeNull();
  });
});
