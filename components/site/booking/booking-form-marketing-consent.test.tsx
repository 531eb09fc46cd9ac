import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/tests/support/fake-api";
import { chooseTwoDays, fillDancer, passCaptcha, renderBookingForm, submitButton } from "@/tests/support/booking-form";

describe("booking form: Tell me about new competitions", () => {
  it("is unticked and sends nothing of it unless ticked; ticked, it sends marketingConsent apart from textConsent", async () => {
    const api = fakeApi({ "POST /api/booking/create": async () => ({ status: 201, body: { ok: true } }) });
    const user = renderBookingForm();
    const box = screen.getByRole("checkbox", { name: "Tell me about new competitions" }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await chooseTwoDays(user);
    await fillDancer(user);
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(box);
    await passCaptcha(user);
    await user.click(submitButton());
    await screen.findByRole("heading", { name: "Thank you!" });
    expect(api.writes()).toHaveLength(1);
    expect(api.writes()[0].body).toMatchObject({ marketingConsent: true, textConsent: false });
  });
});
