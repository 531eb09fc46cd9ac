import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DayOfTexts } from "./day-of-texts";

const DANCER = "Ana Lopez";
const buttons = () => ["Ready for you", "Text: late…", "Text…"].map((name) => screen.getByRole("button", { name }));
// The line under the buttons (the timed status after a send is its own live region below it).
const noteLine = (group: HTMLElement) => group.querySelector<HTMLElement>('p[id$="-reason"]');

describe("the day-of texts' note line (Edit Booking, My Calendar's details, the run sheet)", () => {
  it("while the state loads: the three buttons disabled, 'Loading texts…' on the note line, the group busy", () => {
    render(<DayOfTexts bookingId="b1" dancer={DANCER} texting={{ canText: false, reason: null }} loading reserveNote />);
    const group = screen.getByRole("group", { name: `Text ${DANCER}` });
    expect(group.getAttribute("aria-busy")).toBe("true");
    for (const button of buttons()) {
      expect(button).toHaveProperty("disabled", true);
      expect(button.getAttribute("aria-describedby")).toBe(noteLine(group)!.id);
    }
    expect(noteLine(group)!.textContent).toBe("Loading texts…");
  });

  it("once texting is possible: the buttons enabled and, with reserveNote, the note line kept empty at the same height", () => {
    render(<DayOfTexts bookingId="b1" dancer={DANCER} texting={{ canText: true, reason: null }} reserveNote />);
    const group = screen.getByRole("group", { name: `Text ${DANCER}` });
    expect(group.hasAttribute("aria-busy")).toBe(false);
    for (const button of buttons()) {
      expect(button).toHaveProperty("disabled", false);
      expect(button.hasAttribute("aria-describedby")).toBe(false);
    }
    const line = noteLine(group)!;
    expect(line.textContent).toBe("");
    expect(line.className).toContain("min-h-5");
  });

  it("on the run sheet (no reserveNote): no note line when texting is possible, the reason when it is not", () => {
    const { unmount } = render(<DayOfTexts bookingId="b1" dancer={DANCER} texting={{ canText: true, reason: null }} />);
    expect(noteLine(screen.getByRole("group", { name: `Text ${DANCER}` }))).toBeNull();
    unmount();
    render(<DayOfTexts bookingId="b1" dancer={DANCER} texting={{ canText: false, reason: "No mobile number that can receive texts." }} />);
    expect(screen.getByTestId("day-of-texts-reason").textContent).toBe("No mobile number that can receive texts.");
    for (const button of buttons()) expect(button).toHaveProperty("disabled", true);
  });

  it("names its running-late button for what it does: it texts the dancer (the run sheet's 'Re-time … day…' moves times)", () => {
    render(<DayOfTexts bookingId="b1" dancer={DANCER} texting={{ canText: true, reason: null }} />);
    expect(screen.getByRole("button", { name: "Text: late…" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Running late…" })).toBeNull();
  });
});
