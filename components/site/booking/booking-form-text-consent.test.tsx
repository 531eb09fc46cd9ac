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

  it("ticked with a number that cannot receive texts, the server's refusal shows on the phone field; with a mobile number it sends textConsent", async () => {
    // The form's code stays light (no phone library in it): the server checks the number and names the field.
    const api = fakeApi({
      "POST /api/booking/create": async () => {
        const last = api.writes().at(-1)?.body as { phoneNumber?: string };
        return last?.phoneNumber === "555-0100"
          ? { status: 400, body: { error: "Invalid", fields: { phoneNumber: "This number cannot receive texts. Check it, or untick “Text me about my appointments”." } } }
          : { status: 201, body: { ok: true } };
      },
    });
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
    expect(api.writes()).toHaveLength(1);

    await user.clear(phone);
    await enter(user, phone, "(312) 555-0100");
    await passCaptcha(user);
    await user.click(submitButton());
    await screen.findByRole("heading", { name: "Thank you!" });
    expect(api.writes()[1].body).toMatchObject({ phoneNumber: "(312) 555-0100", textConsent: true });
  });
});
