import pg from "pg";
import { describe, expect, it } from "vitest";
import { parseTimestamptz } from "./client";

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
