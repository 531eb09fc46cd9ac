import { describe, expect, it } from "vitest";
import { signInLanding, startsOnRunSheet } from "./dto";

const user = (over: Partial<{ bookable: boolean; isAdministrator: boolean; permissions: string[] }>) => ({ bookable: true, isAdministrator: false, permissions: ["view_admin_panel", "view_bookings"], ...over });

describe("where signing in lands", () => {
  it("a stylist who takes appointments starts on her run sheet", () => {
    expect(startsOnRunSheet(user({}))).toBe(true);
    expect(signInLanding(user({}))).toBe("/admin/calendar_show/run-sheet");
  });

  it("the desk, an administrator and staff who take no appointments start on the Dashboard", () => {
    expect(signInLanding(user({ permissions: ["view_admin_panel", "view_bookings", "manage_bookings"] }))).toBe("/admin/home");
    expect(signInLanding(user({ isAdministrator: true }))).toBe("/admin/home");
    expect(signInLanding(user({ bookable: false }))).toBe("/admin/home");
  });
});
