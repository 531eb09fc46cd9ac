import { describe, expect, it } from "vitest";
import { isEmptyCell, RUN_SHEET_COLUMNS, telHref, type RunSheetRow } from "./run-sheet-dto";

describe("run sheet cells on a phone (issue 30)", () => {
  it.each([
    ["555-0101", "tel:5550101"],
    ["(312) 555-0199", "tel:3125550199"],
    ["+1 312 555 0199", "tel:+13125550199"],
    ["ask at desk", null],
    ["", null],
  ])("the phone %j dials %j", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('leaves out a cell whose lines are all empty or "—"', () => {
    expect(isEmptyCell([""])).toBe(true);
    expect(isEmptyCell(["—"])).toBe(true);
    expect(isEmptyCell(["  "])).toBe(true);
    expect(isEmptyCell(["No"])).toBe(false);
    expect(isEmptyCell(["—", "Amateur"])).toBe(false);
  });

  it("the phone column links to tel:, no other column links", () => {
    const row = { phone: "555-0101" } as RunSheetRow;
    const linked = RUN_SHEET_COLUMNS.filter((c) => c.href?.(row));
    expect(linked.map((c) => [c.key, c.href!(row)])).toEqual([["phone", "tel:5550101"]]);
  });
});
