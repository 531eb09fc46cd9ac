// The desk books too: a phone client booked from an empty time in My Calendar (that stylist and time
// prefilled, no captcha) at 1440 and 390 px, and "Book again" from the client card with the last
// booking's choices filled in.
import { expect, test, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { apiLogin, pageLogin } from "./support/auth";
import { expectNoAxeViolations, reviewShot } from "./support/a11y";
import { bookOneDay, competitionHair, createCompetition } from "./support/booking";
import { query } from "./support/db";

const suffix = randomUUID().slice(0, 6);
// A one-day competition of its own far ahead, on a different day per run and viewport.
const dayFor = (offset: number) => {
  const d = new Date(Date.UTC(2028, 2, 1) + ((parseInt(suffix, 16) % 200) * 3 + offset) * 86_400_000);
  return d.toISOString().slice(0, 10);
};

const calendar = (page: Page) => page.locator(".studio-calendar");

/** Only Daniel Brooks's chip stays pressed: the calendar then books with him. */
async function showOnlyDaniel(page: Page) {
  const chips = page.getByRole("group", { name: "Show on the calendar" }).getByRole("button");
  await expect(page.getByRole("button", { name: "Daniel Brooks", exact: true })).toBeVisible();
  for (const chip of await chips.all()) {
    const name = (await chip.textContent())?.trim() ?? "";
    if (name === "Booked Dancers" || name === "Daniel Brooks") continue;
    if ((await chip.getAttribute("aria-pressed")) === "true") await chip.click();
  }
}

for (const width of [1440, 390]) {
  test(`a phone client booked from an empty time in My Calendar at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width > 500 ? 1000 : 844 });
    const admin = await apiLogin(request);
    const day = dayFor(width > 500 ? 0 : 1);
    const competition = await createCompetition(request, admin, { eventName: `Desk Classic ${suffix} ${width}`, city: "Chicago", state: "Illinois", eventStartDate: day, eventEndDate: day, showEvent: true });
    const hair = await competitionHair(request);
    const lastName = `Phone${suffix}${width}`;

    await pageLogin(page, `/admin/calendar_show?view=day&date=${day}`);
    await expect(page.getByTestId("calendar-title")).toContainText(String(Number(day.slice(8, 10))));
    await showOnlyDaniel(page);
    // The 10:00 line of the day's column (its lane, the last element with that time).
    const line = calendar(page).locator('[data-time="10:00:00"]').last();
    await line.scrollIntoViewIfNeeded();
    const lineBox = (await line.boundingBox())!;
    const header = calendar(page).locator(`[role="columnheader"][data-date="${day}"]`);
    const column = (await header.count()) ? (await header.first().boundingBox())! : lineBox;
    await page.mouse.click(column.x + column.width / 2, lineBox.y + 6);

    await expect(page).toHaveURL(/\/admin\/calendar_bookings\/new\?start=/);
    await expect(page.getByRole("heading", { level: 1, name: "New booking" })).toBeVisible();
    // The competition of that day and the day itself are chosen; the first slot has Daniel at 10:00.
    await expect(page.getByLabel("Competition *")).toHaveValue(competition._id);
    await page.getByLabel("Service *").selectOption(hair._id);
    const staff = page.getByLabel("Staff");
    await expect(staff.locator("option:checked")).toHaveText(/^Daniel Brooks/);
    await expect(page.getByLabel("Start time")).toHaveValue("10:00");
    await expect(page.getByLabel("End time")).not.toHaveValue("");
    await expect(page.getByRole("radio", { name: "Phone" })).toBeChecked();
    await expect(page.locator("#booking-captcha")).toHaveCount(0);

    // The public form's rules and messages: nothing filled about the dancer → its messages.
    await page.getByRole("button", { name: "Save booking" }).click();
    await expect(page.locator("#booking-errors")).toContainText("First name is required");

    await page.getByRole("checkbox", { name: "Latin" }).check();
    await page.getByLabel("Dance level *").selectOption("amateur");
    await page.getByLabel("First Name *").fill("Paula");
    await page.getByLabel("Last Name *").fill(lastName);
    await page.getByLabel("Email *").fill(`paula.${suffix}.${width}@example.net`);
    await page.getByLabel("Phone *").fill("555-010-7788");
    await page.getByRole("group", { name: "Hair at night? *" }).getByRole("radio", { name: "No" }).check();
    await page.getByRole("checkbox", { name: /The confirmation/ }).check();
    await expectNoAxeViolations(page);
    await reviewShot(page, `desk-new-booking-${width}.png`);

    await page.getByRole("button", { name: "Save booking" }).click();
    await expect(page).toHaveURL(/\/admin\/calendar_bookings\/edit\/[a-z0-9]+$/);
    const id = page.url().split("/").pop()!;
    const [row] = await query<{ channel: string; enteredByName: string; isAssigned: boolean; confirmedAt: Date | null; firstName: string }>(
      `SELECT channel::text, "enteredByName", "isAssigned", "confirmedAt", "firstName" FROM "Booking" WHERE id = $1`,
      [id],
    );
    expect(row).toMatchObject({ channel: "phone", isAssigned: true, firstName: "Paula" });
    expect(row.enteredByName).not.toBe("");
    expect(row.confirmedAt).not.toBeNull();
    const slots = await query<{ staff: string }>(`SELECT u.email AS staff FROM "Schedule" s JOIN "User" u ON u.id = s."assignedUserId" WHERE s."bookingId" = $1`, [id]);
    expect(slots.map((s) => s.staff)).toEqual(["daniel@example.com"]);
    await reviewShot(page, `desk-booking-saved-${width}.png`);
  });
}

test("Book again from the client card fills the last booking's choices; the competition and days are left", async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const admin = await apiLogin(request);
  const hair = await competitionHair(request);
  const first = await createCompetition(request, admin, { eventName: `Again Open ${suffix}`, city: "Chicago", state: "Illinois", eventStartDate: dayFor(2), eventEndDate: dayFor(2), showEvent: true });
  const next = await createCompetition(request, admin, { eventName: `Again Classic ${suffix}`, city: "Chicago", state: "Illinois", eventStartDate: dayFor(400), eventEndDate: dayFor(400), showEvent: true });
  const lastName = `Again${suffix}`;
  const bookingId = await bookOneDay(request, { competition: first._id, day: dayFor(2), service: hair._id }, {
    firstName: "Rosa",
    lastName,
    email: `rosa.${suffix}@example.net`,
    phoneNumber: "555-010-4455",
    danceLevel: "pro-am",
    hairAtNight: "yes",
    dayDetails: [{ date: dayFor(2), services: hair._id, danceStyle: ["standard", "smooth"], additionalServices: [] }],
  });
  const [{ clientId }] = await query<{ clientId: string }>(`SELECT "clientId" FROM "Booking" WHERE id = $1`, [bookingId]);

  await pageLogin(page, `/admin/clients/${clientId}`);
  await page.getByRole("link", { name: "Book again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New booking" })).toBeVisible();
  await expect(page.getByLabel("First Name *")).toHaveValue("Rosa");
  await expect(page.getByLabel("Email *")).toHaveValue(`rosa.${suffix}@example.net`);
  await expect(page.getByLabel("Dance level *")).toHaveValue("pro-am");
  await expect(page.getByRole("group", { name: "Hair at night? *" }).getByRole("radio", { name: "Yes" })).toBeChecked();
  await expect(page.getByLabel("Competition *")).toHaveValue("");
  // Choosing the competition (one day) fills that day as the last booking's first day was.
  await page.getByLabel("Competition *").selectOption(next._id);
  await expect(page.getByLabel("Service *")).toHaveValue(hair._id);
  await expect(page.getByRole("checkbox", { name: "Standard" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Smooth" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Latin" })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await reviewShot(page, `desk-book-again-1440.png`);
});
