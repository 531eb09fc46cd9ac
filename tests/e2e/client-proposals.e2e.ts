// A public booking request with a known client's email (other case, a trailing space) and dancer
// name, a new phone and another guardian links to the card but changes nothing on it: the card and
// Edit Booking show the differences as proposed changes; staff accept the phone (the card changes,
// audited) and ignore the guardian. axe finds nothing; the card is shot at 375 and 1440 px.
import { expect, test } from "@playwright/test";
import { pageLogin } from "./support/auth";
import { submitBooking, uniqueSuffix } from "./support/booking";
import { query } from "./support/db";
import { expectNoAxeViolations, shots } from "./support/a11y";

test("a public request proposes a new phone and guardian on the client card; staff accept one and ignore the other", async ({ page, request }) => {
  test.setTimeout(120_000);
  const last = `Okafor${uniqueSuffix()}`;
  const email = `card-${uniqueSuffix()}@example.net`;
  const first = await submitBooking(request, { firstName: "Ada", lastName: last, email, phoneNumber: "555-010-2030", isParentOrGuardian: true, parentFirstName: "Grace", parentLastName: last });
  const attack = await submitBooking(request, {
    firstName: "ada",
    lastName: last.toUpperCase(),
    email: `${email.toUpperCase()} `,
    phoneNumber: "555-010-9999",
    isParentOrGuardian: true,
    parentFirstName: "Mallory",
    parentLastName: "Attacker",
  });
  const [client] = await query<{ clientId: string }>(`SELECT "clientId" FROM "Booking" WHERE id = $1`, [first]);
  expect((await query<{ clientId: string }>(`SELECT "clientId" FROM "Booking" WHERE id = $1`, [attack]))[0].clientId).toBe(client.clientId);
  expect(await query(`SELECT 1 FROM "ClientAudit" WHERE "clientId" = $1`, [client.clientId])).toHaveLength(0);

  // Edit Booking of the new request names the differences too.
  await pageLogin(page, `/admin/calendar_bookings/edit/${attack}`);
  const onBooking = page.getByTestId("returning-dancer").getByTestId("proposed-changes");
  await expect(onBooking).toContainText(/New phone from the request of [A-Z][a-z]{2} \d{1,2}: 555-010-9999/);
  await expect(onBooking).toContainText("New parent or guardian");
  await expectNoAxeViolations(page);

  // The card still holds what staff keep.
  await page.goto(`/admin/clients/${client.clientId}`);
  const contact = page.getByRole("region", { name: "Contact" });
  await expect(contact).toContainText("555-010-2030");
  await expect(contact).toContainText(`Grace ${last}`);
  const proposed = page.getByTestId("proposed-changes");
  await expect(proposed.getByRole("listitem")).toHaveCount(2);
  await expect(proposed).toContainText("Mallory Attacker");
  await expectNoAxeViolations(page);
  await shots(page, "client-card-proposed-changes");

  await proposed.getByRole("button", { name: "Accept: new phone 555-010-9999" }).click();
  await expect(contact).toContainText("555-010-9999");
  await expect(proposed.getByRole("listitem")).toHaveCount(1);
  await proposed.getByRole("button", { name: "Ignore: new parent or guardian Mallory Attacker" }).click();
  await expect(page.getByTestId("proposed-changes")).toHaveCount(0);
  await expect(contact).toContainText(`Grace ${last}`);
  await expect(contact).not.toContainText("Mallory");

  const audits = await query<{ action: string; bookingId: string; actorName: string }>(`SELECT action, "bookingId", "actorName" FROM "ClientAudit" WHERE "clientId" = $1 ORDER BY "createdAt"`, [client.clientId]);
  expect(audits.map((a) => [a.action, a.bookingId])).toEqual([
    ["accept-phone", attack],
    ["ignore-guardian", attack],
  ]);
});
