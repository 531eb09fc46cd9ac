// The run sheet's client code (its rows and header, on a 200-row page) is evaluated in the browser while
// the page hydrates: it must not pull in zod (building a domain's schemas cost ~50 ms at a phone's speed,
// inside the first tap on the stylist picker when it landed then), nor the bookings' DTO barrel, which brings
// html-entities (its table of named references is built at import: 23 ms at 4× in the second after load) and
// 40 KB of booking rules the rows never call.
import { describe, expect, it, vi } from "vitest";

describe("the run sheet's client modules", () => {
  it("load without zod or html-entities", async () => {
    vi.resetModules();
    vi.doMock("zod", () => {
      throw new Error("zod was loaded");
    });
    vi.doMock("html-entities", () => {
      throw new Error("html-entities was loaded");
    });
    const rows = await import("./run-sheet-rows");
    const glance = await import("@/components/admin/dayof/day-at-a-glance");
    const dto = await import("@/lib/calendar/run-sheet-dto");
    expect([typeof rows.RunSheetRows, typeof glance.DayAtAGlance]).toEqual(["function", "function"]);
    expect(dto.RUN_SHEET_COLUMNS.find((c) => c.key === "dancer")?.alert?.({ allergies: "Latex" } as never)).toEqual({ label: "Allergies & sensitivities", text: "Latex" });
    vi.doUnmock("zod");
    vi.doUnmock("html-entities");
  });
});
