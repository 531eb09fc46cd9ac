import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderAdmin } from "@/tests/support/render-admin";
import { fakeApi } from "@/tests/support/fake-api";
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

describe("running late past the end of her hours: the choices the desk has", () => {
  const slot = (id: string, dancer: string, fits: boolean) => ({ scheduleId: id, bookingId: `b-${id}`, dancer, service: "Competition Hair", from: "", to: "", start: "", end: "", fits });
  const preview = { applied: false, minutes: 15, slots: [slot("s-bella", "Bella Dancer", true), slot("s-cara", "Cara Dancer", false)], warnings: [], hours: { endsAt: "11:15 AM", extendTo: "11:30 AM" } };

  it("names the one after her hours, ticks only those that fit on request and moves just those", async () => {
    const user = userEvent.setup();
    const api = fakeApi({ "POST /api/calendar/running-late": { body: preview } });
    renderAdmin(<RunningLateButton date="2026-12-19" staffId="s1" stylist="Bea Lee" canExtendHours />);
    await user.click(screen.getByRole("button", { name: "Re-time Bea Lee’s day…" }));
    await user.click(screen.getByRole("button", { name: "15 min" }));
    expect(screen.getByTestId("running-late-hours").textContent).toContain("1 would end after her hours (until 11:15 AM)");
    expect(screen.getByRole("button", { name: "Extend her hours to 11:30 AM and move all 2" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Tick only those that fit" }));
    expect(screen.getByRole("checkbox", { name: /Cara Dancer/ })).toHaveProperty("checked", false);
    await user.click(screen.getByRole("button", { name: "Move 1 by 15 min" }));
    expect(api.sent.at(-1)?.body).toMatchObject({ minutes: 15, preview: false, scheduleIds: ["s-bella"] });
  });

  it("a stylist on her own day is not offered to extend her hours", async () => {
    const user = userEvent.setup();
    fakeApi({ "POST /api/calendar/running-late": { body: preview } });
    renderAdmin(<RunningLateButton date="2026-12-19" staffId="s1" stylist="Bea Lee" />);
    await user.click(screen.getByRole("button", { name: "Re-time Bea Lee’s day…" }));
    await user.click(screen.getByRole("button", { name: "15 min" }));
    expect(screen.getByTestId("running-late-hours").textContent).toContain("the desk can extend her hours");
    expect(screen.queryByRole("button", { name: /Extend her hours/ })).toBeNull();
  });
});
