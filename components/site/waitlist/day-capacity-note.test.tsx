import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DayCapacityNote } from "./day-capacity-note";

const full = { date: "2026-12-19", state: "full" as const, weekday: "Saturday", eveningBefore: false };

describe("DayCapacityNote: one rule for a full day, said where it applies", () => {
  it("tells a visitor that a full day goes to its waiting list", () => {
    render(<DayCapacityNote day={full} sentWithRequest />);
    expect(screen.getByRole("status").textContent).toContain("Saturday is full: join the waiting list.");
    expect(screen.getByRole("status").textContent).toContain("Sending this form puts you on its waiting list instead of booking it");
  });

  it("tells the desk that saving books the full day anyway, never that it joins a waiting list", () => {
    render(<DayCapacityNote day={full} sentWithRequest atDesk />);
    const note = screen.getByRole("status").textContent ?? "";
    expect(note).toBe("Saturday is full. Saving books it anyway, over the day's capacity; a customer asking online goes to its waiting list.");
    expect(note).not.toContain("instead of booking it");
  });

  it("says nothing on an open day, at the desk or not", () => {
    const open = { ...full, state: "open" as const };
    const { container } = render(<DayCapacityNote day={open} sentWithRequest={false} atDesk />);
    expect(container.textContent).toBe("");
  });
});
