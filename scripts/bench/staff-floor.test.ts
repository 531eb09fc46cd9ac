// bench:admin's floor report (the page loads themselves are the bench).
import { describe, expect, it } from "vitest";
import { floorReport } from "./staff-floor";

describe("bench:admin floors", () => {
  it("gives each screen's content as a multiple of the bare page and of the staff shell", () => {
    const lines = floorReport({ bare: { c50: 500, c95: 600 }, shell: { c50: 800, c95: 900 } }, [{ screen: "Run sheet", c50: 1200 }], 1000);
    expect(lines[0]).toContain("bare App Router page (one heading, this project's next and react) 500 ms / 600 ms");
    expect(lines[0]).toContain("/admin/no-access) 800 ms / 900 ms");
    expect(lines[1]).toBe("  Run sheet: content p50 1,200 ms = 2.40× the bare page, 1.50× the staff shell");
    expect(lines[2]).toBe("The 1,000 ms target is 2.00× the bare page and 1.25× the staff shell here.");
  });

  it("gives the bare page with the staff stylesheet against the bare page, and the shell against it, when measured", () => {
    const lines = floorReport({ bare: { c50: 200, c95: 300 }, shell: { c50: 360, c95: 420 }, bareWithStylesheet: { c50: 300, c95: 380 } }, [{ screen: "Run sheet", c50: 720 }], 1000);
    expect(lines[1]).toBe("The bare page with the staff shell's stylesheets linked: 300 ms / 380 ms = 1.50× the bare page; the staff shell is 1.20× it");
    expect(lines[2]).toBe("  Run sheet: content p50 720 ms = 3.60× the bare page, 2.00× the staff shell");
  });

  it("says so when the floor itself is over the target", () => {
    expect(floorReport({ bare: { c50: 1100, c95: 1300 }, shell: { c50: 1250, c95: 1400 } }, [], 1000).at(-1)).toBe(
      "The bare page alone shows its heading after 1,100 ms here, over the 1,000 ms target: no page built on this framework meets it on this machine at this slowdown.",
    );
    expect(floorReport({ bare: { c50: 900, c95: 950 }, shell: { c50: 1250, c95: 1400 } }, [], 1000).at(-1)).toBe("The staff shell alone shows its heading after 1,250 ms here, over the 1,000 ms target (the bare page: 900 ms).");
  });
});
