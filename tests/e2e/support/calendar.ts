// My Calendar in e2e specs: a slot's entry, dragging it to another time, and Change time in its details.
import { expect, type Locator, type Page } from "@playwright/test";

export const studioCalendar = (page: Page) => page.locator(".studio-calendar");

/** The entry of a dancer's Competition Hair slot on `day` ("YYYY-MM-DD"). */
export const calendarEntry = (page: Page, day: string, who: { firstName: string; lastName: string }) =>
  studioCalendar(page).locator(`[role="cell"][data-date="${day}"]`).getByRole("button", { name: new RegExp(`${who.firstName} ${who.lastName} – Competition Hair`) });

/** Drags an entry by its top edge onto the grid line of `time` (HH:MM). */
export async function dragEntryTo(page: Page, entry: Locator, time: string) {
  await expect(entry).toBeVisible();
  const box = (await entry.boundingBox())!;
  const line = (await studioCalendar(page).locator(`[data-time="${time}:00"]`).first().boundingBox())!;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, box.y + 4);
  await page.mouse.down();
  await page.mouse.move(x, box.y + 20, { steps: 4 });
  await page.mouse.move(x, line.y + 4, { steps: 12 });
  await page.mouse.up();
}

/** Opens Change time in an entry's details dialog and returns its form. */
export async function openChangeTime(details: Locator): Promise<Locator> {
  // The day-of texts above "Change time" load after the details open. They no longer move the button (their
  // line keeps its height; customer-changes.e2e.ts holds that), but the click still waits for the details to
  // settle: before that fix a click aimed early landed where the button had been (CI: staff-tools).
  await expect(details.getByText("Loading texts…")).toHaveCount(0);
  await details.getByRole("button", { name: "Change time" }).click();
  return details.getByRole("form", { name: "Change time" });
}

/** Types a new start, checks that the end followed it (the service's length), saves and checks the "Saved: …" status. */
export async function saveNewStart(form: Locator, start: string, expectedEnd: string, saved: string) {
  await form.getByLabel("Start").fill(start);
  await expect(form.getByLabel("End")).toHaveValue(expectedEnd);
  await form.getByRole("button", { name: "Save time" }).click();
  await expect(form.getByRole("status")).toHaveText(saved);
}
