import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/tests/support/fake-api";
import { chooseTwoDays, fillDancer, passCaptcha, renderBookingForm, submitButton } from "@/tests/support/booking-form";

describe("booking form: hair at night", () => {
  it("is a required Yes / No question explained under its legend", () => {
    renderBookingForm();
    const group = screen.getByRole("group", { name: "Hair at night? *" });
    expect(group.getAttribute("aria-describedby")).toContain("hairAtNight-hint");
    expect(document.getElementById("hairAtNight-hint")?.textContent).toBe("Dancing in an evening session too? Choose Yes if you need your hair redone or refreshed for it.");
    expect(screen.getAllByRole("radio").map((r) => (r as HTMLInputElement).value)).toEqual(["yes", "no"]);
    expect(screen.getAllByRole("radio").some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it("refuses a request that does not answer it, and sends 'yes' once Yes is chosen", async () => {
    const api = fakeApi({ "POST /api/booking/create": { status: 201, body: { ok: true } } });
    const user = renderBookingForm();
    await chooseTwoDays(user);
    await fillDancer(user);
    await passCaptcha(user);
    await user.click(submitButton());
    const summary = await screen.findByRole("alert");
    expect(summary.textContent).toContain("Please fix this:");
    expect(screen.getByRole("link", { name: "Please tell us whether you need hair at night." })).toBeTruthy();
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole("radio", { name: "Yes" }));
    expect(screen.queryByText("Please tell us whether you need hair at night.")).toBeNull();
    await user.click(submitButton());
    await screen.findByRole("heading", { name: "Thank you!" });
    expect((api.writes()[0].body as { hairAtNight: string }).hairAtNight).toBe("yes");
  });
});
