import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/tests/support/fake-api";
import { renderAdmin } from "@/tests/support/render-admin";
import { ReminderSettingsForm } from "./reminder-settings-form";

const URL = "/api/booking/reminder-settings";

describe("customer reminders form", () => {
  it("shows how reminders go and saves a change of channel with the other settings", async () => {
    const api = fakeApi({ [`PUT ${URL}`]: { body: { sendReminders: true, reminderTime: "18:00", reminderChannels: "email" } } });
    const user = userEvent.setup({ delay: null });
    renderAdmin(<ReminderSettingsForm initial={{ sendReminders: true, reminderTime: "18:00", reminderChannels: "both" }} />);
    const channels = screen.getByLabelText("Send by") as HTMLSelectElement;
    expect(channels.value).toBe("both");
    await user.selectOptions(channels, "Email only");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Changes Saved")).toBeTruthy();
    expect(api.writes()).toEqual([expect.objectContaining({ method: "PUT", url: URL, body: { sendReminders: true, reminderTime: "18:00", reminderChannels: "email" } })]);
    expect(channels.value).toBe("email");
  });
});
