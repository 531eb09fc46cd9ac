// What a stylist needs at the chair — the client card's allergy line and one styling line on
// the run sheet (both views) and in My Calendar's details (GET /api/calendar), nothing else of the card.
import { beforeEach, expect, it } from "vitest";
import { zonedInstant } from "@/lib/time";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { runSheetFor } from "@/lib/calendar/run-sheet";
import { schedulesInRange } from "@/lib/calendar/range";
import { linkUnlinkedBookings } from "@/lib/bookings/client-link";
import { addClientNote } from "./index";

const db = () => testPrisma();
const NY = "America/New_York";
const DAY = "2026-11-03";
const actor = { id: "staff-1", firstName: "Desk", lastName: "Staff" };

beforeEach(async () => {
  await resetDatabase();
});

it("the run sheet and My Calendar show the allergies in full and one styling line; free notes stay on the card", async () => {
  const eventId = (await db().event.create({ data: { eventName: "Fall Classic", city: "Boston", state: "Massachusetts", eventStartDate: new Date(`${DAY}T00:00:00Z`), eventEndDate: new Date(`${DAY}T00:00:00Z`) } })).id;
  const stylist = await db().user.create({ data: { firstName: "Ana", lastName: "Stylist", email: "ana@studio.test", passwordHash: "x", permissions: ["view_bookings"] } });
  const booking = await db().booking.create({ data: { eventId, danceLevel: "junior", firstName: "Zoe", lastName: "Lee", email: "zoe@example.net", phoneNumber: "555", hairAtNight: false, additionalNotes: "Bring pins" } });
  const day = await db().bookingDay.create({ data: { bookingId: booking.id, position: 0, date: new Date(`${DAY}T00:00:00Z`), serviceTitle: "Hair", danceStyles: ["rhythm"], additionalServiceIds: [], additionalServiceTitles: [] } });
  await db().schedule.create({ data: { bookingId: booking.id, bookingDayId: day.id, serviceTitle: "Hair", assignedUserId: stylist.id, startAt: zonedInstant(DAY, "09:00", NY), endAt: zonedInstant(DAY, "09:45", NY) } });
  await linkUnlinkedBookings(db());
  const clientId = (await db().booking.findUniqueOrThrow({ where: { id: booking.id } })).clientId!;
  const allergies = `Latex lash glue\nsecond line: ${"no fragrance in the setting spray, ".repeat(4)}ask before using pins`;
  await addClientNote(clientId, { kind: "allergies", body: allergies }, actor);
  await addClientNote(clientId, { kind: "hair", body: "Low bun, 2 nets" }, actor);
  await addClientNote(clientId, { kind: "makeup", body: "Shade 3N" }, actor);
  await addClientNote(clientId, { kind: "notes", body: "Private remark for the desk" }, actor);

  for (const view of ["desk", "stylist"] as const) {
    const row = (await runSheetFor(DAY, { view }, NY)).sections[0].rows[0];
    expect(row.allergies).toBe(allergies);
    expect(row.notes).toBe("Hair: Low bun, 2 nets · Makeup: Shade 3N · Bring pins");
    const [slot] = await schedulesInRange({ start: zonedInstant(DAY, "00:00", NY), end: zonedInstant("2026-11-04", "00:00", NY) }, view);
    expect(slot.details).toMatchObject({ allergies, styling: "Hair: Low bun, 2 nets · Makeup: Shade 3N" });
    expect(JSON.stringify(slot)).not.toContain("Private remark");
  }
});
