import { describe, expect, it } from "vitest";
import { isEmptyCell, RUN_SHEET_COLUMNS, sheetSlotCountLabel, type RunSheetDto, type RunSheetRow } from "./run-sheet-dto";

describe("run sheet cells on a phone", () => {
  it.each([
    ["555-0101", "tel:5550101"],
    ["(312) 555-0199", "tel:3125550199"],
    ["+1 312 555 0199", "tel:+13125550199"],
    ["ask at desk", null],
    ["", null],
  ])("the phone %j dials %j", (phone, href) => {
    const phoneColumn = RUN_SHEET_COLUMNS.find((column) => column.key === "phone");
    expect(phoneColumn?.href?.({ phone } as RunSheetRow)).toBe(href);
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

describe("the run sheet's count", () => {
  const rows = (n: number) => Array.from({ length: n }, () => ({}) as RunSheetRow);
  const section = (n: number) => ({ staff: { id: `s${n}`, firstName: "A", lastName: "B" }, rows: rows(n), firstStart: "", lastEnd: "" });
  it("counts every row shown, a stylist's or unassigned, and says how many are unassigned", () => {
    const sheet = { sections: [section(1), section(1)], unassigned: rows(2) } as unknown as RunSheetDto;
    expect(sheetSlotCountLabel(sheet)).toBe("4 slots, 2 unassigned");
    expect(sheetSlotCountLabel({ sections: [section(1)], unassigned: [] })).toBe("1 slot");
  });

  it("frames the dancer's allergies in full under the dancer, and keeps them out of the notes", () => {
    const allergies = "Latex lash glue; no fragrance in the setting spray, ".repeat(5);
    const row = { dancer: "Ana Ruiz", parent: null, allergies, notes: "Hair: Low bun" } as RunSheetRow;
    const dancer = RUN_SHEET_COLUMNS.find((c) => c.key === "dancer")!;
    expect(dancer.alert?.(row)).toEqual({ label: "Allergies & sensitivities", text: allergies });
    expect(RUN_SHEET_COLUMNS.find((c) => c.key === "notes")!.cell(row)).toEqual(["Hair: Low bun"]);
    expect(dancer.alert?.({ ...row, allergies: "" })).toBeNull();
  });
});
