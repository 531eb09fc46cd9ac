import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/tests/support/fake-api";
import { renderAdmin } from "@/tests/support/render-admin";
import { HeatTimeForm } from "./heat-time-form";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push() {}, refresh() {} }) }));

const URL = "/api/bookings/b1/heats";
const props = { bookingId: "b1", date: "2026-12-19", dayLabel: "Sat, Dec 19", zoneHint: "Central time", heatTime: "", heatNote: "" };

describe("the desk's heat time form", () => {
  it("with hair at night, asks for the evening session's heat and sends it with the evening-before choice", async () => {
    const api = fakeApi({ [`PUT ${URL}`]: { body: { changed: true, late: false } } });
    const user = userEvent.setup({ delay: null });
    renderAdmin(<HeatTimeForm {...props} hairAtNight />);
    await user.type(screen.getByLabelText("First heat on Sat, Dec 19"), "07:45");
    await user.type(screen.getByLabelText("Evening session heat on Sat, Dec 19"), "19:30");
    await user.click(screen.getByLabelText("Hair done the evening before — for heats before the first stylist starts"));
    await user.click(screen.getByRole("button", { name: "Save first heat on Sat, Dec 19" }));
    expect(await screen.findByText("Saved: first heat on Sat, Dec 19.")).toBeTruthy();
    expect(api.writes()).toEqual([expect.objectContaining({ method: "PUT", url: URL, body: { days: [{ date: "2026-12-19", heatTime: "07:45", heatNote: "", hairEveningBefore: true, eveningHeatTime: "19:30" }] } })]);
  });

  it("without hair at night there is no evening heat field; the evening-before choice alone saves without a first heat", async () => {
    const api = fakeApi({ [`PUT ${URL}`]: { body: { changed: true, late: false } } });
    const user = userEvent.setup({ delay: null });
    renderAdmin(<HeatTimeForm {...props} />);
    expect(screen.queryByLabelText(/Evening session heat/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save first heat on Sat, Dec 19" }));
    expect(await screen.findByText("Enter the time of the first heat, or use Clear.")).toBeTruthy();
    await user.click(screen.getByLabelText("Hair done the evening before — for heats before the first stylist starts"));
    await user.click(screen.getByRole("button", { name: "Save first heat on Sat, Dec 19" }));
    expect(await screen.findByText("Saved: evening hair of Sat, Dec 19.")).toBeTruthy();
    expect(api.writes()).toEqual([expect.objectContaining({ body: { days: [{ date: "2026-12-19", heatTime: "", heatNote: "", hairEveningBefore: true }] } })]);
  });
});
