import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DayAtAGlance } from "./day-at-a-glance";
import { glanceSlotsOf } from "./glance-slots";

const NY = "America/New_York";

afterEach(() => vi.restoreAllMocks());

describe("the run sheet's day at a glance", () => {
  it("prints the next dancers' starts as the server labelled them, formatting no time in the browser while the page hydrates", () => {
    // Labelled on the server: the studio's zone unnamed, another competition's zone named.
    const row = (scheduleId: string, dancer: string, start: string, timeZone: string) => ({ scheduleId, dancer, start, timeZone });
    const slots = glanceSlotsOf(
      {
        sections: [
          { staff: { id: "u1", firstName: "Bea", lastName: "Lane" }, rows: [row("s1", "Ana Cruz", "2099-06-19T12:30:00.000Z", NY), row("s2", "Ivy Park", "2099-06-19T14:10:00.000Z", "America/Chicago")] },
        ] as never,
      },
      NY,
    );
    expect(slots.map((s) => s.at)).toEqual(["8:30 AM", "9:10 AM Central"]);

    // In the browser: no zoned Intl formatter is built or asked (the page's first one cost ~0.1 s on a phone).
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    render(<DayAtAGlance slots={slots} />);
    expect(screen.getByTestId("glance-next").textContent).toBe("Next due: 8:30 AM Ana Cruz (Bea) · 9:10 AM Central Ivy Park (Bea)");
    expect(screen.getByTestId("glance-waiting").textContent).toBe("2");
    expect(formatToParts).not.toHaveBeenCalled();
  });
});
