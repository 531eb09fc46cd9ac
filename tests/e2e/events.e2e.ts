import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addDays, format } from "date-fns";
import { formatInTimeZone } from "date-fns-tz";
import { apiLogin, pageLogin, STAFF_PASSWORD, type ApiSession } from "./support/auth";
import { expectNoAxeViolations, REVIEW_SHOTS, reviewShot, runAxe, shots } from "./support/a11y";
import { bookingCatalogue, bookingRequestBody, randomClientIp, uniqueSuffix } from "./support/booking";

interface EventDto {
  _id: string;
  eventName: string;
  locationName: string;
  city: string;
  state: string;
  eventStartDate: string;
  eventEndDate: string;
  showEvent: boolean;
  timeZone?: string;
}
interface Settings {
  autoDisplay: boolean;
  numUpcomingEvents: number;
  numberOfEvents: number;
  readyBeforeHeatMinutes?: number;
}

const STUDIO_ZONE = process.env.STUDIO_TIMEZONE ?? "America/New_York";
const run = Date.now().toString(36);
let counter = 0;
const uniqueName = (label: string) => `E2E ${label} ${run}-${++counter}`;

/** A calendar day relative to today in the studio zone, "YYYY-MM-DD". */
function studioDay(offset: number): string {
  const today = formatInTimeZone(new Date(), STUDIO_ZONE, "yyyy-MM-dd");
  return format(addDays(new Date(`${today}T12:00:00`), offset), "yyyy-MM-dd");
}

async function createEvent(request: APIRequestContext, admin: ApiSession, data: Record<string, unknown>): Promise<EventDto> {
  const response = await request.post("/api/events/create", { headers: admin.headers, data: { city: "Chicago", state: "Illinois", ...data } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as EventDto;
}

async function getJson<T>(request: APIRequestContext, url: string, headers?: Record<string, string>): Promise<T> {
  const response = await request.get(url, { headers });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

async function putSettings(request: APIRequestContext, admin: ApiSession, data: Partial<Settings>): Promise<void> {
  const response = await request.put("/api/events/settings", { headers: admin.headers, data });
  expect(response.status(), await response.text()).toBe(200);
}

async function deleteQuietly(request: APIRequestContext, admin: ApiSession, ...events: EventDto[]) {
  for (const event of events) await request.put(`/api/events/${event._id}/delete`, { headers: admin.headers });
}

/** The event names listed on /schedule, in order (reloading, so a revalidated page is seen). */
async function scheduleNames(page: Page): Promise<string[]> {
  await page.goto("/schedule");
  return page.locator("main table tbody tr td:nth-child(2) > span:first-child").allTextContents();
}

test.describe("events API", () => {
  test("GET /api/events/states lists the 50 US states", async ({ request }) => {
    const { states } = await getJson<{ states: string[] }>(request, "/api/events/states");
    expect(states).toHaveLength(50);
    expect(states).toEqual(expect.arrayContaining(["Alabama", "New York", "Wyoming"]));
  });

  test("reads for public pages are public; writes and the past list need manage_events", async ({ request }) => {
    const upcoming = await getJson<EventDto[]>(request, "/api/events/upcoming");
    expect(Array.isArray(upcoming)).toBe(true);
    expect(upcoming[0]).toEqual(expect.objectContaining({ _id: expect.any(String), eventName: expect.any(String), eventStartDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }));
    await getJson<EventDto[]>(request, "/api/events/showSelected");
    const settings = await getJson<Settings>(request, "/api/events/settings");
    expect(settings).toEqual({ autoDisplay: expect.any(Boolean), numUpcomingEvents: expect.any(Number), numberOfEvents: settings.numUpcomingEvents, readyBeforeHeatMinutes: expect.any(Number), applyFittingChangesAtOnce: expect.any(Boolean) });

    expect((await request.get("/api/events/past")).status()).toBe(401);
    expect((await request.post("/api/events/create", { data: { eventName: "x" } })).status()).toBe(401);
    expect((await request.put("/api/events/settings", { data: { numUpcomingEvents: 2 } })).status()).toBe(401);

    const staff = await apiLogin(request, { email: "daniel@example.com", password: STAFF_PASSWORD });
    expect((await request.get("/api/events/past", { headers: staff.headers })).status()).toBe(403);
    const denied = await request.post("/api/events/create", { headers: staff.headers, data: { eventName: "x", city: "y", eventStartDate: studioDay(5), eventEndDate: studioDay(5) } });
    expect(denied.status()).toBe(403);

    const admin = await apiLogin(request);
    const noCsrf = await request.post("/api/events/create", { headers: { Authorization: admin.headers.Authorization }, data: { eventName: "x" } });
    expect(noCsrf.status()).toBe(403);
  });

  test("create validates with the form's messages and accepts JSON, url-encoded and multipart form data", async ({ request }) => {
    const admin = await apiLogin(request);
    const missing = await request.post("/api/events/create", { headers: admin.headers, data: { locationName: "Somewhere" } });
    expect(missing.status()).toBe(400);
    expect(await missing.json()).toEqual({
      error: "Failed to create event",
      fields: { eventName: "Event name is required", city: "City is required", eventStartDate: "Start date is required", eventEndDate: "End date is required" },
    });
    const badState = await request.post("/api/events/create", { headers: admin.headers, data: { eventName: "x", city: "Toronto", state: "Ontario", eventStartDate: studioDay(5), eventEndDate: studioDay(5) } });
    expect(badState.status()).toBe(400);
    expect((await badState.json()).fields).toEqual({ state: "Please choose a US state from the list" });
    const backwards = await request.post("/api/events/create", { headers: admin.headers, data: { eventName: "x", city: "Miami", eventStartDate: studioDay(6), eventEndDate: studioDay(5) } });
    expect(backwards.status()).toBe(400);
    expect((await backwards.json()).fields).toEqual({ eventEndDate: "End date cannot be before the start date" });

    const json = await createEvent(request, admin, { eventName: uniqueName("JSON"), locationName: "Hilton", address: "1 Main St", eventStartDate: studioDay(40), eventEndDate: studioDay(42) });
    expect(json).toEqual({
      _id: expect.any(String),
      eventName: json.eventName,
      locationName: "Hilton",
      address: "1 Main St",
      city: "Chicago",
      state: "Illinois",
      eventStartDate: studioDay(40),
      eventEndDate: studioDay(42),
      showEvent: false,
      timeZone: "America/Chicago",
    });

    const formName = uniqueName("Form");
    const form = await request.post("/api/events/create", { headers: admin.headers, form: { eventName: formName, city: "Austin", state: "TX", eventStartDate: studioDay(41), eventEndDate: studioDay(41), locationName: "" } });
    expect(form.status(), await form.text()).toBe(201);
    const formEvent = (await form.json()) as EventDto;
    expect(formEvent).toMatchObject({ eventName: formName, state: "Texas", locationName: "" });

    const multipartName = uniqueName("Multipart");
    const multipart = await request.post("/api/events/create", { headers: admin.headers, multipart: { eventName: multipartName, city: "Denver", eventStartDate: studioDay(43), eventEndDate: studioDay(44) } });
    expect(multipart.status(), await multipart.text()).toBe(201);
    const multipartEvent = (await multipart.json()) as EventDto;

    const upcoming = await getJson<EventDto[]>(request, "/api/events/upcoming");
    expect(upcoming.map((e) => e.eventName)).toEqual(expect.arrayContaining([json.eventName, formName, multipartName]));
    await deleteQuietly(request, admin, json, formEvent, multipartEvent);
  });

  test("an event ending today (studio zone) is upcoming, one that ended yesterday is past; ordering and limit", async ({ request }) => {
    const admin = await apiLogin(request);
    const endsToday = await createEvent(request, admin, { eventName: uniqueName("Ends today"), eventStartDate: studioDay(-2), eventEndDate: studioDay(0) });
    const endedYesterday = await createEvent(request, admin, { eventName: uniqueName("Ended yesterday"), eventStartDate: studioDay(-3), eventEndDate: studioDay(-1) });
    try {
      const upcoming = await getJson<EventDto[]>(request, "/api/events/upcoming");
      const past = await getJson<EventDto[]>(request, "/api/events/past", admin.headers);
      expect(upcoming.map((e) => e._id)).toContain(endsToday._id);
      expect(upcoming.map((e) => e._id)).not.toContain(endedYesterday._id);
      expect(past.map((e) => e._id)).toContain(endedYesterday._id);
      expect(past.map((e) => e._id)).not.toContain(endsToday._id);

      const starts = upcoming.map((e) => e.eventStartDate);
      expect(starts).toEqual([...starts].sort());
      const pastStarts = past.map((e) => e.eventStartDate);
      expect(pastStarts).toEqual([...pastStarts].sort().reverse());
      expect(upcoming.every((e) => e.eventEndDate >= studioDay(0))).toBe(true);
      expect(past.every((e) => e.eventEndDate < studioDay(0))).toBe(true);

      const limited = await getJson<EventDto[]>(request, "/api/events/upcoming?limit=2");
      expect(limited).toEqual(upcoming.slice(0, 2));
      const badLimit = await request.get("/api/events/upcoming?limit=0");
      expect(badLimit.status()).toBe(400);
      expect((await badLimit.json()).error).toBe("Failed to fetch upcoming events");
    } finally {
      await deleteQuietly(request, admin, endsToday, endedYesterday);
    }
  });

  test("showEvent toggles and soft delete; unknown or deleted ids are 404", async ({ request }) => {
    const admin = await apiLogin(request);
    const event = await createEvent(request, admin, { eventName: uniqueName("Toggle"), eventStartDate: studioDay(60), eventEndDate: studioDay(61) });

    const shown = await request.patch(`/api/events/${event._id}/show`, { headers: admin.headers, data: { showEvent: true } });
    expect(shown.status()).toBe(200);
    expect(((await shown.json()) as EventDto).showEvent).toBe(true);
    expect((await getJson<EventDto[]>(request, "/api/events/showSelected")).map((e) => e._id)).toContain(event._id);

    const bad = await request.patch(`/api/events/${event._id}/show`, { headers: admin.headers, data: { showEvent: "perhaps" } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toBe("Failed to update showEvent status");

    const deleted = await request.put(`/api/events/${event._id}/delete`, { headers: admin.headers });
    expect(deleted.status()).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true });
    expect((await getJson<EventDto[]>(request, "/api/events/upcoming")).map((e) => e._id)).not.toContain(event._id);
    expect((await getJson<EventDto[]>(request, "/api/events/showSelected")).map((e) => e._id)).not.toContain(event._id);

    const again = await request.put(`/api/events/${event._id}/delete`, { headers: admin.headers });
    expect(again.status()).toBe(404);
    expect(await again.json()).toEqual({ error: "Failed to delete event" });
    expect((await request.patch(`/api/events/${event._id}/show`, { headers: admin.headers, data: { showEvent: false } })).status()).toBe(404);
    expect((await request.patch(`/api/events/no-such-event/show`, { headers: admin.headers, data: { showEvent: true } })).status()).toBe(404);
  });

  test("settings reject a numUpcomingEvents that is 0, negative or not whole", async ({ request }) => {
    const admin = await apiLogin(request);
    const before = await getJson<Settings>(request, "/api/events/settings");
    for (const numUpcomingEvents of [0, -1, 1.5, "two"]) {
      const response = await request.put("/api/events/settings", { headers: admin.headers, data: { autoDisplay: !before.autoDisplay, numUpcomingEvents } });
      expect(response.status(), `numUpcomingEvents ${numUpcomingEvents}`).toBe(400);
      const body = await response.json();
      expect(body.error).toBe("Failed to save calendar settings");
      expect(body.fields).toHaveProperty("numUpcomingEvents");
    }
    expect(await getJson<Settings>(request, "/api/events/settings")).toEqual(before);
  });
});

/** The 'MMMM Do' range as the schedule shows it ("December 4th – 6th, 2026"), worked out here independently. */
function spokenRange(start: string, end: string): string {
  const [from, to] = [start, end].map((day) => new Date(`${day}T12:00:00`));
  if (from.getFullYear() !== to.getFullYear()) return `${format(from, "MMMM do, yyyy")} – ${format(to, "MMMM do, yyyy")}`;
  if (from.getMonth() !== to.getMonth()) return `${format(from, "MMMM do")} – ${format(to, "MMMM do, yyyy")}`;
  return `${format(from, "MMMM do")} – ${format(to, "do, yyyy")}`;
}

// These change the shared calendar settings, so they run one after another and always restore them.
test.describe.serial("the schedule page and the Manage Events screen", () => {
  test("/schedule with auto-display lists the next numUpcomingEvents upcoming events", async ({ page, request }) => {
    const admin = await apiLogin(request);
    const before = await getJson<Settings>(request, "/api/events/settings");
    const soon = await createEvent(request, admin, { eventName: uniqueName("Auto"), locationName: "Palmer House", eventStartDate: studioDay(0), eventEndDate: studioDay(2) });
    try {
      await putSettings(request, admin, { autoDisplay: true, numUpcomingEvents: 3 });
      await expect
        .poll(async () => {
          const expected = (await getJson<EventDto[]>(request, "/api/events/upcoming?limit=3")).map((e) => e.eventName);
          return JSON.stringify(await scheduleNames(page)) === JSON.stringify(expected) ? "same" : "different";
        })
        .toBe("same");
      expect(await scheduleNames(page)).toHaveLength(3);
      const row = page.getByRole("row").filter({ hasText: soon.eventName });
      await expect(row.getByRole("cell").first()).toHaveText(spokenRange(soon.eventStartDate, soon.eventEndDate));
      await expect(row).toContainText("Palmer House · Chicago, Illinois");
      await expect(page.getByRole("columnheader")).toHaveText(["Date", "Event"]);

      const axe = await runAxe(page);
      expect(axe.violations).toEqual([]);
      for (const width of REVIEW_SHOTS ? [1440, 375] : []) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await reviewShot(page, `events-schedule-${width}.png`);
      }
    } finally {
      await putSettings(request, admin, { autoDisplay: before.autoDisplay, numUpcomingEvents: before.numUpcomingEvents });
      await deleteQuietly(request, admin, soon);
    }
  });

  test("/schedule without auto-display lists the events selected for showing", async ({ page, request }) => {
    const admin = await apiLogin(request);
    const before = await getJson<Settings>(request, "/api/events/settings");
    const selected = await createEvent(request, admin, { eventName: uniqueName("Selected"), eventStartDate: studioDay(90), eventEndDate: studioDay(91), showEvent: true });
    const hidden = await createEvent(request, admin, { eventName: uniqueName("Hidden"), eventStartDate: studioDay(1), eventEndDate: studioDay(1) });
    try {
      await putSettings(request, admin, { autoDisplay: false, numUpcomingEvents: 1 });
      await expect.poll(async () => (await scheduleNames(page)).includes(selected.eventName)).toBe(true);
      const names = await scheduleNames(page);
      expect(names).not.toContain(hidden.eventName);
      expect(names).toEqual((await getJson<EventDto[]>(request, "/api/events/showSelected")).map((e) => e.eventName));
      expect(names.length).toBeGreaterThan(1);

      // Deleting a selected event takes it off the page at once.
      await deleteQuietly(request, admin, selected);
      await expect.poll(async () => (await scheduleNames(page)).includes(selected.eventName)).toBe(false);
    } finally {
      await putSettings(request, admin, { autoDisplay: before.autoDisplay, numUpcomingEvents: before.numUpcomingEvents });
      await deleteQuietly(request, admin, selected, hidden);
    }
  });

  test("/schedule says 'No events scheduled at this time' when nothing is selected", async ({ page, request }) => {
    const admin = await apiLogin(request);
    const before = await getJson<Settings>(request, "/api/events/settings");
    const wereShown = await getJson<EventDto[]>(request, "/api/events/showSelected");
    try {
      await putSettings(request, admin, { autoDisplay: false });
      for (const event of wereShown) {
        const response = await request.patch(`/api/events/${event._id}/show`, { headers: admin.headers, data: { showEvent: false } });
        expect(response.status()).toBe(200);
      }
      await expect.poll(async () => scheduleNames(page)).toEqual([]);
      await expect(page.getByRole("cell", { name: "No events scheduled at this time" })).toBeVisible();
      const axe = await runAxe(page);
      expect(axe.violations).toEqual([]);
      await page.setViewportSize({ width: 375, height: 812 });
      await reviewShot(page, `events-schedule-empty-375.png`);
    } finally {
      for (const event of wereShown) await request.patch(`/api/events/${event._id}/show`, { headers: admin.headers, data: { showEvent: true } });
      await putSettings(request, admin, { autoDisplay: before.autoDisplay, numUpcomingEvents: before.numUpcomingEvents });
    }
  });

  test("a /schedule render in flight while a show flag changes does not leave the page stale", async ({ request }) => {
    // Next stamps a cache entry when it is written, not when its data was read: a render that read
    // the events just before a write and finished after it was kept as fresh for 5 minutes (seen:
    // 10 of 40 rounds on main). expireTag() expires the tag again 1 s and 3 s after the write.
    test.setTimeout(120_000);
    const admin = await apiLogin(request);
    const before = await getJson<Settings>(request, "/api/events/settings");
    const event = await createEvent(request, admin, { eventName: uniqueName("In flight"), eventStartDate: studioDay(100), eventEndDate: studioDay(101), showEvent: true });
    const stale: string[] = [];
    const rounds = 12;
    let shown = true;
    let checked = 0;
    try {
      for (let round = 0; round < rounds; round += 1) {
        await putSettings(request, admin, { autoDisplay: false });
        const inFlight = request.get("/schedule");
        await new Promise((resolve) => setTimeout(resolve, (round % 4) * 5));
        shown = !shown;
        expect((await request.patch(`/api/events/${event._id}/show`, { headers: admin.headers, data: { showEvent: shown } })).status()).toBe(200);
        await inFlight;
        // The event waited for: /schedule shows the change (a stale render kept for 5 minutes never does).
        let listed: boolean = !shown;
        const deadline = Date.now() + 10_000;
        while (Date.now() < deadline) {
          listed = (await (await request.get("/schedule")).text()).includes(event.eventName);
          if (listed === shown) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        if (listed !== shown) stale.push(`round ${round}: showEvent ${shown}, /schedule still ${listed ? "lists" : "omits"} it 10 s later`);
        checked += 1;
      }
    } finally {
      await putSettings(request, admin, { autoDisplay: before.autoDisplay, numUpcomingEvents: before.numUpcomingEvents });
      await deleteQuietly(request, admin, event);
    }
    expect(stale).toEqual([]);
    expect(checked).toBe(rounds);
  });

  test("Manage Events: create, show, delete and settings through the screen", async ({ page, request }) => {
    const admin = await apiLogin(request);
    const before = await getJson<Settings>(request, "/api/events/settings");
    const name = uniqueName("Screen");
    try {
      await pageLogin(page, "/admin/calendar_events");
      await expect(page.getByRole("heading", { level: 1, name: "Manage Events" })).toBeVisible();
      const upcomingTable = page.locator("#upcoming-events");
      const pastTable = page.locator("#past-events");
      await expect(upcomingTable.locator("tbody tr").first()).toBeVisible();
      await expect(pastTable.getByRole("row").filter({ hasText: "Liberty Ballroom Championships" }).getByRole("cell").nth(6)).toHaveText(/^\d{2}-\d{2}-\d{4}$/);

      const axe = await runAxe(page);
      expect(axe.violations).toEqual([]);
      for (const width of REVIEW_SHOTS ? [1440, 375] : []) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await reviewShot(page, `events-admin-${width}.png`);
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      // Required fields are marked and checked before sending.
      const form = page.getByRole("form", { name: "Create Event" });
      await expect(form.getByText("Event Name *")).toBeVisible();
      await expect(form.getByText("City *")).toBeVisible();
      await form.getByRole("button", { name: "Create Event" }).click();
      await expect(form.getByText("Event name is required")).toBeVisible();
      await expect(form.getByText("City is required")).toBeVisible();

      await form.getByLabel("Event Name").fill(name);
      await form.getByLabel("Location Name").fill("Hyatt Regency");
      await form.getByLabel("Address").fill("151 E Wacker Dr");
      await form.getByLabel("City").fill("Chicago");
      await form.getByLabel("State").selectOption("Illinois");
      // The competition's time zone follows the state (heat times are entered in it).
      await expect(form.getByLabel("Time zone")).toHaveValue("America/Chicago");
      await form.getByLabel("Start Date").fill(studioDay(20));
      await form.getByLabel("End Date").fill(studioDay(22));
      await form.getByRole("button", { name: "Create Event" }).click();
      const row = upcomingTable.getByRole("row").filter({ hasText: name });
      await expect(row).toBeVisible();
      await expect(row.getByRole("cell").nth(6)).toHaveText(format(new Date(`${studioDay(20)}T12:00:00`), "MM-dd-yyyy"));
      await expect(row.getByRole("cell").nth(7)).toHaveText(format(new Date(`${studioDay(22)}T12:00:00`), "MM-dd-yyyy"));
      await expect(form.getByLabel("Event Name")).toHaveValue("");

      const created = (await getJson<EventDto[]>(request, "/api/events/upcoming")).find((e) => e.eventName === name);
      expect(created).toMatchObject({ locationName: "Hyatt Regency", address: "151 E Wacker Dr", city: "Chicago", state: "Illinois", eventStartDate: studioDay(20), eventEndDate: studioDay(22), showEvent: false, timeZone: "America/Chicago" });

      // The time zone can be changed in the row and saves at once.
      await row.getByRole("combobox", { name: `Time zone of ${name}` }).selectOption("America/New_York");
      await expect.poll(async () => (await getJson<EventDto[]>(request, "/api/events/upcoming")).find((e) => e.eventName === name)?.timeZone).toBe("America/New_York");

      // showEvent saves at once.
      await row.getByRole("checkbox", { name: `Show ${name} on the schedule` }).check();
      await expect.poll(async () => (await getJson<EventDto[]>(request, "/api/events/showSelected")).some((e) => e.eventName === name)).toBe(true);
      await row.getByRole("checkbox", { name: `Show ${name} on the schedule` }).uncheck();
      await expect.poll(async () => (await getJson<EventDto[]>(request, "/api/events/showSelected")).some((e) => e.eventName === name)).toBe(false);

      // Delete asks first; Cancel keeps the event.
      await row.getByRole("button", { name: `Delete ${name}` }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByText("Are you sure you want to delete this event?", { exact: true })).toBeVisible();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toBeVisible();
      await row.getByRole("button", { name: `Delete ${name}` }).click();
      await dialog.getByRole("button", { name: "Delete" }).click();
      await expect(row).toHaveCount(0);
      expect((await getJson<EventDto[]>(request, "/api/events/upcoming")).some((e) => e.eventName === name)).toBe(false);

      // Calendar settings.
      const count = page.getByLabel("Number of events");
      await count.fill("0");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText("Error Saving")).toBeVisible();
      await expect(page.getByText("Number of events must be at least 1")).toBeVisible();
      await count.fill("2");
      await page.getByLabel("Ready before heat (minutes)").fill("50");
      await page.getByLabel("Automatically display upcoming events").setChecked(true);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText("Changes Saved")).toBeVisible();
      expect(await getJson<Settings>(request, "/api/events/settings")).toEqual({ autoDisplay: true, numUpcomingEvents: 2, numberOfEvents: 2, readyBeforeHeatMinutes: 50, applyFittingChangesAtOnce: false });
      await expect(page.getByText("Changes Saved")).toBeHidden({ timeout: 8_000 });
    } finally {
      await putSettings(request, admin, { autoDisplay: before.autoDisplay, numUpcomingEvents: before.numUpcomingEvents, readyBeforeHeatMinutes: before.readyBeforeHeatMinutes });
      const leftover = (await getJson<EventDto[]>(request, "/api/events/upcoming")).filter((e) => e.eventName === name);
      await deleteQuietly(request, admin, ...leftover);
    }
  });

  test("Manage Events: Edit changes a competition; new dates that leave a booking's day outside are refused, listing dancer and day", async ({ page, request }) => {
    const admin = await apiLogin(request);
    const name = uniqueName("Edit");
    const renamed = `${name} (moved)`;
    const event = await createEvent(request, admin, { eventName: name, locationName: "Palmer House", eventStartDate: studioDay(40), eventEndDate: studioDay(42) });
    const { main } = await bookingCatalogue(request);
    const lastName = `Edit${uniqueSuffix()}`;
    const lastDay = studioDay(42);
    const booked = await request.post("/api/booking/create", {
      headers: { "x-forwarded-for": randomClientIp() },
      data: bookingRequestBody({ event, main }, { selectedEventDays: [lastDay], dayDetails: [{ date: lastDay, services: main._id, danceStyle: ["latin"], additionalServices: [] }], firstName: "Nora", lastName }),
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const bookingId = ((await booked.json()) as { _id: string })._id;
    try {
      await pageLogin(page, "/admin/calendar_events");
      const row = page.locator("#upcoming-events").getByRole("row").filter({ hasText: name });
      await row.getByRole("button", { name: `Edit ${name}` }).click();
      const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
      await expect(dialog.getByLabel("Event Name")).toHaveValue(name);
      await expect(dialog.getByLabel("Location Name")).toHaveValue("Palmer House");
      await expect(dialog.getByLabel("Start Date")).toHaveValue(studioDay(40));
      await expect(dialog.getByLabel("Time zone")).toHaveValue("America/Chicago");
      await expectNoAxeViolations(page);

      // Shortened so the booked last day falls outside: refused, the booking listed with its dancer and day.
      await dialog.getByLabel("Event Name").fill(renamed);
      await dialog.getByLabel("Location Name").fill("Hilton Chicago");
      await dialog.getByLabel("End Date").fill(studioDay(41));
      await dialog.getByRole("button", { name: "Save changes" }).click();
      const refusal = dialog.getByRole("alert");
      await expect(refusal).toContainText("Some bookings have days outside the new dates.");
      const listed = refusal.getByRole("list", { name: "Bookings outside the new dates" }).getByRole("listitem");
      await expect(listed).toHaveCount(1);
      await expect(listed).toHaveText(`Nora ${lastName} — ${format(new Date(`${lastDay}T12:00:00`), "EEE, MMM d, yyyy")}`);
      await expect(listed.getByRole("link", { name: `Nora ${lastName}` })).toHaveAttribute("href", `/admin/calendar_bookings/edit/${bookingId}`);
      expect((await getJson<EventDto[]>(request, "/api/events/upcoming")).find((e) => e._id === event._id)).toMatchObject({ eventName: name, eventEndDate: studioDay(42) });
      await expectNoAxeViolations(page);
      await shots(page, "events-edit-refused");
      await page.setViewportSize({ width: 1440, height: 900 });

      // Dates that keep the booked day: saved, the table and the public API show the change.
      await dialog.getByLabel("Start Date").fill(studioDay(39));
      await dialog.getByLabel("End Date").fill(studioDay(42));
      await dialog.getByLabel("State").selectOption("Texas");
      await expect(dialog.getByLabel("Time zone")).toHaveValue("America/Chicago");
      await dialog.getByLabel("City").fill("Dallas");
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("status").filter({ hasText: `Event “${renamed}” saved.` })).toBeVisible();
      const saved = page.locator("#upcoming-events").getByRole("row").filter({ hasText: renamed });
      await expect(saved).toContainText("Hilton Chicago");
      await expect(saved).toContainText("Dallas");
      await expect(saved.getByRole("cell").nth(6)).toHaveText(format(new Date(`${studioDay(39)}T12:00:00`), "MM-dd-yyyy"));
      expect((await getJson<EventDto[]>(request, "/api/events/upcoming")).find((e) => e._id === event._id)).toMatchObject({
        eventName: renamed,
        locationName: "Hilton Chicago",
        city: "Dallas",
        state: "Texas",
        eventStartDate: studioDay(39),
        eventEndDate: studioDay(42),
        timeZone: "America/Chicago",
      });
    } finally {
      await request.put(`/api/booking/delete/${bookingId}`, { headers: admin.headers });
      await deleteQuietly(request, admin, event);
    }
  });
});
