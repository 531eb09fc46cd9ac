import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CONTACT_PHONE_NOT_TEXTABLE, ContactForm } from "./contact-form";

describe("contact form: a phone number that cannot receive texts", () => {
  it("says so under the field when the visitor leaves it, and says nothing for a mobile number", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    const phone = screen.getByRole("textbox", { name: /Phone/ });
    await user.type(phone, "555-0100");
    await user.tab();
    expect(await screen.findByText(CONTACT_PHONE_NOT_TEXTABLE)).toBeTruthy();
    expect(phone.getAttribute("aria-describedby")).toContain("contact-phone-hint");

    await user.clear(phone);
    await user.type(phone, "(312) 555-0100");
    await user.tab();
    await expect.poll(() => screen.queryByText(CONTACT_PHONE_NOT_TEXTABLE)).toBeNull();
  });
});
