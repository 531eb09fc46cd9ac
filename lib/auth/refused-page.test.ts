import { describe, expect, it } from "vitest";
import { ADMIN_ROUTES } from "./admin-routes";
import { deniedKeyOf, refusedPageMessage, refusedRouteOf } from "./refused-page";

const route = (path: string) => ADMIN_ROUTES.find((r) => r.path === path)!;

describe("a refused page, named where the guard rule sends the user", () => {
  it("says which page it was and the permission it needs, by name", () => {
    expect(refusedPageMessage(refusedRouteOf("users")!)).toBe("You do not have access to Users; it needs Manage users. Ask an administrator.");
    expect(refusedPageMessage(refusedRouteOf("calendar_bookings.edit.id")!)).toBe("You do not have access to Edit Booking; it needs Manage bookings. Ask an administrator.");
    expect(refusedPageMessage(route("/admin/staffing/:eventId"))).toBe("You do not have access to Staffing; it needs Manage bookings or View bookings. Ask an administrator.");
  });

  it("gives every page of the table its own key", () => {
    const keys = ADMIN_ROUTES.map(deniedKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of ADMIN_ROUTES.filter((r) => r.permissions.length > 0)) expect(refusedRouteOf(deniedKeyOf(r))).toBe(r);
  });

  it("says nothing for a key that is not the table's", () => {
    for (const key of [undefined, "", "secret", "/admin/users", "no-access", "users<script>", ["users", "users"]]) expect(refusedRouteOf(key)).toBeUndefined();
  });
});
