import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/tests/support/fake-api";
import { passCaptcha, renderBookingForm, submitButton } from "@/tests/support/booking-form";

// The schema's messages, in the order the form shows the fields.
const REQUIRED: [label: string, message: string][] = [
  ["Competition *", "Please select a competition."],
  ["Dance level *", "Please select a dance level."],
  ["Appointment days *", "Please select at least one appointment day."],
  ["First Name *", "First name is required"],
  ["Last Name *", "Last name is required"],
  ["Email *", "Email is required"],
  ["Phone *", "Phone number is required"],
];
const HAIR_AT_NIGHT = "Please tell us whether you need hair at night.";

describe("booking form: required fields", () => {
  it("keeps Request Appointment disabled, with the reason, until the CAPTCHA is answered", async () => {
    const user = renderBookingForm();
    expect(submitButton().hasAttribute("disabled")).toBe(true);
    expect(submitButton().getAttribute("aria-describedby")).toBe("booking-captcha-hint");
    expect(screen.getByText("Complete the CAPTCHA to send your request.")).toBeTruthy();
    await passCaptcha(user);
    expect(submitButton().hasAttribute("disabled")).toBe(false);
    expect(screen.queryByText("Complete the CAPTCHA to send your request.")).toBeNull();
  });

  it("refuses an empty form without calling the API: every required field's message in form order, each field marked invalid", async () => {
    const api = fakeApi({});
    const user = renderBookingForm();
    await passCaptcha(user);
    await user.click(submitButton());

    const summary = await screen.findByRole("alert");
    expect(within(summary).getByText(`Please fix these ${REQUIRED.length + 1} things:`)).toBeTruthy();
    expect(within(summary).getAllByRole("listitem").map((li) => li.textContent)).toEqual([...REQUIRED.map(([, message]) => message), HAIR_AT_NIGHT]);
    for (const [label, message] of REQUIRED) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute("aria-invalid"), label).toBe("true");
      expect(document.getElementById(`${field.id}-error`)?.textContent, label).toBe(message);
    }
    expect(document.getElementById("hairAtNight-error")?.textContent).toBe(HAIR_AT_NIGHT);
    expect(api.writes()).toEqual([]);
  });

  it("moves focus to the first field to fix, and a summary link moves it to its own field", async () => {
    const user = renderBookingForm();
    await passCaptcha(user);
    await user.click(submitButton());
    await screen.findByRole("alert");
    expect(document.activeElement).toBe(screen.getByLabelText("Competition *"));
    await user.click(screen.getByRole("link", { name: "Email is required" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Email *"));
  });

  it("clears a field's message as soon as it is filled in", async () => {
    const user = renderBookingForm();
    await passCaptcha(user);
    await user.click(submitButton());
    await screen.findByRole("alert");
    await user.type(screen.getByLabelText("First Name *"), "Ana");
    expect(screen.getByLabelText("First Name *").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("First name is required")).toBeNull();
    expect(screen.getAllByText("Last name is required").length).toBeGreaterThan(0);
  });
});
