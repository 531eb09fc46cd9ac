import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CancelBookingRequest } from "./cancel-booking-request";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push() {}, refresh() {} }) }));

describe("the private page's cancel section", () => {
  it("names a request a request: 'Cancel this request?'", async () => {
    const user = userEvent.setup();
    render(<CancelBookingRequest token={"a".repeat(43)} />);
    expect(screen.getByText("You can cancel this request here. The studio is told at once.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Cancel this request" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel this request?" });
    expect(dialog.textContent).toContain("Keep my request");
  });

  it("names a confirmed appointment a booking: 'Cancel this booking?', never 'request'", async () => {
    const user = userEvent.setup();
    const { container } = render(<CancelBookingRequest token={"a".repeat(43)} confirmed />);
    expect(screen.getByText("You can cancel this booking here. The studio is told at once.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Cancel this booking" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel this booking?" });
    expect(dialog.textContent).toContain("Keep my booking");
    expect(`${container.textContent} ${dialog.textContent}`).not.toMatch(/this request|my request/);
  });
});
