import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi } from "@/tests/support/fake-api";
import { passCaptcha, renderBookingForm, submitButton } from "@/tests/support/booking-form";

const daysList = () => screen.getByRole("listbox", { name: "Appointment days *" });
const competition = () => screen.getByRole("combobox", { name: "Competition *" });
const daySections = () => screen.queryAllByRole("group", { name: /^Day \d+:/ }).map((group) => group.querySelector("legend")?.textContent);

afterEach(() => window.history.replaceState(null, "", "/"));

describe("booking form: days and services per competition day", () => {
  it("offers the days of the chosen competition only, once one is chosen", async () => {
    const user = renderBookingForm();
    expect(daysList().hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Choose a competition first.")).toBeTruthy();
    await user.selectOptions(competition(), "ev-holiday");
    expect(daysList().hasAttribute("disabled")).toBe(false);
    expect(within(daysList()).getAllByRole("option").map((o) => o.textContent)).toEqual(["Friday, December 4th", "Saturday, December 5th", "Sunday, December 6th"]);
    expect(screen.getByText("Miami, FL · December 4th – 6th, 2026")).toBeTruthy();
    expect(daySections()).toEqual([]);
  });

  it("gives each chosen day its own service, styles and additional services, in date order; the evening-before box only on a day whose evening someone works", async () => {
    // Friday's evening before is worked (a night window with a stylist), Sunday's is not.
    const day = (date: string, weekday: string, eveningBefore: boolean) => ({ date, state: "open", weekday, eveningBefore });
    fakeApi({ "GET /api/events/ev-holiday/capacity": { body: { eventId: "ev-holiday", days: [day("2026-12-04", "Friday", true), day("2026-12-05", "Saturday", false), day("2026-12-06", "Sunday", false)] } } });
    const user = renderBookingForm();
    await user.selectOptions(competition(), "ev-holiday");
    await user.selectOptions(daysList(), ["2026-12-06", "2026-12-04"]);
    expect(daySections()).toEqual(["Day 1: Friday, December 4th", "Day 2: Sunday, December 6th"]);
    const choice = "Hair done the evening before — for heats before the first stylist starts";
    // The evening before is its own choice per day, unticked until chosen, where it applies.
    const friday = screen.getByRole("group", { name: /^Day 1:/ });
    expect((await within(friday).findByRole<HTMLInputElement>("checkbox", { name: choice })).checked).toBe(false);
    expect(within(screen.getByRole("group", { name: /^Day 2:/ })).queryByRole("checkbox", { name: choice })).toBeNull();
    for (const name of [/^Day 1:/, /^Day 2:/]) {
      const day = screen.getByRole("group", { name });
      expect(within(day).getByRole("combobox", { name: "Service *" })).toBeTruthy();
      expect(within(day).getAllByRole("checkbox").map((box) => box.getAttribute("value")).slice(0, 9)).toEqual(["latin", "standard", "smooth", "rhythm", "exhibition", "night-club", "show-dance", "Other", "svc-lashes"]);
    }
    // Main services only in the service list; the additional service is a checkbox.
    const services = within(screen.getByRole("group", { name: /^Day 1:/ })).getByRole("combobox", { name: "Service *" });
    expect(within(services).getAllByRole("option").map((o) => o.textContent)).toEqual(["Select a service", "Competition Hair — $95", "Men's Styling — $45"]);
  });

  it("removes a day's section with its chip", async () => {
    const user = renderBookingForm();
    await user.selectOptions(competition(), "ev-holiday");
    await user.selectOptions(daysList(), ["2026-12-04", "2026-12-05"]);
    await user.click(screen.getByRole("button", { name: /^Remove\s*Fri, Dec 4/ }));
    expect(daySections()).toEqual(["Day 1: Saturday, December 5th"]);
  });

  it("chooses the only day of a one-day competition by itself", async () => {
    const user = renderBookingForm();
    await user.selectOptions(competition(), "ev-one");
    expect(daySections()).toEqual(["Day 1: Saturday, December 12th"]);
  });

  it("starts the first chosen day with the service of the Book it link the visitor came from", async () => {
    window.history.replaceState(null, "", "/bookanappointment?event=ev-holiday&service=svc-men");
    const user = renderBookingForm();
    expect((competition() as HTMLSelectElement).value).toBe("ev-holiday");
    await user.selectOptions(daysList(), ["2026-12-05"]);
    const service = within(screen.getByRole("group", { name: /^Day 1:/ })).getByRole("combobox", { name: "Service *" }) as HTMLSelectElement;
    expect(service.value).toBe("svc-men");
  });

  it("asks for a service and a style on each day, naming the day", async () => {
    fakeApi({});
    const user = renderBookingForm();
    await user.selectOptions(competition(), "ev-holiday");
    await user.selectOptions(daysList(), ["2026-12-04", "2026-12-05"]);
    const first = screen.getByRole("group", { name: /^Day 1:/ });
    await user.selectOptions(within(first).getByRole("combobox", { name: "Service *" }), "svc-hair");
    await user.click(within(first).getByRole("checkbox", { name: "Latin" }));
    await passCaptcha(user);
    await user.click(submitButton());
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("link", { name: "Please select a service for day 2." }).getAttribute("href")).toBe("#service-2026-12-05");
    expect(within(summary).getByRole("link", { name: "Please select at least one dance style for day 2." }).getAttribute("href")).toBe("#styles-2026-12-05");
    expect(within(summary).queryByText(/for day 1\./)).toBeNull();
  });
});
