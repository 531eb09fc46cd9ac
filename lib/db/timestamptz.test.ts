import pg from "pg";
import { describe, expect, it } from "vitest";
import { parseDateOnly, parseTimestamptz } from "./client";

const slow = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, "text") as (text: string) => Date;

describe("parseTimestamptz", () => {
  it("reads what a UTC session prints exactly as pg's own parser does", () => {
    for (const text of [
      "2027-01-04 12:00:00+00",
      "2027-01-04 12:00:00.1+00",
      "2027-01-04 12:00:00.12+00",
      "2027-01-04 12:00:00.123+00",
      "2027-01-04 12:00:00.123456+00",
      "2024-02-29 23:59:59.999+00",
      "1999-12-31 00:00:00+00",
    ]) {
      expect(parseTimestamptz(text).toISOString(), text).toBe(slow(text).toISOString());
    }
  });

  it("leaves other zones, early years, BC and infinity to pg's parser", () => {
    for (const text of ["2027-01-04 07:00:00-05", "2027-01-04 17:30:00+05:30", "0099-01-01 00:00:00+00", "0044-03-15 12:00:00+00 BC"]) {
      expect(parseTimestamptz(text).getTime(), text).toBe(slow(text).getTime());
    }
    expect(parseTimestamptz("infinity")).toEqual(slow("infinity"));
  });
});

describe("parseDateOnly (DATE columns of raw statements)", () => {
  it("is UTC midnight of the day, as Prisma reads it, whatever the server's zone", () => {
    const zone = process.env.TZ;
    process.env.TZ = "Asia/Tokyo"; // east of UTC: pg's parser gives local midnight, the day before in UTC
    try {
      expect(parseDateOnly("2027-01-11").toISOString()).toBe("2027-01-11T00:00:00.000Z");
      expect((pg.types.getTypeParser(pg.types.builtins.DATE, "text") as (t: string) => Date)("2027-01-11").toISOString()).toBe("2027-01-10T15:00:00.000Z");
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    expect(parseDateOnly("infinity")).toEqual((pg.types.getTypeParser(pg.types.builtins.DATE, "text") as (t: string) => unknown)("infinity"));
  });
});
