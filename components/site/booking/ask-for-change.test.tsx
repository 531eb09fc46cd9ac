import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/tests/support/fake-api";
import type { ChangeFormOptions } from "@/lib/change-requests/dto";
import { AskForChange } from "./ask-for-change";

const TOKEN = "a".repeat(43);
const URL = `POST /api/booking/link/${TOKEN}/changes`;
const OPTIONS: ChangeFormOptions = {
  bookingId: "b1",
  bookedDays: [{ date: "2026-12-05", label: "Saturday, December 5", extras: [{ id: "lash", title: "Lashes" }] }],
  otherDays: [{ date: "2026-12-06", label: "Sunday, December 6" }],
  services: [{ id: "hair", title: "Competition Hair" }],
  addable: [{ id: "lash", title: "Lashes" }, { id: "hair", title: "Competition Hair" }],
  zoneLabel: "Eastern",
  requests: [],
};
const waiting = { _id: "r1", bookingId: "b1", kind: "add_day", status: "pending", statusLabel: "Waiting for the studio", sentence: "Mia asks to add Sunday: Competition Hair", note: "", dancer: "Mia Novak", competition: "Ohio Star Ball", createdAt: "2026-11-01T10:00:00.000Z", decidedAt: null, decidedByName: "", decisionNote: "" };

describe("Ask for a change", () => {
  it("sends an added day by keyboard alone and lists it as waiting", async () => {
    const api = fakeApi({ [URL]: { status: 201, body: { request: waiting, applied: false, message: "Sent to the studio. We email you when they answer." } } });
    const user = userEvent.setup();
    render(<AskForChange target={{ token: TOKEN }} options={OPTIONS} />);
    await user.tab(); // what would you like
    await user.tab(); // day
    await user.tab(); // service
    expect(document.activeElement).toBe(screen.getByLabelText("Service"));
    await user.selectOptions(screen.getByLabelText("Service"), "hair");
    await user.type(screen.getByLabelText("Note for the studio (optional)"), "She made the final");
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Send to the studio" }));
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "Sent to the studio. We email you when they answer.");
    expect(api.writes().map((r) => r.body)).toEqual([{ kind: "add_day", note: "She made the final", payload: { date: "2026-12-06", service: "hair", danceStyle: ["latin"], additionalServices: [] } }]);
    expect(within(screen.getByTestId("change-requests")).getByText("Mia asks to add Sunday: Competition Hair")).toBeTruthy();
  });

  it("shows the studio's refusal and marks the field it names", async () => {
    fakeApi({ [URL]: { status: 400, body: { error: "Choose a service from the price list.", fields: { "payload.service": "Unknown service" } } } });
    const user = userEvent.setup();
    render(<AskForChange target={{ token: TOKEN }} options={OPTIONS} />);
    await user.click(screen.getByRole("button", { name: "Send to the studio" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Choose a service from the price list.");
    expect(screen.getByLabelText("Service").getAttribute("aria-invalid")).toBe("true");
  });

  it("offers only that day's extras to remove", async () => {
    const user = userEvent.setup();
    render(<AskForChange target={{ token: TOKEN }} options={OPTIONS} />);
    await user.selectOptions(screen.getByLabelText("What would you like?"), "remove_service");
    const options = within(screen.getByLabelText("Extra to remove")).getAllByRole("option").map((o) => o.textContent);
    expect(options).toEqual(["Choose one", "Lashes"]);
  });
});
