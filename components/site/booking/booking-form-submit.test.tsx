import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/tests/support/fake-api";
import { PHONE, chooseTwoDays, enter, fillDancer, passCaptcha, renderBookingForm, submitButton } from "@/tests/support/booking-form";

const CREATE = "POST /api/booking/create";

async function fillValidRequest(user: ReturnType<typeof renderBookingForm>) {
  await chooseTwoDays(user);
  await fillDancer(user);
  await user.click(screen.getByRole("radio", { name: "No" }));
  await enter(user, screen.getByLabelText("Message"), "Early heats");
  await passCaptcha(user);
}

describe("booking form: sending the request", () => {
  it("sends one request with the days in date order, each day's choices, trimmed contact details and the captcha", async () => {
    const api = fakeApi({ [CREATE]: { status: 201, body: { ok: true } } });
    const user = renderBookingForm();
    await fillValidRequest(user);
    await user.click(submitButton());
    await screen.findByRole("heading", { name: "Thank you!" });

    expect(api.writes()).toHaveLength(1);
    expect(api.writes()[0].headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(api.writes()[0].body).toEqual({
      competition: "ev-holiday",
      danceLevel: "amateur",
      selectedEventDays: ["2026-12-04", "2026-12-05"],
      dayDetails: [
        { date: "2026-12-04", services: "svc-hair", danceStyle: ["latin"], additionalServices: ["svc-lashes"], hairEveningBefore: false },
        { date: "2026-12-05", services: "svc-men", danceStyle: ["standard"], additionalServices: [], hairEveningBefore: false },
      ],
      isParentOrGuardian: false,
      parentFirstName: "",
      parentLastName: "",
      firstName: "Ana",
      lastName: "Ruiz",
      email: "ana@example.net",
      phoneNumber: "555-010-0100",
      stylistPreference: "",
      textConsent: false,
      hairAtNight: "no",
      message: "Early heats",
      captchaToken: "dev-captcha-token",
    });
  });

  it("thanks the visitor with the studio's phone, and Book Another Appointment starts an empty form", async () => {
    fakeApi({ [CREATE]: { status: 201, body: { ok: true } } });
    const user = renderBookingForm();
    await fillValidRequest(user);
    await user.click(submitButton());
    const thanks = await screen.findByRole("status");
    expect(thanks.textContent).toContain(`Text us at ${PHONE}.`);
    expect(document.activeElement).toBe(thanks);
    await user.click(screen.getByRole("button", { name: "Book Another Appointment" }));
    expect((screen.getByLabelText("Competition *") as HTMLSelectElement).value).toBe("");
    expect((screen.getByLabelText("First Name *") as HTMLInputElement).value).toBe("");
    expect(submitButton().hasAttribute("disabled")).toBe(true);
  });

  it("shows the server's refusal on its field and asks for a new CAPTCHA", async () => {
    const api = fakeApi({ [CREATE]: { status: 400, body: { error: "Invalid", fields: { email: "This email address cannot receive mail." } } } });
    const user = renderBookingForm();
    await fillValidRequest(user);
    await user.click(submitButton());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Failed to send booking request. Please try again.");
    expect(document.getElementById("email-error")?.textContent).toBe("This email address cannot receive mail.");
    expect(submitButton().hasAttribute("disabled")).toBe(true);
    expect((screen.getByRole("checkbox", { name: "I am not a robot (development captcha)" }) as HTMLInputElement).checked).toBe(false);
    // A new attempt is a new request: a fresh Idempotency-Key.
    await passCaptcha(user);
    await user.click(submitButton());
    await screen.findByRole("alert");
    expect(api.writes()).toHaveLength(2);
    expect(api.writes()[1].headers["Idempotency-Key"]).not.toBe(api.writes()[0].headers["Idempotency-Key"]);
  });

  it("says so when the studio cannot be reached, keeping everything entered", async () => {
    const user = renderBookingForm();
    await fillValidRequest(user);
    fakeApi({ [CREATE]: () => Promise.reject(new TypeError("Failed to fetch")) });
    await user.click(submitButton());
    expect((await screen.findByRole("alert")).textContent).toContain("Error: Failed to fetch");
    expect((screen.getByLabelText("First Name *") as HTMLInputElement).value).toBe("Ana");
    expect(submitButton().hasAttribute("disabled")).toBe(false);
  });
});
