import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { UserDto } from "@/lib/users/dto";
import { fakeApi } from "@/tests/support/fake-api";
import { renderAdmin } from "@/tests/support/render-admin";
import { UsersScreen } from "./users-screen";

const ANA: UserDto = { _id: "u-ana", userId: "u-ana", firstName: "Ana", lastName: "Ruiz", email: "ana@studio.test", role: "user", isAdministrator: false, permissions: ["view_admin_panel", "view_bookings"], accountStatus: "active", bookable: true, serviceIds: [], lastLogin: null };
const BEN: UserDto = { ...ANA, _id: "u-ben", userId: "u-ben", firstName: "Ben", lastName: "Cole", email: "ben@studio.test", bookable: false, accountStatus: "suspended" };
const LIST = "GET /api/auth/users";
const service = (id: string, title: string, category = "Women") => ({ _id: id, title, price: 0, time: "45 min", note: "", category, deleted: false });
const SERVICES = [service("s-hair", "Competition Hair"), service("s-makeup", "Competition Makeup"), service("s-package", "Hair & Makeup Package"), service("s-lash", "Lash upgrade", "Additional")];

function renderUsers(users: UserDto[] = [ANA, BEN], routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [LIST]: { body: { users } }, "GET /api/servicesList": { body: SERVICES }, ...routes });
  const user = userEvent.setup({ delay: null });
  renderAdmin(<UsersScreen />);
  return { api, user };
}

describe("users screen", () => {
  it("lists each user with status, last login, whether they take appointments, and named Edit / Delete buttons", async () => {
    renderUsers();
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain("Never");
    expect(rows[0].textContent).not.toContain("Does not take appointments");
    expect(rows[1].textContent).toContain("Does not take appointments");
    expect(rows[1].textContent).toContain("suspended");
    expect(screen.getByRole("button", { name: "Edit Ana Ruiz" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete Ben Cole" })).toBeTruthy();
  });

  it("names each permission as a refused page names it ('it needs Manage users'), with what it lets the user do", async () => {
    const { user } = renderUsers();
    await user.click(await screen.findByRole("button", { name: "Add User" }));
    const dialog = screen.getByRole("dialog", { name: "Add User" });
    expect(within(dialog).getByRole("checkbox", { name: "Manage users: Add, edit and remove staff accounts" })).toBeTruthy();
    expect(within(dialog).getByRole("checkbox", { name: "View bookings: See My Calendar and the run sheet (own appointments)" })).toBeTruthy();
  });

  it("says so when there are no users", async () => {
    renderUsers([]);
    expect(await screen.findByText("No users yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows why the list could not be loaded", async () => {
    fakeApi({ [LIST]: { status: 500, body: { error: "The database is not reachable." } } });
    renderAdmin(<UsersScreen />);
    expect((await screen.findByRole("alert")).textContent).toBe("The database is not reachable.");
    expect(screen.queryByText("Loading users…")).toBeNull();
  });

  it("asks a new user for names, email and password before calling the API", async () => {
    const { api, user } = renderUsers();
    await user.click(await screen.findByRole("button", { name: "Add User" }));
    const dialog = screen.getByRole("dialog", { name: "Add User" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(["user-firstName", "user-lastName", "user-email", "user-password"].map((id) => document.getElementById(`${id}-error`)?.textContent)).toEqual([
      "First name is required",
      "Last name is required",
      "Email is required",
      "Password is required",
    ]);
    expect(api.writes()).toEqual([]);
  });

  it("saves an edit without a password field and reloads the list", async () => {
    const { api, user } = renderUsers([ANA], { "PUT /api/auth/users/u-ana": { body: { user: { ...ANA, firstName: "Anna" } } } });
    await user.click(await screen.findByRole("button", { name: "Edit Ana Ruiz" }));
    const first = screen.getByLabelText("First Name *");
    await user.clear(first);
    await user.type(first, "Anna");
    await user.click(within(screen.getByRole("dialog", { name: "Edit User" })).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(api.sent.filter((r) => r.url === "/api/auth/users" && r.method === "GET")).toHaveLength(2));
    const [put] = api.writes();
    expect(put.method).toBe("PUT");
    expect(put.body).toMatchObject({ firstName: "Anna", lastName: "Ruiz", email: "ana@studio.test" });
    expect(put.body).not.toHaveProperty("password");
  });

  it("sets the services she performs with the keyboard: every box ticked at first, a restriction saved as the ids ticked", async () => {
    const { api, user } = renderUsers([ANA], { "PUT /api/auth/users/u-ana": { body: { user: ANA } } });
    await user.click(await screen.findByRole("button", { name: "Edit Ana Ruiz" }));
    const dialog = screen.getByRole("dialog", { name: "Edit User" });
    const group = await within(dialog).findByRole("group", { name: "Services she performs" });
    const boxes = within(group).getAllByRole("checkbox");
    expect(boxes.map((b) => b.getAttribute("aria-label") ?? b.closest("label")?.textContent)).toEqual(["Competition Hair", "Competition Makeup", "Hair & Makeup Package"]);
    expect(boxes.every((b) => (b as HTMLInputElement).checked)).toBe(true);
    // Keyboard only: focus the hair box and the package box and untick them with Space.
    (boxes[0] as HTMLInputElement).focus();
    await user.keyboard(" ");
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(boxes[2]);
    await user.keyboard(" ");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0].body).toMatchObject({ serviceIds: ["s-makeup"] });
  });

  it("refuses a stylist with no service ticked before calling the API, and saves every box ticked as every service", async () => {
    const { api, user } = renderUsers([{ ...ANA, serviceIds: ["s-makeup"] }], { "PUT /api/auth/users/u-ana": { body: { user: ANA } } });
    await user.click(await screen.findByRole("button", { name: "Edit Ana Ruiz" }));
    const dialog = screen.getByRole("dialog", { name: "Edit User" });
    const makeup = await within(dialog).findByRole("checkbox", { name: "Competition Makeup" });
    expect((within(dialog).getByRole("checkbox", { name: "Competition Hair" }) as HTMLInputElement).checked).toBe(false);
    await user.click(makeup);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(document.getElementById("user-services-error")?.textContent).toBe("Tick at least one service she performs, or untick Takes appointments.");
    expect(api.writes()).toEqual([]);
    for (const name of ["Competition Hair", "Competition Makeup", "Hair & Makeup Package"]) await user.click(within(dialog).getByRole("checkbox", { name }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0].body).toMatchObject({ serviceIds: [] });
  });

  it("deletes a user only after the confirmation names them", async () => {
    const { api, user } = renderUsers([ANA], { "DELETE /api/auth/users/u-ana": { body: { ok: true } } });
    await user.click(await screen.findByRole("button", { name: "Delete Ana Ruiz" }));
    const confirm = screen.getByRole("dialog", { name: "Please confirm" });
    expect(confirm.textContent).toContain("Are you sure you want to delete the user Ana Ruiz? This cannot be undone.");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete Ana Ruiz" }));
    await user.click(within(screen.getByRole("dialog", { name: "Please confirm" })).getByRole("button", { name: "Delete" }));
    await vi.waitFor(() => expect(api.writes().map((r) => `${r.method} ${r.url}`)).toEqual(["DELETE /api/auth/users/u-ana"]));
  });
});
