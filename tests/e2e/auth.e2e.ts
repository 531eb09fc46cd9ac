import { expect, test } from "@playwright/test";
import { ADMIN, apiLogin, createUserWith, pageLogin } from "./support/auth";
import { submitBooking } from "./support/booking";
import { runAxe } from "./support/a11y";

test.describe("auth API", () => {
  test("login returns token, user and csrfToken, never a password hash", async ({ request }) => {
    const response = await request.post("/api/auth/login", { data: ADMIN });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(expect.arrayContaining(["token", "user", "csrfToken"]));
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon2/);
    const claims = JSON.parse(Buffer.from(body.token.split(".")[1], "base64url").toString());
    for (const claim of ["exp", "email", "firstName", "lastName", "isAdministrator", "role", "permissions", "userId"]) expect(claims).toHaveProperty(claim);
  });

  test("the same message for an unknown email and a wrong password", async ({ request }) => {
    const unknown = await request.post("/api/auth/login", { data: { email: "nobody@example.com", password: "whatever-password" }, headers: { "x-forwarded-for": "10.1.1.1" } });
    const wrong = await request.post("/api/auth/login", { data: { email: ADMIN.email, password: "wrong-password-123" }, headers: { "x-forwarded-for": "10.1.1.2" } });
    expect(unknown.status()).toBe(401);
    expect(wrong.status()).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  test("a write without or with a wrong X-CSRF-Token is refused with 403", async ({ request }) => {
    const session = await apiLogin(request);
    const auth = { Authorization: `Bearer ${session.token}` };
    const body = { firstName: "No", lastName: "Csrf", email: "nocsrf@example.org", password: "long-enough-password" };
    expect((await request.post("/api/auth/users", { headers: auth, data: body })).status()).toBe(403);
    expect((await request.post("/api/auth/users", { headers: { ...auth, "X-CSRF-Token": "forged" }, data: body })).status()).toBe(403);
    const csrf = await request.get("/api/auth/csrf-token", { headers: auth });
    expect((await csrf.json()).csrfToken).toBe(session.csrfToken);
  });

  test("logout revokes the token at once", async ({ request }) => {
    const session = await apiLogin(request);
    expect((await request.get("/api/auth/verify-token", { headers: session.headers })).status()).toBe(200);
    expect((await request.post("/api/auth/logout", { headers: session.headers })).status()).toBe(200);
    expect((await request.get("/api/auth/verify-token", { headers: session.headers })).status()).toBe(401);
  });

  test("suspending, deactivating or deleting a user revokes their token at once", async ({ request }) => {
    const admin = await apiLogin(request);
    for (const change of ["suspended", "inactive", "delete"] as const) {
      const user = await createUserWith(request, admin, ["view_bookings", "view_admin_panel"]);
      const session = await apiLogin(request, user);
      expect((await request.get("/api/auth/verify-token", { headers: session.headers })).status()).toBe(200);
      if (change === "delete") {
        expect((await request.delete(`/api/auth/users/${user.id}`, { headers: admin.headers })).status()).toBe(200);
      } else {
        const update = await request.put(`/api/auth/users/${user.id}`, {
          headers: admin.headers,
          data: { firstName: "E2E", lastName: "Changed", email: user.email, role: "user", isAdministrator: false, permissions: ["view_bookings"], accountStatus: change },
        });
        expect(update.status(), await update.text()).toBe(200);
      }
      expect((await request.get("/api/auth/verify-token", { headers: session.headers })).status()).toBe(401);
      if (change !== "delete") expect((await request.post("/api/auth/login", { data: user })).status()).toBe(401);
    }
  });

  test("refresh gives a new token and csrf token for the same session", async ({ request }) => {
    const session = await apiLogin(request);
    const response = await request.post("/api/auth/refresh-token", { headers: session.headers });
    expect(response.status()).toBe(200);
    const { token, csrfToken } = await response.json();
    expect(typeof token).toBe("string");
    expect(csrfToken).toBe(session.csrfToken);
    expect((await request.get("/api/auth/verify-token", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  });

  test("5 failed sign-ins for an account from one address → 429 with Retry-After for that pair only; the owner elsewhere still signs in", async ({ request }) => {
    const admin = await apiLogin(request);
    const user = await createUserWith(request, admin, ["view_admin_panel"]);
    for (let i = 0; i < 5; i += 1) {
      const response = await request.post("/api/auth/login", { data: { email: user.email, password: `wrong-${i}-password` }, headers: { "x-forwarded-for": "10.2.0.1" } });
      expect(response.status()).toBe(401);
    }
    const blocked = await request.post("/api/auth/login", { data: user, headers: { "x-forwarded-for": "10.2.0.1" } });
    expect(blocked.status()).toBe(429);
    expect(Number(blocked.headers()["retry-after"])).toBeGreaterThan(0);
    const owner = await request.post("/api/auth/login", { data: user, headers: { "x-forwarded-for": "10.2.0.99" } });
    expect(owner.status()).toBe(200);
  });

  test("20 failed sign-ins from one address → 429 for that address", async ({ request }) => {
    for (let i = 0; i < 20; i += 1) {
      const response = await request.post("/api/auth/login", { data: { email: `ghost${i}@example.com`, password: "wrong-password-x" }, headers: { "x-forwarded-for": "10.3.3.3" } });
      expect(response.status()).toBe(401);
    }
    const blocked = await request.post("/api/auth/login", { data: ADMIN, headers: { "x-forwarded-for": "10.3.3.3" } });
    expect(blocked.status()).toBe(429);
  });

  test("users lists never carry password hashes; booking staff get names only", async ({ request }) => {
    const admin = await apiLogin(request);
    const full = await (await request.get("/api/auth/users", { headers: admin.headers })).json();
    expect(JSON.stringify(full)).not.toMatch(/passwordHash|\$argon2/);
    const viewer = await createUserWith(request, admin, ["view_bookings"]);
    const viewerSession = await apiLogin(request, viewer);
    const staff = await (await request.get("/api/auth/users", { headers: viewerSession.headers })).json();
    expect(staff.users.length).toBeGreaterThan(0);
    for (const user of staff.users) expect(Object.keys(user).sort()).toEqual(["_id", "firstName", "lastName", "userId"]);
  });

  // The last-active-administrator rule (and its race) is proven against the database in
  // lib/users/users.int.test.ts: demoting the seeded admin here would break the tests running beside this one.
  test("nobody demotes or deletes themselves, the only administrator included", async ({ request }) => {
    const admin = await apiLogin(request);
    const me = (await (await request.get("/api/auth/verify-token", { headers: admin.headers })).json()) as { user: { _id: string; email: string; firstName: string; lastName: string } };
    const demote = await request.put(`/api/auth/users/${me.user._id}`, {
      headers: admin.headers,
      data: { firstName: me.user.firstName, lastName: me.user.lastName, email: me.user.email, role: "user", isAdministrator: false, permissions: ["view_bookings"], accountStatus: "active" },
    });
    expect(demote.status()).toBe(403);
    expect((await demote.json()).error).toBe("You cannot change your own role, administrator flag or permissions; ask another administrator.");
    const remove = await request.delete(`/api/auth/users/${me.user._id}`, { headers: admin.headers });
    expect(remove.status()).toBe(400);
    expect((await remove.json()).error).toBe("You cannot delete your own account");
    expect((await request.get("/api/auth/verify-token", { headers: admin.headers })).status()).toBe(200);
  });
});

test.describe("login page", () => {
  test("shows the field messages and the login failure message", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Invalid email or password.")).toBeVisible();
    const axe = await runAxe(page);
    expect(axe.violations).toEqual([]);
  });

  test("a user without view_admin_panel is told so and stays signed out", async ({ page, request }) => {
    const admin = await apiLogin(request);
    const user = await createUserWith(request, admin, ["edit_content"]);
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("You do not have permission to access the admin panel.")).toBeVisible();
    expect((await page.request.get("/api/auth/verify-token")).status()).toBe(401);
  });

  test("an admin signs in, is welcomed by name, sees the navigation, and logs out", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/home$/);
    await expect(page.getByRole("heading", { name: "Welcome, Studio Admin" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Admin" }).first();
    for (const label of ["Dashboard", "Reports", "Home", "About", "Services", "Services List", "Gallery", "Manage Events", "Manage Bookings", "Clients", "My Calendar", "Users", "Settings"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByText(`© 2024–${new Date().getFullYear()} Studio Admin`)).toBeVisible();
    expect((await runAxe(page)).violations).toEqual([]);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/home");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a page a staff member may not open sends her where the guard rule says, and that page names it and what it needs", async ({ page, request }) => {
    const admin = await apiLogin(request);
    const stylist = await createUserWith(request, admin, ["view_bookings", "view_admin_panel"]);
    const refused = page.getByRole("status").filter({ hasText: "You do not have access to Users; it needs Manage users. Ask an administrator." });
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await pageLogin(page, "/admin/users", stylist);
      await expect(page.getByRole("heading", { name: "My Calendar", level: 1 })).toBeVisible();
      await expect(refused).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect((await runAxe(page)).violations).toEqual([]);
    }
    // The address the guard answers with (My Calendar soon puts its own view and day in it).
    const location = async (path: string) => (await page.request.get(path, { maxRedirects: 0 })).headers()["location"];
    expect(await location("/admin/users")).toMatch(/^(https?:\/\/[^/]+)?\/admin\/calendar_show\?denied=users$/);

    // Dashboard only: the Dashboard says it; no page of the panel at all: the sign-in page says it.
    await pageLogin(page, "/admin/calendar_bookings", await createUserWith(request, admin, ["view_admin_panel"]));
    await expect(page).toHaveURL(/\/admin\/home\?denied=calendar_bookings$/);
    await expect(page.getByRole("status").filter({ hasText: "You do not have access to Manage Bookings; it needs Manage bookings. Ask an administrator." })).toBeVisible();
    await pageLogin(page, "/admin/users", await createUserWith(request, admin, ["edit_content"]));
    await expect(page).toHaveURL(/\/admin\/login\?denied=users$/);
    await expect(refused).toBeVisible();
    expect((await runAxe(page)).violations).toEqual([]);
    await expect(page.getByText("You do not have access to this page")).toHaveCount(0);
  });
});

test.describe("Users screen", () => {
  test("add, edit and delete a user with confirmation", async ({ page }) => {
    await pageLogin(page, "/admin/users");
    await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Last Login" })).toBeVisible();
    expect((await runAxe(page)).violations).toEqual([]);

    const email = `screen-${Date.now()}@example.org`;
    await page.getByRole("button", { name: "Add User" }).click();
    const dialog = page.getByRole("dialog", { name: "Add User" });
    await dialog.getByLabel("First Name *").fill("Rosa");
    await dialog.getByLabel("Last Name *").fill("Quintero");
    await dialog.getByLabel("Email *").fill(email);
    await dialog.getByLabel(/Password/).fill("a-good-long-password");
    await expect(dialog.getByRole("radio", { name: /^Stylist/ })).toBeChecked();
    await expect(dialog.getByLabel("See My Calendar and the run sheet (own appointments)")).toBeChecked();
    expect((await runAxe(page)).violations).toEqual([]);
    await dialog.getByRole("button", { name: "Save" }).click();
    const row = page.getByRole("row", { name: new RegExp(email) });
    await expect(row).toContainText("Rosa Quintero");
    await expect(row).toContainText("user");
    await expect(row).toContainText("active");

    await row.getByRole("button", { name: "Edit Rosa Quintero" }).click();
    const edit = page.getByRole("dialog", { name: "Edit User" });
    await expect(edit.getByLabel(/Password/)).toHaveCount(0);
    await edit.getByLabel("Status").selectOption("suspended");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("suspended");

    await page.getByRole("row", { name: new RegExp(email) }).getByRole("button", { name: "Delete Rosa Quintero" }).click();
    const confirm = page.getByRole("dialog", { name: "Please confirm" });
    await expect(confirm).toContainText("Are you sure");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("row", { name: new RegExp(email) })).toBeVisible();
    await page.getByRole("row", { name: new RegExp(email) }).getByRole("button", { name: "Delete Rosa Quintero" }).click();
    await page.getByRole("dialog", { name: "Please confirm" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("row", { name: new RegExp(email) })).toHaveCount(0);
  });

  test("Esc closes the Add User dialog", async ({ page }) => {
    await pageLogin(page, "/admin/users");
    await page.getByRole("button", { name: "Add User" }).click();
    await expect(page.getByRole("dialog", { name: "Add User" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Add User" })).toBeHidden();
  });

  test("Add User: the form's default signs in; Front desk ticks the desk's permissions (in words) and is not offered as a stylist", async ({ page, request, browser }) => {
    // Two users added through the form, then two sign-ins in fresh browsers: 31 s on a quiet machine, over 60 s on a loaded one.
    test.setTimeout(120_000);
    const suffix = Date.now().toString(36);
    const people = [
      { first: "Stella", last: `Stylist${suffix}`, email: `stylist-${suffix}@example.org`, preset: null },
      { first: "Fran", last: `Desk${suffix}`, email: `desk-${suffix}@example.org`, preset: "Front desk" },
    ] as const;
    const password = "a-good-long-password";
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await pageLogin(page, "/admin/users");
      await page.getByRole("button", { name: "Add User" }).click();
      const dialog = page.getByRole("dialog", { name: "Add User" });
      await expect(dialog.getByRole("radio", { name: /^Stylist/ })).toBeChecked();
      await expect(dialog.getByLabel("Sign in to the back office and see the dashboard")).toBeChecked();
      await expect(dialog.getByText("“admin” gives every permission, as Administrator does.")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect((await runAxe(page)).violations).toEqual([]);
      await page.keyboard.press("Escape");
    }

    for (const person of people) {
      await page.getByRole("button", { name: "Add User" }).click();
      const dialog = page.getByRole("dialog", { name: "Add User" });
      await dialog.getByLabel("First Name *").fill(person.first);
      await dialog.getByLabel("Last Name *").fill(person.last);
      await dialog.getByLabel("Email *").fill(person.email);
      await dialog.getByLabel(/Password/).fill(password);
      if (person.preset) {
        await dialog.getByRole("radio", { name: new RegExp(`^${person.preset}`) }).check();
        await expect(dialog.getByLabel("Run the desk: bookings, clients, inbox, deposits")).toBeChecked();
        await expect(dialog.getByLabel("Takes appointments", { exact: true })).not.toBeChecked();
        // Unticking the panel permission warns that the user could not sign in; ticking it again clears it.
        await dialog.getByLabel("Sign in to the back office and see the dashboard").uncheck();
        await expect(dialog.getByRole("status")).toContainText("this user cannot sign in");
        await expect(dialog.getByRole("radio", { name: /^Custom/ })).toBeChecked();
        await dialog.getByLabel("Sign in to the back office and see the dashboard").check();
        await expect(dialog.getByRole("radio", { name: new RegExp(`^${person.preset}`) })).toBeChecked();
      }
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog).toBeHidden();
      const row = page.getByRole("row", { name: new RegExp(person.email) });
      await expect(row).toContainText(`${person.first} ${person.last}`);
      if (person.preset) await expect(row).toContainText("Does not take appointments");
      else await expect(row).not.toContainText("Does not take appointments");
    }

    // Each can sign in to the back office through the sign-in form.
    for (const person of people) {
      const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
      const other = await context.newPage();
      await other.goto("/admin/login");
      await other.getByLabel("Email").fill(person.email);
      await other.getByLabel("Password").fill(password);
      await other.getByRole("button", { name: "Sign in" }).click();
      // A stylist starts on her own run sheet (its next working day); the desk on the Dashboard.
      await expect(other).toHaveURL(person.preset ? /\/admin\/home$/ : /\/admin\/calendar_show\/run-sheet$/);
      await expect(other.getByTestId("admin-user-name")).toHaveText(`${person.first} ${person.last}`);
      await context.close();
    }

    // Edit Booking's staff picker and the staff schedule offer the stylist, not the front desk.
    const admin = await apiLogin(request);
    const bookingId = await submitBooking(request);
    await page.goto(`/admin/calendar_bookings/edit/${bookingId}`);
    const options = await page.getByLabel("Staff", { exact: true }).first().locator("option").allTextContents();
    expect(options.some((o) => o.startsWith(`Stella Stylist${suffix} (`))).toBe(true);
    expect(options.some((o) => o.includes(`Desk${suffix}`))).toBe(false);
    const schedule = await request.get(`/api/booking/staff-schedule?date=2026-12-09`, { headers: admin.headers });
    const names = ((await schedule.json()) as { staff: { staff: { lastName: string } }[] }).staff.map((s) => s.staff.lastName);
    expect(names).toContain(`Stylist${suffix}`);
    expect(names).not.toContain(`Desk${suffix}`);
  });
});
