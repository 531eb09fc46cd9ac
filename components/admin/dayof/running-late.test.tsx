import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderAdmin } from "@/tests/support/render-admin";
import { DayOfTexts } from "@/components/admin/texts/day-of-texts";
import { RunningLateButton } from "./running-late";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push() {}, refresh() {} }) }));

describe("the run sheet's two running-late actions, each named for what it does", () => {
  it("the stylist's section re-times her day; the dancer's card texts her: no two buttons share a name", async () => {
    const user = userEvent.setup();
    renderAdmin(
      <>
        <RunningLateButton date="2026-12-19" staffId="s1" stylist="Bea Lee" />
        <DayOfTexts bookingId="b1" dancer="Mia Novak" texting={{ canText: true, reason: null }} />
      </>,
    );
    const names = screen.getAllByRole("button").map((b) => b.textContent);
    expect(names).toContain("Re-time Bea Lee’s day…");
    expect(names).toContain("Text: late…");
    expect(names.filter((n) => n === "Running late…")).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
    await user.click(screen.getByRole("button", { name: "Re-time Bea Lee’s day…" }));
    expect(screen.getByRole("dialog", { name: "Re-time Bea Lee’s day (running late)" }).textContent).toContain("Move her remaining appointments by");
  });
});
