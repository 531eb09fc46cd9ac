import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/tests/support/fake-api";
import { passCaptcha, renderBookingForm, submitButton } from "@/tests/support/booking-form";

const parentBox = () => screen.getByRole("checkbox", { name: "I am the parent or guardian of the competitor" });

describe("booking form: a parent or guardian filling it in", () => {
  it("asks for the parent's names only once the box is ticked, and says whose each field is", async () => {
    const user = renderBookingForm();
    expect(screen.queryByLabelText("Parent First Name *")).toBeNull();
    expect(screen.queryByLabelText("Parent Last Name *")).toBeNull();
    expect(screen.getByLabelText("First Name *")).toBeTruthy();
    expect(screen.getByLabelText("Email *")).toBeTruthy();

    await user.click(parentBox());
    expect(screen.getByLabelText("Parent First Name *").getAttribute("autocomplete")).toBe("given-name");
    expect(screen.getByLabelText("Parent Last Name *").getAttribute("autocomplete")).toBe("family-name");
    // The dancer's name is not the person filling the form: no autofill of the parent's own name into it.
    expect(screen.getByLabelText("Dancer's First Name *").getAttribute("autocomplete")).toBe("off");
    expect(screen.getByLabelText("Dancer's Last Name *").getAttribute("autocomplete")).toBe("off");
    expect(screen.getByLabelText("Your email (parent/guardian) *")).toBeTruthy();
    expect(screen.getByLabelText("Your phone (parent/guardian) *")).toBeTruthy();

    await user.click(parentBox());
    expect(screen.queryByLabelText("Parent First Name *")).toBeNull();
    expect(screen.getByLabelText("First Name *")).toBeTruthy();
  });

  it("points the missing-parent-name message at the name still missing", async () => {
    fakeApi({});
    const user = renderBookingForm();
    await user.click(parentBox());
    await user.type(screen.getByLabelText("Parent First Name *"), "Maria");
    await passCaptcha(user);
    await user.click(submitButton());
    await screen.findByRole("alert");
    const message = "Please enter both Parent First Name and Parent Last Name.";
    expect(document.getElementById("parentLastName-error")?.textContent).toBe(message);
    expect(screen.getByLabelText("Parent Last Name *").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Parent First Name *").getAttribute("aria-invalid")).toBeNull();
  });

  it("asks for both parent names when neither is given", async () => {
    fakeApi({});
    const user = renderBookingForm();
    await user.click(parentBox());
    await passCaptcha(user);
    await user.click(submitButton());
    await screen.findByRole("alert");
    expect(document.getElementById("parentFirstName-error")?.textContent).toBe("Please enter both Parent First Name and Parent Last Name.");
  });
});
