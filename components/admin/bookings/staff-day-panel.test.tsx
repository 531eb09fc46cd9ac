import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { StaffDayScheduleDto, StaffDaySlotDto } from "@/lib/bookings/dto";
import { StaffDayPanel } from "./staff-day-panel";

const DATE = "2027-06-19";
const slot = (n: number, start: string, end: string, bookingId = `b${n}`): StaffDaySlotDto => ({ scheduleId: `s${n}`, bookingId, competitor: `Dancer ${n}`, service: "Competition Hair", startDate: DATE, startTime: start, endDate: DATE, endTime: end });
const day = (slots: StaffDaySlotDto[]): StaffDayScheduleDto => ({ date: DATE, timeZone: "America/New_York", staff: [{ staff: { _id: "u1", firstName: "Ana", lastName: "Reyes" }, slots }] });

describe("Edit Booking's busy times", () => {
  it("lists a stylist's few slots of the day as they are", () => {
    render(<StaffDayPanel date={DATE} day={day([slot(1, "09:00", "09:45"), slot(2, "10:00", "10:30", "mine")])} bookingId="mine" loading={false} error="" />);
    const row = screen.getByTestId(`busy-${DATE}-u1`);
    expect(row.textContent).toContain("9:00 AM – 9:45 AM Dancer 1 · Competition Hair");
    expect(row.textContent).toContain("10:00 AM – 10:30 AM this booking · Competition Hair");
    expect(within(row).queryByRole("group")).toBeNull();
  });

  it("folds a busy stylist's day under one line (how many, first start to last end) and draws the list once opened", async () => {
    const user = userEvent.setup({ delay: null });
    const slots = [slot(3, "07:00", "07:30"), slot(1, "06:00", "06:30", "mine"), slot(4, "13:30", "14:15"), slot(2, "06:30", "07:00"), slot(5, "08:00", "08:30")];
    render(<StaffDayPanel date={DATE} day={day(slots)} bookingId="mine" loading={false} error="" />);
    const row = screen.getByTestId(`busy-${DATE}-u1`);
    const summary = within(row).getByText("5 appointments, 6:00 AM – 2:15 PM, this booking among them");
    expect(row.textContent).not.toContain("Dancer 3");
    await user.click(summary);
    expect(row.textContent).toContain("7:00 AM – 7:30 AM Dancer 3 · Competition Hair");
    expect(within(row).getAllByRole("listitem")).toHaveLength(5);
  });
});
