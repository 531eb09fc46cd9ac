// The run sheet's rows are client code on a 200-row page: what they import is evaluated in the browser
// while the page hydrates. Its DTO module must not pull in zod (building a domain's schemas cost ~50 ms
// at a phone's speed, inside the first tap).
import { describe, expect, it, vi } from "vitest";

describe("lib/calendar/dto in the browser", () => {
  it("loads without zod", async () => {
    vi.resetModules();
    vi.doMock("zod", () => {
      throw new Error("zod was loaded");
    });
    const dto = await import("./dto");
    expect(dto.RUN_SHEET_COLUMNS.find((c) => c.key === "dancer")?.alert?.({ allergies: "Latex" } as never)).toEqual({ label: "Allergies & sensitivities", text: "Latex" });
    vi.doUnmock("zod");
  });
});
