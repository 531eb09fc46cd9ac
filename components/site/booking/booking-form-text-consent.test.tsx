import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/tests/support/fake-api";
import { chooseTwoDays, enter, fillDancer, passCaptcha, renderBookingForm, submitButton } from "@/tests/support/booking-form";

describe("booking form: Text me about my appointments", () => {
  it("is unticked; the label names the parent's phone when a parent fills the form", async () => {
    const user = renderBookingForm();
    const box = screen.getByRole("checkbox", { name: "Text me about my appointments" });
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole("checkbox", { name: "I am the parent or guardian of the competitor" }));
    expect(screen.getByRole("checkbox", { name: "Text me about my appointments (to your phone, the parent's or guardian's)" })).toBeTruthy();
  });

  it("ticked with a number that cannot receive texts, the phone field says so and nothing is sent; with a mobile number it sends textConsent", async () => {
    const api = fakeApi({ "POST /api/booking/create": { status: 201, body: { ok: true } } });
    const user = renderBookingForm();
    await chooseTwoDays(user);
    await fillDancer(user);
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("checkbox", { name: "Text me about my appointments" }));
    const phone = screen.getByRole("textbox", { name: "Phone *" });
    await user.clear(phone);
    await enter(user, phone, "555-0100");
    await passCaptcha(user);
    await user.click(submitButton());
    await screen.findByRole("alert");
    expect(document.getElementById("phoneNumber-error")?.textContent).toMatch(/^This number cannot receive texts/);
    expect(api.writes()).toEqual([]);

    await user.clear(phone);
    await enter(user, phone, "(312) 555-0100");
    await user.click(submitButton());
    await screen.findByRole("heading", { name: "Thank you!" });
    expect(api.writes()[0].body).toMatchObject({ phoneNumber: "(312) 555-0100", textConsent: true });
  });
});
