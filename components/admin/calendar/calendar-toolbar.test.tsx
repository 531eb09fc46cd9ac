import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CalendarToolbar } from "./calendar-toolbar";
import type { CalendarScreenModel } from "./use-calendar-screen";
import type { CalendarViewName } from "./calendar-model";

function renderToolbar(view: CalendarViewName, zoneChoice: "competition" | "studio" = "competition") {
  const navigate = { prev: vi.fn(), today: vi.fn(), next: vi.fn(), changeView: vi.fn(), gotoDate: vi.fn(), goToDay: vi.fn() };
  const chooseZone = vi.fn();
  const model = { view, zoneChoice, chooseZone, navigate } as Pick<CalendarScreenModel, "view" | "navigate" | "zoneChoice" | "chooseZone">;
  render(<CalendarToolbar model={model} studioZone="America/New_York" />);
  return { navigate, chooseZone, user: userEvent.setup({ delay: null }) };
}

const pressed = (group: string) =>
  within(screen.getByRole("group", { name: group }))
    .getAllByRole("button")
    .filter((b) => b.getAttribute("aria-pressed") === "true")
    .map((b) => b.textContent);

describe("My Calendar toolbar", () => {
  it("names Previous and Next after the view's unit", () => {
    renderToolbar("month");
    expect(screen.getByRole("button", { name: "Previous month" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next month" })).toBeTruthy();
  });

  it("marks the current view as pressed and switches views", async () => {
    const { navigate, user } = renderToolbar("week");
    expect(pressed("View")).toEqual(["Week"]);
    await user.click(screen.getByRole("button", { name: "Day" }));
    await user.click(screen.getByRole("button", { name: "Previous week" }));
    await user.click(screen.getByRole("button", { name: "Today" }));
    expect(navigate.changeView).toHaveBeenCalledWith("day");
    expect(navigate.prev).toHaveBeenCalledTimes(1);
    expect(navigate.today).toHaveBeenCalledTimes(1);
    expect(navigate.next).not.toHaveBeenCalled();
  });

  it("offers the competition's time or the studio's, naming the studio's zone", async () => {
    const { chooseZone, user } = renderToolbar("day", "studio");
    expect(pressed("Show times in")).toEqual(["Studio time (Eastern)"]);
    await user.click(screen.getByRole("button", { name: "Competition time" }));
    expect(chooseZone).toHaveBeenCalledWith("competition");
  });
});
