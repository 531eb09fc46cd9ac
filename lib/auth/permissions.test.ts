import { describe, expect, it } from "vitest";
import { adminRedirect, decideAdminPage, effectivePermissions, navigationFor } from "./permissions";

const user = (permissions: string[], role = "user", isAdministrator = false) => ({ role, isAdministrator, permissions });

describe("admin page guard rules", () => {
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

  it("sends a signed-in user on a page they may not open where the rule says (My Calendar, else the Dashboard, else sign-in), naming the page", () => {
    expect(adminRedirect("/admin/users", user(["view_bookings", "view_admin_panel"]))).toBe("/admin/calendar_show?denied=users");
    expect(adminRedirect("/admin/users", user(["view_bookings"]))).toBe("/admin/calendar_show?denied=users");
    expect(adminRedirect("/admin/users", user(["view_admin_panel"]))).toBe("/admin/home?denied=users");
    expect(adminRedirect("/admin/users/", user(["view_admin_panel"]))).toBe("/admin/home?denied=users");
    expect(adminRedirect("/admin/users", user(["edit_content"]))).toBe("/admin/login?denied=users");
    expect(adminRedirect("/admin/calendar_bookings/edit/abc", user(["view_bookings"]))).toBe("/admin/calendar_show?denied=calendar_bookings.edit.id");
    expect(adminRedirect("/admin/calendar_show", user(["view_admin_panel"]))).toBe("/admin/home?denied=calendar_show");
  });

  it("never sends the login page on from a token's claims alone (the page checks the session row)", () => {
    expect(adminRedirect("/admin/login", user(["view_admin_panel"]))).toBeNull();
    expect(adminRedirect("/admin/login", user(["edit_content"]))).toBeNull();
  });

  it("treats isAdministrator or role admin as holding every permission", () => {
    expect(effectivePermissions(user([], "admin"))).toHaveLength(9);
    expect(effectivePermissions(user([], "user", true))).toHaveLength(9);
    expect(adminRedirect("/admin/users", user([], "admin"))).toBeNull();
  });
});

describe("admin navigation", () => {
  it("shows only the links the user may open, in the sidebar's groups", () => {
    const nav = navigationFor(user(["view_admin_panel", "edit_content", "view_bookings"]));
    expect(nav.map((g) => g.group)).toEqual(["Dashboard", "Pages", "Calendar"]);
    expect(nav.find((g) => g.group === "Pages")!.links.map((l) => l.label)).toEqual(["Home", "About"]);
    expect(nav.find((g) => g.group === "Calendar")!.links.map((l) => l.label)).toEqual(["My Calendar", "My time off"]);
  });
});

describe("requireAdminPage refuses admin paths that are not in the permission table", () => {
  const admin = { role: "admin", isAdministrator: true, permissions: [] };
  const viewer = { role: "user", isAdministrator: false, permissions: ["view_bookings"] };

  it("an unknown admin path is 404 for everyone, administrators included", () => {
    for (const path of ["/admin/secret_tools", "/admin/users/export", "/admin/calendar_bookings/edit", "/admin/calendar_bookings/edit/1/2"]) {
      expect(decideAdminPage(path, admin)).toEqual({ kind: "not-found" });
      expect(decideAdminPage(path, viewer)).toEqual({ kind: "not-found" });
    }
  });

  it("a known path without the permission redirects to the fallback; with it, the page is allowed", () => {
    expect(decideAdminPage("/admin/users", viewer)).toEqual({ kind: "redirect", to: "/admin/calendar_show?denied=users" });
    expect(decideAdminPage("/admin/no-access", viewer)).toMatchObject({ kind: "allow" });
    expect(decideAdminPage("/admin/calendar_show", viewer)).toMatchObject({ kind: "allow" });
    expect(decideAdminPage("/admin/calendar_bookings/edit/abc123", admin)).toMatchObject({ kind: "allow" });
  });
});

describe("signed-out admin pages", () => {
  it("Forgot password and a reset link open without a session; other admin paths still go to sign-in", () => {
    expect(adminRedirect("/admin/forgot-password", null)).toBeNull();
    expect(adminRedirect(`/admin/reset-password/${"a".repeat(43)}`, null)).toBeNull();
    expect(adminRedirect("/admin/reset-password", null)).toBe("/admin/login");
    expect(adminRedirect("/admin/reset-password/a/b", null)).toBe("/admin/login");
    expect(adminRedirect("/admin/forgot-password", user(["view_bookings"]))).toBeNull();
  });
});
