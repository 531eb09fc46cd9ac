// Client records: two bookings of the same dancer (other case and spacing) make one client,
// a sibling on the same email another; the list finds them, the card shows both bookings and takes
// notes and a photo (a 100 KB note is 413, an over-long one 400, a non-image 415), Edit Booking shows
// "Returning dancer", merging a client into itself is 400, staff erase a client after typing ERASE, and
// "Book another competition" fills the form from the private page.
// axe finds nothing and each new screen is shot at 375 and 1440 px.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { apiLogin, pageLogin } from "./support/auth";
import { randomClientIp, receiptLink, submitBooking, uniqueSuffix } from "./support/booking";
import { query } from "./support/db";
import { expectNoAxeViolations, shots } from "./support/a11y";

test("client list, card, notes, Edit Booking's returning-dancer panel, and book again", async ({ page, request }) => {
  test.setTimeout(120_000);
  const last = `Quintero${uniqueSuffix()}`;
  const email = `family-${uniqueSuffix()}@example.net`;
  const parent = { isParentOrGuardian: true, parentFirstName: "Rosa", parentLastName: last };
  const first = await submitBooking(request, { ...parent, firstName: "Lucia", lastName: last, email });
  const second = await submitBooking(request, { ...parent, firstName: " lucia ", lastName: last.toUpperCase(), email: email.toUpperCase() });
  const sibling = await submitBooking(request, { ...parent, firstName: "Mateo", lastName: last, email });
  const [a, b, c] = await Promise.all([first, second, sibling].map(async (id) => (await query<{ clientId: string }>(`SELECT "clientId" FROM "Booking" WHERE id = $1`, [id]))[0].clientId));
  expect(b).toBe(a);
  expect(c).not.toBe(a);

  // The list: search by part of the name.
  await pageLogin(page, `/admin/clients?q=${encodeURIComponent(last.slice(0, 12).toLowerCase())}`);
  await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
  const table = page.getByRole("table", { name: "Clients" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("row", { name: new RegExp(`Lucia`) })).toContainText("2");
  await expectNoAxeViolations(page);
  await shots(page, "clients-list");

  // The card: contact, guardian, both bookings; a note with its author.
  await table.getByRole("link", { name: new RegExp(`Lucia`) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Lucia");
  await expect(page.getByText(`Rosa ${last}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bookings (2)" })).toBeVisible();
  await page.getByLabel("Kind of note").selectOption("allergies");
  await page.getByLabel("Note", { exact: true }).fill("Latex lash glue — use the clear one");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.locator('[data-note-kind="allergies"]')).toContainText("Latex lash glue");
  await expect(page.locator('[data-note-kind="allergies"]')).toContainText("Admin");
  await page.getByLabel("Kind of note").selectOption("hair");
  await page.getByLabel("Note", { exact: true }).fill("Low bun, two nets");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.locator('[data-note-kind="hair"]')).toContainText("Low bun");
  // A private reference photo through the gallery's pipeline, served by the staff-only route.
  const png = await sharp({ create: { width: 120, height: 160, channels: 3, background: "#b07060" } }).png().toBuffer();
  await page.setInputFiles("#photo-file", { name: "look.png", mimeType: "image/png", buffer: png });
  await page.getByLabel("Caption").fill("Quickstep bun");
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByRole("img", { name: "Quickstep bun" })).toBeVisible();
  const src = await page.getByRole("img", { name: "Quickstep bun" }).getAttribute("src");
  expect(src).toMatch(/^\/api\/clients\//);
  expect((await page.request.get(src!)).headers()["content-type"]).toBe("image/webp");
  expect((await request.get(src!)).status()).toBe(401);
  await expectNoAxeViolations(page);
  await shots(page, "clients-card");

  // Bad input through the API: a 100 KB note (413), an over-long note (400), a merge into itself (400).
  const admin = await apiLogin(request);
  const huge = await request.post(`/api/clients/${a}/notes`, { headers: admin.headers, data: { kind: "notes", body: "x".repeat(100 * 1024) } });
  expect(huge.status()).toBe(413);
  expect(await huge.json()).toHaveProperty("error");
  const long = await request.post(`/api/clients/${a}/notes`, { headers: admin.headers, data: { kind: "notes", body: "x".repeat(5000) } });
  expect(long.status()).toBe(400);
  const self = await request.post(`/api/clients/${a}/merge`, { headers: admin.headers, data: { intoClientId: a } });
  expect(self.status()).toBe(400);
  const json = await request.get(`/api/clients/${a}/export`, { headers: admin.headers });
  expect(json.status()).toBe(200);
  expect(((await json.json()) as { client: { bookings: unknown[] } }).client.bookings).toHaveLength(2);
  const notImage = await request.post(`/api/clients/${a}/photos`, { headers: admin.headers, multipart: { image: { name: "x.png", mimeType: "image/png", buffer: Buffer.from("not an image") } } });
  expect(notImage.status()).toBe(415);
  const csv = await request.get(`/api/clients/export`, { headers: admin.headers });
  expect(await csv.text()).toContain(last);

  // Edit Booking: "Returning dancer — 1 earlier booking" with the notes and a link to the card.
  await page.goto(`/admin/calendar_bookings/edit/${second}`);
  const panel = page.getByTestId("returning-dancer");
  await expect(panel.getByRole("heading")).toHaveText("Returning dancer — 1 earlier booking");
  await expect(panel).toContainText("Latex lash glue");
  await expect(panel.getByRole("link", { name: "Open the client card" })).toHaveAttribute("href", `/admin/clients/${a}`);
  await expectNoAxeViolations(page);
  await shots(page, "clients-edit-booking-panel");

  // Erasure from the sibling's card: a confirmation that needs ERASE; the card then says so and the
  // list no longer finds him; his bookings stay as anonymous rows.
  await page.goto(`/admin/clients/${c}`);
  await page.getByRole("button", { name: "Erase personal data…" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Erase" })).toBeDisabled();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Type ERASE to confirm").fill("ERASE");
  await dialog.getByRole("button", { name: "Erase" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Erased client");
  await expect(page.getByRole("heading", { name: "Bookings (1)" })).toBeVisible();
  expect(await query(`SELECT 1 FROM "Booking" WHERE id = $1 AND "firstName" = 'Mateo'`, [sibling])).toHaveLength(0);
  await page.goto(`/admin/clients?q=${encodeURIComponent(last.toLowerCase())}`);
  await expect(page.getByRole("table", { name: "Clients" }).getByRole("row")).toHaveCount(2);

  // Book again from the private page: the form opens with the dancer and guardian filled in, and the
  // reference leaves the address bar.
  const link = await receiptLink(second);
  // Its own client address: the private links' per-address limit is shared with other specs' requests.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomClientIp() });
  await page.goto(link);
  await expect(page.getByTestId("erasure-line")).toBeVisible();
  await page.getByRole("link", { name: "Book another competition" }).click();
  await expect(page).toHaveURL(/\/bookanappointment/);
  await expect(page.locator("#parentFirstName")).toHaveValue("Rosa");
  await expect(page.locator("#firstName")).toHaveValue(/lucia/i);
  expect(page.url()).not.toContain("again=");
});
