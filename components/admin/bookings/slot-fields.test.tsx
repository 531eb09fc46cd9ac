import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Slot } from "@/lib/bookings/dto";
import type { StaffDto } from "@/lib/users/dto";
import { SlotFields } from "./slot-fields";

const anna: StaffDto = { _id: "u-anna", userId: "u-anna", firstName: "Anna", lastName: "Kim" };
const mara: StaffDto = { _id: "u-mara", userId: "u-mara", firstName: "Mara", lastName: "Lee", notPerformed: ["Competition Hair", "Hair & Makeup Package"] };
const slot = (service: string, assigned: StaffDto | null = null): Slot => ({
  service,
  date: "2026-12-19",
  dayIndex: 0,
  assignedUser: assigned ? { _id: assigned._id, firstName: assigned.firstName, lastName: assigned.lastName } : null,
  startDate: "",
  startTime: "",
  endDate: "",
  endTime: "",
});
const show = (s: Slot) => render(<SlotFields slot={s} index={0} staff={[anna, mara]} bookedThatDay={new Map()} problems={{}} endFilled={false} onChange={() => {}} />);
const options = () => within(screen.getByLabelText("Staff")).getAllByRole("option").map((o) => o.textContent);

describe("Edit Booking's stylist list for a slot", () => {
  it("lists only the stylists who perform the slot's service", () => {
    show(slot("Hair & Makeup Package"));
    expect(options()).toEqual(["Unassigned", "Anna Kim (0 booked)"]);
  });

  it("lists the makeup artist for makeup", () => {
    show(slot("Competition Makeup"));
    expect(options()).toEqual(["Unassigned", "Anna Kim (0 booked)", "Mara Lee (0 booked)"]);
  });

  it("keeps the stylist assigned visible but flagged, and says the save will refuse her", () => {
    show(slot("Hair & Makeup Package", mara));
    expect(options()).toEqual(["Unassigned", "Anna Kim (0 booked)", "Mara Lee (0 booked) — does not perform this service"]);
    expect(screen.getByText("Mara Lee does not perform Hair & Makeup Package. Choose a stylist who does, or the save is refused.")).toBeTruthy();
  });
});
