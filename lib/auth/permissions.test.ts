import { describe, expect, it } from "vitest";
import { adminRedirect, effectivePermissions, navigationFor } from "./permissions";

const user = (permissions: string[], role = "user", isAdministrator = false) => ({ role, isAdministrator, permissions });

describe("SPEC §2 guard rules", () => {
  it("sends visitors without a login to /admin/login and /admin to /admin/login", () => {
    expect(adminRedirect("/admin/users", null)).toBe("/admin/login");
    expect(adminRedirect("/admin", null)).toBe("/admin/login");
    expect(adminRedirect("/admin/", user(["view_admin_panel"]))).toBe("/admin/login");
    expect(adminRedirect("/admin/login", null)).toBeNull();
  });

  it("allows a route with at least one required permission", () => {
    expect(adminRedirect("/admin/users", user(["manage_users"]))).toBeNull();
    expect(adminRedirect("/admin/calendar_bookings/edit/abc", user(["manage_bookings"]))).toBeNull();
  });

  it("falls back to calendar_show, then home, then login", () => {
    expect(adminRedirect("/admin/users", user(["view_bookings", "view_admin_panel"]))).toBe("/admin/calendar_show");
    expect(adminRedirect("/admin/users", user(["view_admin_panel"]))).toBe("/admin/home");
    expect(adminRedirect("/admin/users", user(["edit_content"]))).toBe("/admin/login");
  });

  it("sends a signed-in user away from the login page to /admin/home", () => {
    expect(adminRedirect("/admin/login", user(["view_admin_panel"]))).toBe("/admin/home");
    // …unless they could enter nowhere, which would loop.
    expect(adminRedirect("/admin/login", user(["edit_content"]))).toBeNull();
  });

  it("treats isAdministrator or role admin as holding every permission", () => {
    expect(effectivePermissions(user([], "admin"))).toHaveLength(8);
    expect(effectivePermissions(user([], "user", true))).toHaveLength(8);
    expect(adminRedirect("/admin/users", user([], "admin"))).toBeNull();
  });
});

describe("admin navigation", () => {
  it("shows only the links the user may open, in the SPEC groups", () => {
    const nav = navigationFor(user(["view_admin_panel", "edit_content", "view_bookings"]));
    expect(nav.map((g) => g.group)).toEqual(["Dashboard", "Pages", "Calendar"]);
    expect(nav.find((g) => g.group === "Pages")!.links.map((l) => l.label)).toEqual(["Home", "About"]);
    expect(nav.find((g) => g.group === "Calendar")!.links.map((l) => l.label)).toEqual(["My Calendar"]);
  });
});
