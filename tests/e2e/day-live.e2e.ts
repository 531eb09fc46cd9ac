// The competition day live on the run sheet: the desk (1440 px) and a stylist's phone (390 px) on the same
// day; the stylist's tap reaches the desk's screen within 2 s without a reload, the header's day at a
// glance follows, and "Re-time <stylist>’s day…" (running late) re-times her remaining slot after warning about a ready-by.
import { expect, test, type Page } from "@playwright/test";
import { fromZonedTime } from "date-fns-tz";
import { randomUUID } from "node:crypto";
import { ADMIN, apiLogin, createUserWith, pageLogin } from "./support/auth";
import { insertBookingDay, insertSlot, ownCompetition } from "./support/competition-rows";
import { query } from "./support/db";
import { expectNoAxeViolations, shots } from "./support/a11y";

const NY = "America/New_York";
// Its own day: the run sheet's glance counts every slot of the day, so no other spec may book this date.
const DAY = "2027-11-25";
const competition = ownCompetition("Live Cup", DAY);
const at = (time: string) => fromZonedTime(`${DAY}T${time}:00`, NY);
const dancers = [
  { first: "Ana", start: "09:00", end: "09:45", heat: null as string | null },
  { first: "Bea", start: "09:45", end: "10:30", heat: null as string | null },
].map((d) => ({ ...d, id: randomUUID(), dayId: randomUUID(), slotId: randomUUID(), last: `Live${competition.suffix}` }));
let stylist: { email: string; password: string; id: string; name: string };

test.beforeAll(async ({ request }) => {
  const admin = await apiLogin(request);
  const user = await createUserWith(request, admin, ["view_bookings"], { firstName: "Lina", lastName: `Stylist${competition.suffix}` });
  stylist = { ...user, name: `Lina Stylist${competition.suffix}` };
  // Bea's ready-by is 10:40 AM: her 9:45 slot moved by 15 minutes would end at 10:45.
  const [settings] = await query<{ minutes: number }>(`SELECT "readyBeforeHeatMinutes" AS minutes FROM "CalendarSettings" LIMIT 1`);
  const readyBefore = settings?.minutes ?? 45;
  const heat = new Date(at("10:40").getTime() + readyBefore * 60_000);
  dancers[1].heat = new Intl.DateTimeFormat("en-GB", { timeZone: NY, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(heat);
  await competition.insert();
  for (const d of dancers) {
    await query(
      `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "scheduledCount", "isAssigned", "updatedAt")
       VALUES ($1, $2, 'amateur', $3, $4, $5, '555-0100', false, 1, 1, true, now())`,
      [d.id, competition.id, d.first, d.last, `${d.first.toLowerCase()}${competition.suffix}@example.net`],
    );
    await insertBookingDay({ id: d.dayId, bookingId: d.id, date: DAY, serviceTitle: "Competition Hair", danceStyles: ["latin"], heatTime: d.heat });
    await insertSlot({ id: d.slotId, bookingId: d.id, dayId: d.dayId, serviceTitle: "Competition Hair", staffId: user.id, startAt: at(d.start), endAt: at(d.end) });
  }
});

test.afterAll(() => competition.remove());

const rowOf = (page: Page, first: string) => page.getByTestId("run-sheet-row").filter({ hasText: `${first} Live${competition.suffix}` });

test("a stylist's tap on her phone reaches the desk within 2 s; running late re-times her remaining slot after a ready-by warning, on the desk's screen too", async ({ browser }) => {
  const path = `/admin/calendar_show/run-sheet?date=${DAY}`;
  const deskContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const desk = await deskContext.newPage();
  const phone = await phoneContext.newPage();
  await pageLogin(desk, path, ADMIN);
  await pageLogin(phone, path, { email: stylist.email, password: stylist.password });
  const [ana, bea] = dancers.map((d) => `${d.first} ${d.last}`);

  // Both screens listen to the day's push stream.
  for (const page of [desk, phone]) await expect(page.getByTestId("live-announcement")).toHaveAttribute("data-mode", "push");
  await expect(desk.getByTestId("glance-waiting")).toHaveText("2");

  const tap = async (dancer: string, button: string) => {
    const answered = phone.waitForResponse((r) => r.url().includes("/status") && r.request().method() === "POST");
    await phone.getByRole("group", { name: `Status of ${dancer}` }).getByRole("button", { name: button }).tap();
    expect((await answered).status()).toBe(200);
  };
  await tap(ana, "Checked in");
  await expect(rowOf(desk, "Ana").getByTestId("slot-status-line")).toHaveText(new RegExp(`^Checked in · \\d{1,2}:\\d{2} [AP]M by ${stylist.name}$`), { timeout: 2_000 });
  await tap(ana, "In the chair");
  await expect(desk.getByTestId("glance-in-the-chair")).toHaveText("1", { timeout: 2_000 });
  await expect(desk.getByTestId("glance-waiting")).toHaveText("1");
  await expect(desk.getByTestId("glance-next")).toContainText(`9:45 AM ${bea}`);
  // The phone's own change is announced for screen readers; "done" is offered only from the chair.
  await expect(phone.getByTestId("live-announcement")).toHaveText(`${ana}: in the chair`);
  await expect(phone.getByRole("group", { name: `Status of ${bea}` }).getByRole("button", { name: "Done" })).toHaveCount(0);

  // Running late by 15 minutes: only Bea (still expected) moves, and her ready-by is named first.
  // Named for what it does; the cards' own "Text: late…" only texts the dancer.
  await expect(phone.getByRole("button", { name: "Running late…", exact: true })).toHaveCount(0);
  await phone.getByRole("button", { name: `Re-time ${stylist.name}’s day…` }).tap();
  const dialog = phone.getByRole("dialog", { name: `Re-time ${stylist.name}’s day (running late)` });
  await dialog.getByRole("button", { name: "15 min" }).tap();
  await expect(dialog.getByTestId("running-late-preview")).toContainText(`${bea}: 9:45 AM – 10:30 AM → 10:00 AM – 10:45 AM`);
  await expect(dialog.getByTestId("running-late-preview")).not.toContainText(ana);
  await expect(dialog.getByTestId("running-late-warnings")).toHaveText(`Would miss the ready-by:${bea} would be ready at 10:45 AM, after her ready-by 10:40 AM.`);
  await dialog.getByRole("button", { name: "Move 1 by 15 min" }).tap();
  await expect(dialog.getByTestId("running-late-saved")).toHaveText("1 appointment moved by 15 minutes.");
  await dialog.getByRole("button", { name: "Done" }).tap();
  await expect(rowOf(phone, "Bea")).toContainText("10:00 AM – 10:45 AM");
  await expect(rowOf(phone, "Ana")).toContainText("9:00 AM – 9:45 AM");
  // The desk's open run sheet gets the new time pushed, without a reload, and says so for screen readers.
  await expect(rowOf(desk, "Bea")).toContainText("10:00 AM – 10:45 AM", { timeout: 2_000 });
  await expect(desk.getByTestId("live-announcement")).toHaveText(`Times changed: 1 appointment moved 15 minutes (${stylist.name})`);
  const [moved] = await query<{ startAt: Date; dayDelayMinutes: number }>(`SELECT "startAt", "dayDelayMinutes" FROM "Schedule" WHERE id = $1`, [dancers[1].slotId]);
  expect([moved.startAt.toISOString(), moved.dayDelayMinutes]).toEqual([at("10:00").toISOString(), 15]);

  await expectNoAxeViolations(phone);
  await expectNoAxeViolations(desk);
  await shots(phone, "day-live-phone");
  await deskContext.close();
  await phoneContext.close();
});
