// A competition day lived as the studio lives it, across staffing, the day planner, the desk and the money
// at the chair: a Chicago competition (Central time) with 4 stylists, 3 chairs and a night window; 30
// requests planned at 1440 px (the plan's rules checked from the proposal), one entry moved and planned
// again, saved and confirmed; the run sheet, a private page and the confirmation email show the same
// time; the desk enters two phone bookings and a walk-up (one at 390 px); four dancers pay at the chair;
// the day is closed with a cash count whose figures equal what was paid. Then the rest of the day: the desk
// enters a phone booking's heat time; a dancer with hair at night and extras gets a 70-minute morning slot
// and a 45-minute evening session; running late moves only what fits a stylist's hours; and the public API
// puts a request for the full day on its waiting list; a two-day booking is confirmed once its second day is planned.
import { expect, test, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { apiLogin, createUserWith, pageLogin } from "./support/auth";
import { competitionHair, createCompetition, randomClientIp } from "./support/booking";
import { query } from "./support/db";
import { expectNoAxeViolations, reviewShot, shots } from "./support/a11y";
import { outboxFiles } from "./support/outbox";
import { planSummaryText, type PlanSummary } from "@/lib/planner/dto";

const ZONE = "America/Chicago";
const suffix = randomUUID().slice(0, 5);
// A day of its own far ahead (no other spec's competition on it), away from the clock changes.
const DAY = new Date(Date.UTC(2029, 4, 1) + (parseInt(suffix, 16) % 120) * 86_400_000).toISOString().slice(0, 10);
const EVE = new Date(Date.parse(`${DAY}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const at = (date: string, hhmm: string) => fromZonedTime(`${date}T${hhmm}:00`, ZONE).getTime();
const clock = (iso: string | number) => formatInTimeZone(new Date(iso), ZONE, "h:mm a");
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const log = (...parts: unknown[]) => console.log("[competition-day]", ...parts);

const READY_BEFORE_MIN = 45;
const SHIFTS = [
  { first: `Ana${suffix}`, last: "Reyes", start: "05:00", end: "11:00" },
  { first: `Bea${suffix}`, last: "Lang", start: "05:30", end: "12:30" },
  { first: `Cora${suffix}`, last: "Moss", start: "06:00", end: "13:00" },
  { first: `Dee${suffix}`, last: "Hart", start: "08:00", end: "15:00" },
];
// 30 requests, heats spread 7:00–13:00; two of them with their hair done the evening before.
const dancers = Array.from({ length: 30 }, (_, i) => ({
  id: randomUUID(),
  dayId: randomUUID(),
  first: `Dancer${String.fromCharCode(65 + (i % 26))}${i >= 26 ? "z" : ""}`,
  last: `Day${suffix}`,
  heat: hhmm(7 * 60 + Math.round((i * 360) / 29 / 5) * 5),
  night: i === 4 || i === 17,
}));
const nameOf = (d: (typeof dancers)[number]) => `${d.first} ${d.last}`;
const NIGHT_IDS = new Set<string>(dancers.filter((d) => d.night).map((d) => d.id));

type Slot = { bookingId: string; userId: string; start: string; end: string; service: string };
type Proposal = { slots: Slot[]; fixed: (Slot & { pinned: boolean })[]; unplaced: { bookingId: string; reason: string; message: string }[]; stylists: { userId: string; firstName: string }[]; summary: PlanSummary };
/** Every entry of a proposal: the planned slots and the fixed ones (a pinned entry is fixed). */
const entries = (plan: Proposal): Slot[] => [...plan.slots, ...plan.fixed];

let eventId = "";
let eventName = "";
const stylists: { id: string; first: string; last: string; start: string; end: string }[] = [];

test.describe.configure({ mode: "serial" });
test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

test.afterAll(async () => {
  if (!eventId) return;
  await query(`DELETE FROM "Booking" WHERE "eventId" = $1`, [eventId]);
  await query(`DELETE FROM "Event" WHERE id = $1`, [eventId]);
});

/** The plan's rules, from the proposal alone: no stylist in two chairs, at most 3 at once, inside her hours, ready before the heat, night hair in the window. */
function checkPlan(plan: Proposal) {
  const all = entries(plan);
  const placed = new Set(all.map((s) => s.bookingId));
  const unplaced = new Set(plan.unplaced.map((u) => u.bookingId));
  expect(placed.size + unplaced.size, "every dancer placed or listed").toBe(dancers.length);
  for (const u of plan.unplaced) expect(u.message, `reason for ${u.bookingId}`).not.toBe("");
  for (const s of all) {
    const d = dancers.find((x) => x.id === s.bookingId)!;
    const [start, end] = [Date.parse(s.start), Date.parse(s.end)];
    expect(end - start).toBe(45 * 60_000);
    if (d.night) {
      expect(start, `${nameOf(d)} in the night window`).toBeGreaterThanOrEqual(at(EVE, "18:00"));
      expect(end).toBeLessThanOrEqual(at(EVE, "22:00"));
    } else {
      expect(end, `${nameOf(d)} ready before her ${d.heat} heat`).toBeLessThanOrEqual(at(DAY, d.heat) - READY_BEFORE_MIN * 60_000);
      const shift = stylists.find((x) => x.id === s.userId)!;
      expect(start, `${nameOf(d)} inside ${shift.first}'s hours`).toBeGreaterThanOrEqual(at(DAY, shift.start));
      expect(end).toBeLessThanOrEqual(at(DAY, shift.end));
    }
  }
  for (const st of stylists) {
    const mine = all.filter((s) => s.userId === st.id).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    for (let i = 1; i < mine.length; i++) expect(Date.parse(mine[i].start), `${st.first} in two chairs`).toBeGreaterThanOrEqual(Date.parse(mine[i - 1].end));
  }
  const edges = all.flatMap((s) => [[Date.parse(s.start), 1] as const, [Date.parse(s.end), -1] as const]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let open = 0;
  let peak = 0;
  for (const [, step] of edges) peak = Math.max(peak, (open += step));
  expect(peak, "never more than 3 chairs at once").toBeLessThanOrEqual(3);
  return peak;
}

async function propose(page: Page, trigger: () => Promise<void>): Promise<Proposal> {
  const answer = page.waitForResponse((r) => r.url().includes(`/api/events/${eventId}/days/${DAY}/plan`) && r.request().method() === "POST");
  await trigger();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Proposal;
}

let finalPlan: Proposal;
/** The desk's three bookings of step 3. */
let desk = { walkUp: "", phone1: "", phone2: "" };

test("1–2. staffing, 30 requests, Plan this day at 1440 px, a move, save, confirmations; run sheet, private page and email agree", async ({ page, request }) => {
  test.setTimeout(120_000);
  const started = Date.now();
  const admin = await apiLogin(request);
  eventName = `Windy City Open ${suffix}`;
  const event = await createCompetition(request, admin, { eventName, city: "Chicago", state: "Illinois", eventStartDate: DAY, eventEndDate: DAY, showEvent: true });
  eventId = event._id;
  expect(event.timeZone).toBe(ZONE);
  for (const s of SHIFTS) stylists.push({ ...s, id: (await createUserWith(request, admin, ["view_bookings"], { firstName: s.first, lastName: s.last })).id });
  const staffing = await request.put(`/api/events/${eventId}/staffing`, {
    headers: admin.headers,
    data: { night: { start: "18:00", end: "22:00" }, days: [{ date: DAY, chairs: 3, shifts: stylists.map((s) => ({ userId: s.id, start: s.start, end: s.end, breaks: [] })) }] },
  });
  expect(staffing.status(), await staffing.text()).toBe(200);

  const hair = await competitionHair(request);
  for (const d of dancers) {
    await query(
      `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "updatedAt") VALUES ($1, $2, 'amateur', $3, $4, $5, '555-0100', false, 1, now())`,
      [d.id, eventId, d.first, d.last, `${d.first.toLowerCase()}.${suffix}@example.net`],
    );
    await query(
      `INSERT INTO "BookingDay" (id, "bookingId", position, date, "serviceId", "serviceTitle", "danceStyles", "additionalServiceIds", "additionalServiceTitles", "heatTime", "hairEveningBefore") VALUES ($1, $2, 0, $3, $4, 'Competition Hair', '{latin}', '{}', '{}', $5, $6)`,
      [d.dayId, d.id, DAY, hair._id, d.heat, d.night],
    );
  }
  log(`seeded in ${Date.now() - started} ms: ${eventName} on ${DAY} (${event.timeZone}); heats ${dancers.map((d) => d.heat).join(" ")}`);

  // The Staffing screen shows what was set.
  await page.setViewportSize({ width: 1440, height: 900 });
  await pageLogin(page, `/admin/staffing/${eventId}`);
  const section = page.getByTestId(`staffing-day-${DAY}`);
  await expect(section.getByLabel("Chairs at the venue")).toHaveValue("3");
  await expect(section.locator(`#day-${DAY}-shift-3-end`)).toHaveValue("15:00");
  await reviewShot(page, `competition-day-staffing-1440.png`);

  // Plan this day at 1440 px.
  await page.goto(`/admin/calendar_show/plan?event=${eventId}&date=${DAY}`);
  const first = await propose(page, () => page.getByRole("button", { name: "Plan this day" }).click());
  const peak = checkPlan(first);
  const placedFirst = new Set(first.slots.map((s) => s.bookingId)).size;
  await expect(page.getByTestId("plan-message")).toHaveText(planSummaryText(first.summary));
  expect(first.summary).toMatchObject({ placed: placedFirst, dancers: placedFirst + first.unplaced.length });
  await expect(page.getByTestId("plan-entry")).toHaveCount(first.slots.length);
  log(`first proposal: ${placedFirst} placed, ${first.unplaced.length} not placed (${first.unplaced.map((u) => `${u.bookingId.slice(0, 5)}: ${u.message}`).join("; ")}), peak chairs ${peak}`);
  for (const d of dancers.filter((x) => x.night)) {
    const s = first.slots.find((x) => x.bookingId === d.id);
    log(`night hair ${nameOf(d)} (heat ${d.heat}): ${s ? `${formatInTimeZone(new Date(s.start), ZONE, "EEE MMM d h:mm a")} – ${clock(s.end)}` : "not placed"}`);
  }
  if (first.unplaced.length) await expect(page.getByTestId("plan-unplaced")).toContainText(first.unplaced[0].message);
  await expectNoAxeViolations(page);
  await reviewShot(page, `competition-day-plan-1440.png`);

  // Move one entry (a day slot inside Cora's hours, not hers) to Cora: a pin, and the day is planned again around it.
  const cora = stylists[2];
  const moved = first.slots.find((s) => !NIGHT_IDS.has(s.bookingId) && s.userId !== cora.id && Date.parse(s.start) >= at(DAY, "07:00") && Date.parse(s.end) <= at(DAY, "12:00"))!;
  const movedDancer = dancers.find((d) => d.id === moved.bookingId)!;
  const fromStylist = stylists.find((s) => s.id === moved.userId)!;
  finalPlan = await propose(page, async () => {
    // Its Move controls: another stylist, the same start (prefilled), then Move.
    const entry = page.getByTestId("plan-entry").filter({ hasText: nameOf(movedDancer) });
    await entry.getByRole("combobox").selectOption({ label: cora.first });
    await entry.getByRole("button", { name: /^Move / }).click();
  });
  checkPlan(finalPlan);
  const pinned = finalPlan.fixed.find((s) => s.bookingId === moved.bookingId)!;
  expect(pinned).toMatchObject({ userId: cora.id, start: moved.start, pinned: true });
  const placed = new Set(entries(finalPlan).map((s) => s.bookingId)).size;
  await expect(page.getByTestId("plan-message")).toHaveText(planSummaryText(finalPlan.summary));
  expect(finalPlan.summary.placed).toBe(placed);
  await expect(page.getByTestId("plan-entry").filter({ hasText: nameOf(movedDancer) })).toContainText("Pinned");
  log(`moved ${nameOf(movedDancer)} ${clock(moved.start)} from ${fromStylist.first} to ${cora.first}; re-planned: ${placed} placed, ${finalPlan.unplaced.length} not placed`);

  await page.getByRole("button", { name: "Save plan" }).click();
  await expect(page.getByTestId("plan-message")).toHaveText(`Plan saved for ${placed} bookings.`);
  const stored = await query<{ bookingId: string; startAt: Date; assignedUserId: string }>(`SELECT "bookingId", "startAt", "assignedUserId" FROM "Schedule" WHERE "bookingId" = ANY($1)`, [dancers.map((d) => d.id)]);
  expect(stored).toHaveLength(entries(finalPlan).length);
  for (const s of stored) {
    const p = entries(finalPlan).find((x) => x.bookingId === s.bookingId)!;
    expect([s.startAt.toISOString(), s.assignedUserId]).toEqual([new Date(p.start).toISOString(), p.userId]);
  }

  await page.getByRole("button", { name: "Send confirmations" }).click();
  await expect(page.getByTestId("plan-message")).toHaveText(`Confirmations queued: ${placed} of ${placed}.`, { timeout: 90_000 });
  await expect(page.getByText(`${placed} of ${placed} sent`)).toBeVisible();
  await expectNoAxeViolations(page);
  await reviewShot(page, `competition-day-plan-saved-1440.png`);

  // The run sheet shows the planned times.
  await page.goto(`/admin/calendar_show/run-sheet?date=${DAY}`);
  // The day's slots and the dancers not placed ("No time yet"); the night hair is on the evening before's sheet.
  const onTheDay = entries(finalPlan).filter((s) => Date.parse(s.start) >= at(DAY, "00:00"));
  const atNight = entries(finalPlan).filter((s) => Date.parse(s.start) < at(DAY, "00:00"));
  await expect(page.getByTestId("run-sheet-row")).toHaveCount(onTheDay.length + finalPlan.unplaced.length);
  await expect(page.getByText(`${onTheDay.length + finalPlan.unplaced.length} slots, ${finalPlan.unplaced.length} unassigned`)).toBeVisible();
  log(`run sheet summary: ${(await page.getByText(/ slots, \d+ unassigned/).innerText()).trim()}`);
  for (const d of [movedDancer, dancers[0], dancers[29]]) {
    const s = entries(finalPlan).find((x) => x.bookingId === d.id);
    if (s) await expect(page.getByTestId("run-sheet-row").filter({ hasText: nameOf(d) })).toContainText(clock(s.start));
  }
  const movedRow = (await page.getByTestId("run-sheet-row").filter({ hasText: nameOf(movedDancer) }).innerText()).replace(/\s+/g, " ");
  log(`run sheet row of ${nameOf(movedDancer)}: ${movedRow}`);
  await reviewShot(page, `competition-day-run-sheet-1440.png`);
  await page.goto(`/admin/calendar_show/run-sheet?date=${EVE}`);
  await expect(page.getByTestId("run-sheet-row")).toHaveCount(atNight.length);
  for (const s of atNight) await expect(page.getByTestId("run-sheet-row").filter({ hasText: nameOf(dancers.find((d) => d.id === s.bookingId)!) })).toContainText(clock(s.start));
  log(`evening before (${EVE}) run sheet: ${atNight.length} rows`);

  // Her confirmation (the local outbox) and her private page carry the same Central time.
  const dir = process.env.EMAIL_OUTBOX_DIR!;
  let file = "";
  await expect.poll(async () => (file = (await outboxFiles()).find((f) => f.startsWith("booking-confirmation") && f.includes(movedDancer.id)) ?? ""), { timeout: 20_000 }).not.toBe("");
  const email = JSON.parse(await readFile(path.join(dir, file), "utf8")) as { subject: string; text: string; to: string };
  const time = clock(pinned.start);
  expect(email.text).toContain(time);
  const timeLine = email.text.split("\n").find((l) => l.includes(time))!;
  log(`confirmation email to ${email.to}: subject "${email.subject}"; times line "${timeLine.trim()}"`);
  const link = /(https?:\/\/[^\s"]+\/booking\/[A-Za-z0-9_-]{43})\b/.exec(email.text)![1];
  await page.goto(link);
  await expect(page.locator("main")).toContainText(time);
  const privateLine = (await page.locator("main").innerText()).split("\n").filter((l) => l.includes(time)).join(" | ");
  log(`private page: ${privateLine}`);
  await shots(page, "competition-day-private-page");
  log(`step 1–2 took ${Date.now() - started} ms`);
});

async function deskBookingOnScreen(page: Page, width: number, channel: "Phone" | "Walk-up", who: { first: string; last: string }, stylistId: string, start: string, serviceId: string) {
  await page.setViewportSize({ width, height: width > 500 ? 1000 : 844 });
  await page.goto(`/admin/calendar_bookings/new?start=${DAY}T${start}&tz=${encodeURIComponent(ZONE)}&userId=${stylistId}`);
  await expect(page.getByRole("heading", { level: 1, name: "New booking" })).toBeVisible();
  await expect(page.getByLabel("Competition *")).toHaveValue(eventId);
  await page.getByLabel("Service *").selectOption(serviceId);
  await expect(page.getByLabel("Start time")).toHaveValue(start);
  await expect(page.getByLabel("End time")).not.toHaveValue("");
  await page.getByRole("radio", { name: channel, exact: true }).check();
  await page.getByRole("checkbox", { name: "Latin" }).check();
  await page.getByLabel("Dance level *").selectOption("amateur");
  await page.getByLabel("First Name *").fill(who.first);
  await page.getByLabel("Last Name *").fill(who.last);
  await page.getByLabel("Email *").fill(`${who.first.toLowerCase()}.${suffix}.${width}@example.net`);
  await page.getByLabel("Phone *").fill("555-010-7788");
  await page.getByRole("group", { name: "Hair at night? *" }).getByRole("radio", { name: "No" }).check();
  await expectNoAxeViolations(page);
  await reviewShot(page, `competition-day-desk-${channel.toLowerCase()}-${width}.png`);
  await page.getByRole("button", { name: "Save booking" }).click();
  await expect(page).toHaveURL(/\/admin\/calendar_bookings\/edit\/[a-z0-9]+$/);
  return page.url().split("/").pop()!;
}

test("3. the desk: a walk-up at 390 px, a phone booking at 1440 px on New booking, another phone booking through the API; Edit Booking shows each channel", async ({ page, request }) => {
  test.setTimeout(120_000);
  const started = Date.now();
  const admin = await apiLogin(request);
  const dee = stylists[3];
  const hair = await competitionHair(request);
  await pageLogin(page, "/admin/home");
  const walkUp = await deskBookingOnScreen(page, 390, "Walk-up", { first: "Wanda", last: `Walkup${suffix}` }, dee.id, "13:30", hair._id);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const phone1 = await deskBookingOnScreen(page, 1440, "Phone", { first: "Phoebe", last: `Phone${suffix}` }, dee.id, "14:15", hair._id);
  const api = await request.post("/api/bookings", {
    headers: admin.headers,
    data: {
      competition: eventId,
      danceLevel: "amateur",
      selectedEventDays: [DAY],
      dayDetails: [{ date: DAY, services: hair._id, danceStyle: ["standard"], additionalServices: [] }],
      isParentOrGuardian: false,
      hairAtNight: "no",
      firstName: "Paloma",
      lastName: `Phone${suffix}`,
      email: `paloma.${suffix}@example.net`,
      phoneNumber: "555-010-4545",
      channel: "phone",
      notify: { receipt: false, confirmation: false },
    },
  });
  expect(api.status(), await api.text()).toBe(201);
  const phone2 = ((await api.json()) as { _id: string; channel: string })._id;
  desk = { walkUp, phone1, phone2 };

  const rows = await query<{ id: string; channel: string; enteredByName: string }>(`SELECT id, channel::text, "enteredByName" FROM "Booking" WHERE id = ANY($1)`, [[walkUp, phone1, phone2]]);
  expect(Object.fromEntries(rows.map((r) => [r.id, r.channel]))).toEqual({ [walkUp]: "walk_up", [phone1]: "phone", [phone2]: "phone" });
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [id, label] of [[walkUp, "Walk-up"], [phone1, "Phone"], [phone2, "Phone"]] as const) {
    await page.goto(`/admin/calendar_bookings/edit/${id}`);
    const cameIn = page.getByText(new RegExp(`^${label}, entered by .+`));
    await expect(cameIn).toBeVisible();
    log(`Edit Booking …${id.slice(-6)}: Came in by "${await cameIn.innerText()}"`);
  }
  await expectNoAxeViolations(page);
  await reviewShot(page, `competition-day-edit-booking-phone-1440.png`);
  const slots = await query<{ bookingId: string; startAt: Date }>(`SELECT "bookingId", "startAt" FROM "Schedule" WHERE "bookingId" = ANY($1)`, [[walkUp, phone1]]);
  log(`desk slots: ${slots.map((s) => `${s.bookingId === walkUp ? "walk-up" : "phone"} ${clock(s.startAt.toISOString())}`).join(", ")}; step 3 took ${Date.now() - started} ms`);
});

test("4. four dancers pay at the chair from the run sheet; Close the day at 1440 px with a cash count; the sheet's totals equal what was paid", async ({ page }) => {
  test.setTimeout(120_000);
  const started = Date.now();
  await page.setViewportSize({ width: 1440, height: 900 });
  await pageLogin(page, `/admin/calendar_show/run-sheet?date=${DAY}`);
  const payers = entries(finalPlan).filter((s) => !NIGHT_IDS.has(s.bookingId)).slice(0, 4);
  const payments = [
    { amount: "85", method: "Cash", tip: "", taken: 85, tipped: 0, words: "Recorded $85 cash. Balance now $0." },
    { amount: "85", method: "Card", tip: "", taken: 85, tipped: 0, words: "Recorded $85 card. Balance now $0." },
    { amount: "85", method: "Cash", tip: "15", taken: 85, tipped: 15, words: "Recorded $85 cash, tip $15" },
    { amount: "50", method: "Card", tip: "", taken: 50, tipped: 0, words: "Recorded $50 card. Balance now $35." },
  ];
  const byStylist = new Map<string, { taken: number; tips: number }>();
  for (const [i, slot] of payers.entries()) {
    const d = dancers.find((x) => x.id === slot.bookingId)!;
    const p = payments[i];
    const row = page.getByTestId("run-sheet-row").filter({ hasText: nameOf(d) });
    await expect(row).toContainText("$85");
    await row.getByRole("button", { name: `Paid at the chair: ${nameOf(d)}` }).click();
    const dialog = page.getByRole("dialog", { name: `Paid at the chair: ${nameOf(d)}` });
    await expect(dialog.getByLabel("Amount ($)")).toHaveValue("85");
    await dialog.getByLabel("Amount ($)").fill(p.amount);
    await dialog.getByRole("radio", { name: p.method }).check();
    if (p.tip) await dialog.getByLabel("Tip for the stylist ($, optional)").fill(p.tip);
    await dialog.getByRole("button", { name: "Record" }).click();
    const recorded = dialog.getByTestId("chair-recorded");
    await expect(recorded).toContainText(p.words);
    log(`chair: ${nameOf(d)} → "${await recorded.innerText()}"`);
    await dialog.getByRole("button", { name: "Done" }).click();
    const st = stylists.find((s) => s.id === slot.userId)!;
    const sum = byStylist.get(st.id) ?? { taken: 0, tips: 0 };
    byStylist.set(st.id, { taken: sum.taken + p.taken, tips: sum.tips + p.tipped });
  }
  const partial = page.getByTestId("run-sheet-row").filter({ hasText: nameOf(dancers.find((x) => x.id === payers[3].bookingId)!) });
  await expect(partial.getByRole("button", { name: /Paid at the chair/ })).toHaveCount(1);
  await expect(page.getByTestId("run-sheet-row").filter({ hasText: nameOf(dancers.find((x) => x.id === payers[0].bookingId)!) }).getByRole("button", { name: /Paid at the chair/ })).toHaveCount(0);

  // Close the day.
  await page.locator(`a[href="/admin/takings?event=${eventId}&date=${DAY}"]`).first().click();
  await expect(page.getByRole("heading", { name: "Close the day" })).toBeVisible();
  // "Still owed" is what that day's appointments were due ($85 of hair each) less what was paid: the dancers
  // the plan placed and the two desk bookings given a slot; not the dancers left unplaced, not the API booking without one.
  const withSlot = await query<{ n: number }>(`SELECT count(DISTINCT s."bookingId")::int AS n FROM "Schedule" s JOIN "Booking" b ON b.id = s."bookingId" WHERE b."eventId" = $1 AND s."startAt" IS NOT NULL`, [eventId]);
  expect(withSlot[0].n).toBe(new Set(entries(finalPlan).map((e) => e.bookingId)).size + 2);
  const owed = withSlot[0].n * 85 - 305;
  await expect(page.getByTestId("day-taken")).toHaveText("$305");
  await expect(page.getByTestId("day-tips")).toHaveText("$15");
  await expect(page.getByTestId("day-cash-expected")).toHaveText("$185");
  await expect(page.getByTestId("day-owed")).toHaveText(`$${owed.toLocaleString("en-US")}`); // the house price format: "$2,500", as the price list
  for (const [id, sum] of byStylist) {
    const st = stylists.find((s) => s.id === id)!;
    const row = page.getByTestId("takings-stylists").getByRole("row", { name: new RegExp(`${st.first} ${st.last}`) });
    await expect(row).toContainText(`$${sum.taken}`);
    log(`close: ${st.first} ${st.last} row: ${(await row.innerText()).replace(/\s+/g, " ")}`);
  }
  await expect(page.getByTestId("takings-stylists").getByTestId("takings-total")).toContainText("$305");
  await page.getByLabel("Cash counted ($)").fill("180");
  await page.getByLabel("Note (optional)").fill("Drawer at the venue");
  await page.getByRole("button", { name: "Save count" }).click();
  await expect(page.getByTestId("cash-difference")).toHaveText("short $5");
  await expect(page.getByTestId("cash-count")).toContainText("Counted $180 of $185 expected");
  const figures = await Promise.all(["day-taken", "day-tips", "day-owed", "day-cash-expected"].map(async (id) => `${id}=${await page.getByTestId(id).innerText()}`));
  log(`close of day: ${figures.join(", ")}; total row: ${(await page.getByTestId("takings-stylists").getByTestId("takings-total").innerText()).replace(/\s+/g, " ")}; ${(await page.getByTestId("cash-count").innerText()).replace(/\s+/g, " ")}`);
  const paid = await query<{ taken: number; tips: number }>(`SELECT sum("amountCents")::int AS taken, sum("tipCents")::int AS tips FROM "Payment" p JOIN "Booking" b ON b.id = p."bookingId" WHERE b."eventId" = $1`, [eventId]);
  expect(paid[0]).toEqual({ taken: 30_500, tips: 1_500 });
  await expectNoAxeViolations(page);
  await reviewShot(page, `competition-day-close-1440.png`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("cash-difference")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewShot(page, `competition-day-close-390.png`);
  await expectNoAxeViolations(page);
  log(`step 4 took ${Date.now() - started} ms`);
});

const DAY_LABEL = () => formatInTimeZone(at(DAY, "12:00"), ZONE, "EEE, MMM d");

test("5. the desk enters the heat time of a phone booking on Edit Booking at 1440 px (the customer gave it on the phone)", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await pageLogin(page, `/admin/calendar_bookings/edit/${desk.phone2}`);
  const form = page.getByRole("form", { name: `Heat time for ${DAY_LABEL()}` });
  await form.getByLabel(`First heat on ${DAY_LABEL()}`, { exact: true }).fill("14:30");
  // The night window is worked by the day's stylists: the evening-before choice is offered here.
  await expect(form.getByRole("checkbox", { name: "Hair done the evening before — for heats before the first stylist starts" })).toBeVisible();
  await form.getByRole("button", { name: `Save first heat on ${DAY_LABEL()}` }).click();
  await expect(form.getByText(`Saved: first heat on ${DAY_LABEL()}.`)).toBeVisible();
  const [row] = await query<{ heatTime: string }>(`SELECT "heatTime" FROM "BookingDay" WHERE "bookingId" = $1`, [desk.phone2]);
  expect(row.heatTime).toBe("14:30");
  await page.reload();
  await expect(page.getByRole("form", { name: `Heat time for ${DAY_LABEL()}` }).getByLabel(`First heat on ${DAY_LABEL()}`, { exact: true })).toHaveValue("14:30");
  await expectNoAxeViolations(page);
  log(`desk heat time: Paloma's first heat 14:30 saved from Edit Booking ("Saved: first heat on ${DAY_LABEL()}.")`);
});

let elle = "";

test("6. hair at night with extras: rhinestones (15 min) and a lash upgrade (10 min) make her morning slot 70 min; her evening session is the hair redo's 45 min, ready before her 7:30 PM heat; the run sheet shows both", async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request);
  const services = (await (await request.get("/api/servicesList")).json()) as { _id: string; title: string; time: string }[];
  const extra = (title: string) => services.find((s) => s.title === title)!;
  const [stones, lashes] = [extra("Rhinestone Application"), extra("Lash Upgrade")];
  expect([stones.time, lashes.time]).toEqual(["15 min", "10 min"]);
  // An evening stylist joins the day (and a fourth chair for the evening session).
  const eve = { first: `Eve${suffix}`, last: "Night", start: "16:00", end: "21:00" };
  const eveId = (await createUserWith(request, admin, ["view_bookings"], { firstName: eve.first, lastName: eve.last })).id;
  stylists.push({ ...eve, id: eveId });
  const staffing = await request.put(`/api/events/${eventId}/staffing`, {
    headers: admin.headers,
    data: { night: { start: "18:00", end: "22:00" }, days: [{ date: DAY, chairs: 4, shifts: stylists.map((s) => ({ userId: s.id, start: s.start, end: s.end, breaks: [] })) }] },
  });
  expect(staffing.status(), await staffing.text()).toBe(200);
  const hair = await competitionHair(request);
  const created = await request.post("/api/bookings", {
    headers: admin.headers,
    data: {
      competition: eventId,
      danceLevel: "amateur",
      selectedEventDays: [DAY],
      dayDetails: [{ date: DAY, services: hair._id, danceStyle: ["latin"], additionalServices: [stones._id, lashes._id] }],
      isParentOrGuardian: false,
      hairAtNight: "yes",
      firstName: "Elle",
      lastName: `Evening${suffix}`,
      email: `elle.${suffix}@example.net`,
      phoneNumber: "555-010-3131",
      channel: "phone",
      notify: { receipt: false, confirmation: false },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  elle = ((await created.json()) as { _id: string })._id;
  const heats = await request.put(`/api/bookings/${elle}/heats`, { headers: admin.headers, data: { days: [{ date: DAY, heatTime: "14:00", heatNote: "", eveningHeatTime: "19:30" }] } });
  expect(heats.status(), await heats.text()).toBe(200);

  const planned = await request.post(`/api/events/${eventId}/days/${DAY}/plan`, { headers: admin.headers, data: {} });
  expect(planned.status(), await planned.text()).toBe(200);
  const plan = (await planned.json()) as Proposal & { versions: Record<string, string> };
  const mine = plan.slots.filter((s) => s.bookingId === elle).sort((a, b) => a.start.localeCompare(b.start));
  const minutes = (s: Slot) => (Date.parse(s.end) - Date.parse(s.start)) / 60_000;
  expect(mine.map((s) => [s.service, minutes(s)])).toEqual([
    ["Competition Hair", 45 + 15 + 10],
    ["Competition Hair (evening session)", 45],
  ]);
  expect(Date.parse(mine[0].end), "ready 45 min before her 2:00 PM heat").toBeLessThanOrEqual(at(DAY, "13:15"));
  expect(Date.parse(mine[1].end), "ready 45 min before her 7:30 PM evening heat").toBeLessThanOrEqual(at(DAY, "18:45"));
  expect(mine[1].userId).toBe(eveId);
  const saved = await request.put(`/api/events/${eventId}/days/${DAY}/plan`, { headers: admin.headers, data: { slots: mine.map(({ bookingId, service, userId, start, end }) => ({ bookingId, service, userId, start, end })), versions: plan.versions } });
  expect(saved.status(), await saved.text()).toBe(200);
  log(`Elle (hair at night, rhinestones + lash upgrade): ${mine.map((s) => `${s.service} ${clock(s.start)} – ${clock(s.end)} (${minutes(s)} min)`).join("; ")}`);

  await page.setViewportSize({ width: 1440, height: 900 });
  await pageLogin(page, `/admin/calendar_show/run-sheet?date=${DAY}`);
  const rows = page.getByTestId("run-sheet-row").filter({ hasText: `Elle Evening${suffix}` });
  await expect(rows).toHaveCount(2);
  // The evening session's row (its service names it) and the morning's, which lists the extras.
  await expect(rows.filter({ hasText: "(evening session)" })).toContainText(clock(mine[1].start));
  const morning = rows.filter({ hasNotText: "(evening session)" });
  await expect(morning).toContainText(clock(mine[0].start));
  await expect(morning).toContainText("Rhinestone Application");
  log(`run sheet rows of Elle: ${(await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, " ")).join(" | ")}`);
});

test("7. running late: Dee is 15 min behind; the appointment that would end after her 3:00 PM is listed, and only those that fit move — not the walk-up just before it, which would run into it (run sheet at 1440 px)", async ({ page }) => {
  test.setTimeout(120_000);
  const dee = stylists[3];
  const before = await query<{ id: string; bookingId: string; startAt: Date; endAt: Date }>(`SELECT s.id, s."bookingId", s."startAt", s."endAt" FROM "Schedule" s JOIN "Booking" b ON b.id = s."bookingId" WHERE b."eventId" = $1 AND s."assignedUserId" = $2 AND s."startAt" IS NOT NULL ORDER BY s."startAt"`, [eventId, dee.id]);
  // Her afternoon is the desk's: the walk-up 1:30–2:15 PM and the phone booking 2:15–3:00 PM, back to back up to her 3:00 PM.
  const walkUp = before.find((s) => s.bookingId === desk.walkUp)!;
  const phone = before.find((s) => s.bookingId === desk.phone1)!;
  expect([clock(walkUp.startAt.toISOString()), clock(walkUp.endAt.toISOString()), clock(phone.startAt.toISOString()), clock(phone.endAt.toISOString())]).toEqual(["1:30 PM", "2:15 PM", "2:15 PM", "3:00 PM"]);
  // +15 min: the phone booking would end at 3:15 PM (after her hours) and stays; the walk-up, moved, would run into it and stays too.
  const stays = [walkUp, phone];
  const moves = before.filter((s) => !stays.includes(s));
  for (const s of moves) expect(s.endAt.getTime() + 15 * 60_000, "room before the walk-up").toBeLessThanOrEqual(walkUp.startAt.getTime());
  await page.setViewportSize({ width: 1440, height: 900 });
  await pageLogin(page, `/admin/calendar_show/run-sheet?date=${DAY}`);
  await page.getByRole("button", { name: `Re-time ${dee.first} ${dee.last}’s day…` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "15 min", exact: true }).click();
  const hours = dialog.getByTestId("running-late-hours");
  await expect(hours).toContainText(/1 would end after her hours \(until 3:00 PM( Central)?\): move only those that fit/);
  await expect(dialog.getByTestId("running-late-preview")).toContainText("(after her hours)");
  await expectNoAxeViolations(page);
  await reviewShot(page, "competition-day-running-late-1440.png");
  const hoursText = (await hours.innerText()).replace(/\s+/g, " ");
  await hours.getByRole("button", { name: "Tick only those that fit" }).click();
  await dialog.getByRole("button", { name: `Move ${moves.length} by 15 min` }).click();
  const saved = dialog.getByTestId("running-late-saved");
  await expect(saved).toBeVisible({ timeout: 30_000 });
  log(`running late: "${hoursText}"; saved: "${(await saved.innerText()).replace(/\s+/g, " ")}"`);
  const after = await query<{ id: string; startAt: Date }>(`SELECT id, "startAt" FROM "Schedule" WHERE id = ANY($1)`, [before.map((s) => s.id)]);
  const startOf = new Map(after.map((s) => [s.id, s.startAt.getTime()]));
  for (const s of moves) expect(startOf.get(s.id), `moved ${clock(s.startAt.toISOString())}`).toBe(s.startAt.getTime() + 15 * 60_000);
  for (const s of stays) expect(startOf.get(s.id), "left where it was").toBe(s.startAt.getTime());
  log(`running late moved ${moves.length} of Dee's ${before.length} appointments by 15 min; left the walk-up 1:30 PM and the phone booking 2:15 PM`);
});

test("8. the day fills up: the public API books while there is room, then answers a request for the full day with its waiting list (202), as the capacity read says", async ({ request }) => {
  test.setTimeout(90_000);
  const hair = await competitionHair(request);
  const answers: number[] = [];
  let waitlisted: { waitlisted: string[]; message: string } | null = null;
  for (let i = 0; i < 12 && !waitlisted; i++) {
    const res = await request.post("/api/booking/create", {
      headers: { "x-forwarded-for": randomClientIp(), "idempotency-key": randomUUID() },
      data: {
        competition: eventId,
        danceLevel: "amateur",
        selectedEventDays: [DAY],
        dayDetails: [{ date: DAY, services: hair._id, danceStyle: ["latin"], additionalServices: [] }],
        isParentOrGuardian: false,
        hairAtNight: "no",
        firstName: `Late${i}`,
        lastName: `Comer${suffix}`,
        email: `late${i}.${suffix}@example.net`,
        phoneNumber: "555-010-2020",
        captchaToken: "dev-captcha-token",
      },
    });
    answers.push(res.status());
    expect([201, 202], await res.text()).toContain(res.status());
    if (res.status() === 202) waitlisted = (await res.json()) as { waitlisted: string[]; message: string };
  }
  expect(waitlisted, `answers ${answers.join(", ")}`).not.toBeNull();
  const weekday = formatInTimeZone(at(DAY, "12:00"), ZONE, "EEEE");
  expect(waitlisted).toEqual({ success: true, waitlisted: [DAY], message: `${weekday} is full: you are on the waiting list. If a place frees up before your heat, we email you a link that holds it for you.` });
  const capacity = (await (await request.get(`/api/events/${eventId}/capacity`)).json()) as { days: { date: string; state: string; eveningBefore: boolean }[] };
  expect(capacity.days).toEqual([{ date: DAY, state: "full", weekday, eveningBefore: true }]);
  const waiting = await query<{ n: number }>(`SELECT count(*)::int AS n FROM "WaitlistEntry" WHERE "eventId" = $1`, [eventId]);
  expect(waiting[0].n).toBe(1);
  log(`public API: ${answers.join(", ")} — the last: "${waitlisted!.message}"`);
});

test("9. a two-day booking: Saturday's plan cannot confirm it alone and says it waits for Sunday's plan (with its link); Sunday's plan then sends the one confirmation (planner at 1440 px)", async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request);
  // A two-day competition of its own, a week after the day (the first spec's day stays as it was).
  const SAT = new Date(Date.parse(`${DAY}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  const SUN = new Date(Date.parse(`${SAT}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const weekend = await createCompetition(request, admin, { eventName: `Windy City Weekend ${suffix}`, city: "Chicago", state: "Illinois", eventStartDate: SAT, eventEndDate: SUN, showEvent: true });
  const eva = await createUserWith(request, admin, ["view_bookings"], { firstName: `Eva${suffix}`, lastName: "Stone" });
  const staffing = await request.put(`/api/events/${weekend._id}/staffing`, {
    headers: admin.headers,
    data: { days: [SAT, SUN].map((date) => ({ date, chairs: 2, shifts: [{ userId: eva.id, start: "07:00", end: "12:00", breaks: [] }] })) },
  });
  expect(staffing.status(), await staffing.text()).toBe(200);
  const hair = await competitionHair(request);
  const elena = { id: randomUUID(), first: "Elena", last: `Marsh${suffix}` };
  try {
    await query(
      `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "updatedAt") VALUES ($1, $2, 'amateur', $3, $4, $5, '555-0100', false, 2, now())`,
      [elena.id, weekend._id, elena.first, elena.last, `elena.${suffix}@example.net`],
    );
    for (const [position, date, heat] of [[0, SAT, "10:00"], [1, SUN, "10:30"]] as const) {
      await query(
        `INSERT INTO "BookingDay" (id, "bookingId", position, date, "serviceId", "serviceTitle", "danceStyles", "additionalServiceIds", "additionalServiceTitles", "heatTime", "hairEveningBefore") VALUES ($1, $2, $3, $4, $5, 'Competition Hair', '{latin}', '{}', '{}', $6, false)`,
        [randomUUID(), elena.id, position, date, hair._id, heat],
      );
    }
    const sunday = formatInTimeZone(new Date(`${SUN}T12:00:00Z`), "UTC", "EEEE");

    // Saturday: planned and saved, but her confirmation waits for Sunday's plan — and says so, with its link.
    await page.setViewportSize({ width: 1440, height: 900 });
    await pageLogin(page, `/admin/calendar_show/plan?event=${weekend._id}&date=${SAT}`);
    const planOf = async (date: string) => {
      const answer = page.waitForResponse((r) => r.url().includes(`/api/events/${weekend._id}/days/${date}/plan`) && r.request().method() === "POST");
      await page.getByRole("button", { name: "Plan this day" }).click();
      expect((await answer).status()).toBe(200);
    };
    await planOf(SAT);
    await page.getByRole("button", { name: "Save plan" }).click();
    await expect(page.getByTestId("plan-message")).toHaveText("Plan saved for 1 booking.");
    await page.getByRole("button", { name: "Send confirmations" }).click();
    await expect(page.getByTestId("plan-message")).toHaveText("Confirmations queued: 0 of 1. 1 waiting for another day's plan.");
    const waiting = page.getByTestId("plan-waiting");
    await expect(waiting).toContainText(`${elena.first} ${elena.last}: waiting for ${sunday}'s plan`);
    await expectNoAxeViolations(page);
    expect(await outboxFiles().then((files) => files.filter((f) => f.startsWith("booking-confirmation") && f.includes(elena.id)))).toEqual([]);

    // Sunday, through that link: planned, saved, and the booking is complete — its one confirmation goes.
    await waiting.getByRole("link", { name: `${sunday}'s plan` }).click();
    await expect(page).toHaveURL(new RegExp(`date=${SUN}`));
    await planOf(SUN);
    await page.getByRole("button", { name: "Save plan" }).click();
    await expect(page.getByTestId("plan-message")).toHaveText("Plan saved for 1 booking.");
    await page.getByRole("button", { name: "Send confirmations" }).click();
    await expect(page.getByTestId("plan-message")).toHaveText("Confirmations queued: 1 of 1.");
    await expect.poll(async () => (await outboxFiles()).filter((f) => f.startsWith("booking-confirmation") && f.includes(elena.id)).length, { timeout: 20_000 }).toBe(1);
    const slots = await query<{ startAt: Date; assignedUserId: string }>(`SELECT "startAt", "assignedUserId" FROM "Schedule" WHERE "bookingId" = $1 ORDER BY "startAt"`, [elena.id]);
    expect(slots.map((s) => [formatInTimeZone(s.startAt, ZONE, "yyyy-MM-dd"), s.assignedUserId])).toEqual([[SAT, eva.id], [SUN, eva.id]]);
    log(`two-day booking: Saturday ${clock(slots[0].startAt.getTime())}, Sunday ${clock(slots[1].startAt.getTime())} with Eva; confirmed after Sunday's plan`);
  } finally {
    await query(`DELETE FROM "Booking" WHERE "eventId" = $1`, [weekend._id]);
    await query(`DELETE FROM "Event" WHERE id = $1`, [weekend._id]);
  }
});
