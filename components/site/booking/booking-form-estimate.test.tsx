import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chooseTwoDays, renderBookingForm } from "@/tests/support/booking-form";

const review = () => screen.getByRole("region", { name: "Your request" });

describe("booking form: the review above the submit button", () => {
  it("starts with no days and a $0 estimate", () => {
    renderBookingForm();
    expect(within(review()).getByText("No days chosen yet.")).toBeTruthy();
    expect(screen.getByTestId("booking-estimate").textContent).toBe("$0");
  });

  it("lists each day's service, additional services and styles, and adds up their prices", async () => {
    const user = renderBookingForm();
    await chooseTwoDays(user);
    expect(within(review()).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Day 1, Fri, Dec 4: Competition Hair + Lashes · Latin",
      "Day 2, Sat, Dec 5: Men's Styling · Standard",
    ]);
    // $95 + $20 on the first day, $45 on the second.
    expect(screen.getByTestId("booking-estimate").textContent).toBe("$160");
  });

  it("says which day still lacks a service", async () => {
    const user = renderBookingForm();
    await user.selectOptions(screen.getByRole("combobox", { name: "Competition *" }), "ev-one");
    expect(within(review()).getByRole("listitem").textContent).toBe("Day 1, Sat, Dec 12: service not chosen");
  });
});
