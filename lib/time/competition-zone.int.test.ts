// One clock per competition: for competitions two and three zones from the studio (Arizona, which
// keeps UTC−7 all year, and Pacific) on the 2026 DST weekends, every place a slot time is printed shows the
// competition's own time with its zone named; an Eastern competition (the studio's zone) stays unnamed.
// Expected values are written by hand from the UTC offsets, never computed with the formatter under test.
import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { getBooking, updateBooking } from "@/lib/bookings";
import { bookingInclude, confirmedSlotsOf, toCustomerBookingView, type BookingRow } from "@/lib/bookings/dto";
import { bookingCancelledCustomerEmail, bookingConfirmationEmail, bookingReminderEmail } from "@/lib/notify/templates/bookings/request";
import { exportRowsOf, BOOKING_EXPORT_COLUMNS } from "@/lib/bookings/export";
import { loadListedServices } from "@/lib/bookings/slot-recount";
import { planReminderTimes } from "@/lib/bookings/reminders";
import { staffDaySchedule } from "@/lib/bookings/staff-schedule";
import { renderEvents } from "@/lib/calendar/feed";
import { feedRows } from "@/lib/calendar/sql";
import { schedulesInRange } from "@/lib/calendar/range";
import { rescheduleSlot } from "@/lib/calendar/reschedule";
import { runSheetFor } from "@/lib/calendar/run-sheet";
import { firstAppointmentOf } from "@/lib/dashboard";
import { slotTimesInCompetition } from "@/components/admin/calendar/calendar-model";

const db = () => testPrisma();
const NY = "America/New_York";

interface Case {
  name: string;
  state: string;
  zone: string;
  date: string;
  /** The slot 8:55–9:45 local, its heat 9:30 and ready-by 8:45 local, as UTC instants worked out by hand. */
  start: string;
  end: string;
  readyBy: string;
  /** What every screen shows after a time: " Pacific", or "" in the studio's zone. */
  named: string;
  /** What the studio's New York clock would have said (the bug): the test fails if this is shown. */
  newYorkStart: string;
  /** "Time: …" wording of the emails. */
  wording: string;
}

const CASES: Case[] = [
  // March 8, 2026: DST starts at 2:00. Los Angeles is PDT (UTC−7) from then, New York EDT (UTC−4).
  { name: "Pacific on the spring-forward Sunday", state: "Washington", zone: "America/Los_Angeles", date: "2026-03-08", start: "2026-03-08T15:55:00Z", end: "2026-03-08T16:45:00Z", readyBy: "2026-03-08T15:45:00Z", named: " Pacific", newYorkStart: "11:55 AM", wording: "Pacific time (America/Los Angeles)" },
  // Arizona keeps MST (UTC−7): on March 8 it is three hours behind New York (EDT), on November 1 two (EST).
  { name: "Arizona on the spring-forward Sunday", state: "Arizona", zone: "America/Phoenix", date: "2026-03-08", start: "2026-03-08T15:55:00Z", end: "2026-03-08T16:45:00Z", readyBy: "2026-03-08T15:45:00Z", named: " Arizona", newYorkStart: "11:55 AM", wording: "Arizona time (America/Phoenix)" },
  { name: "Arizona on the fall-back Sunday", state: "Arizona", zone: "America/Phoenix", date: "2026-11-01", start: "2026-11-01T15:55:00Z", end: "2026-11-01T16:45:00Z", readyBy: "2026-11-01T15:45:00Z", named: " Arizona", newYorkStart: "10:55 AM", wording: "Arizona time (America/Phoenix)" },
  // November 1, 2026: DST ends at 2:00. Los Angeles is PST (UTC−8) from then.
  { name: "Pacific on the fall-back Sunday", state: "California", zone: "America/Los_Angeles", date: "2026-11-01", start: "2026-11-01T16:55:00Z", end: "2026-11-01T17:45:00Z", readyBy: "2026-11-01T16:45:00Z", named: " Pacific", newYorkStart: "11:55 AM", wording: "Pacific time (America/Los Angeles)" },
  // The studio's own zone: EST (UTC−5) on November 1, times unnamed, as they always were.
  { name: "Eastern (the studio's zone) on the fall-back Sunday", state: "Ohio", zone: NY, date: "2026-11-01", start: "2026-11-01T13:55:00Z", end: "2026-11-01T14:45:00Z", readyBy: "2026-11-01T13:45:00Z", named: "", newYorkStart: "", wording: "America/New York time" },
];

let staffId: string;

beforeEach(async () => {
  await resetDatabase();
  staffId = (await db().user.create({ data: { firstName: "Ana", lastName: "Stylist", email: "ana@studio.test", passwordHash: "x", permissions: ["view_bookings"] } })).id;
});

async function seedCase(c: Case) {
  const event = await db().event.create({ data: { eventName: `Open ${c.state}`, city: "City", state: c.state, timeZone: c.zone, eventStartDate: new Date(`${c.date}T00:00:00Z`), eventEndDate: new Date(`${c.date}T00:00:00Z`) } });
  const booking = await db().booking.create({
    data: { eventId: event.id, danceLevel: "amateur", firstName: "Mia", lastName: "Novak", email: "mia@example.net", phoneNumber: "555-0100", hairAtNight: false, slotCount: 1, scheduledCount: 1, isAssigned: true, confirmedAt: new Date(`${c.date}T00:00:00Z`) },
  });
  const day = await db().bookingDay.create({ data: { bookingId: booking.id, position: 0, date: new Date(`${c.date}T00:00:00Z`), serviceTitle: "Hair", danceStyles: ["latin"], additionalServiceIds: ["svc-lashes"], additionalServiceTitles: ["Lashes"], heatTime: "09:30" } });
  const slot = await db().schedule.create({ data: { bookingId: booking.id, bookingDayId: day.id, position: 0, serviceTitle: "Hair", assignedUserId: staffId, startAt: new Date(c.start), endAt: new Date(c.end) } });
  // Confirmed with exactly this slot: the private page shows it as sent.
  await db().booking.update({ where: { id: booking.id }, data: { confirmedSlots: confirmedSlotsOf([slot]) } });
  return { eventId: event.id, bookingId: booking.id, slotId: slot.id };
}

const rowOf = async (bookingId: string) => (await db().booking.findUniqueOrThrow({ where: { id: bookingId }, include: bookingInclude })) as BookingRow;

describe("every place a slot time is printed shows the competition's time, its zone named when it is not the studio's", () => {
  it.each(CASES)("$name", async (c) => {
    const { eventId, bookingId, slotId } = await seedCase(c);
    const slot = `8:55 AM – 9:45 AM${c.named}`;
    const checked: string[] = [];
    const shows = (place: string, text: string, expected: string) => {
      expect(text, place).toContain(expected);
      if (c.newYorkStart) expect(text, `${place} must not show the studio's clock`).not.toContain(c.newYorkStart);
      checked.push(place);
    };

    // Edit Booking's data (GET /api/booking/:id): the fields staff read and type, in the competition's zone.
    const dto = await getBooking(bookingId);
    expect(dto.dayDetails[0].schedules[0]).toMatchObject({ startDate: c.date, startTime: "08:55", endDate: c.date, endTime: "09:45" });
    expect(dto.dayDetails[0].readyBy).toBe(new Date(c.readyBy).toISOString());
    checked.push("Edit Booking data");

    // The emails.
    const confirmation = bookingConfirmationEmail(dto, { booking: "", cancellation: "" });
    shows("confirmation email (text)", confirmation.text, slot);
    shows("confirmation email (HTML)", confirmation.html, slot);
    shows("confirmation email wording", confirmation.text, `(times are ${c.wording})`);
    const row = await rowOf(bookingId);
    const reminder = bookingReminderEmail(row, c.date, row.days[0].schedules, "https://studio.test/booking/x");
    shows("reminder email", reminder.text, `${slot}: Hair with Ana`);
    shows("reminder email wording", reminder.text, `(${c.wording})`);
    // A reminder belongs to the competition's day, whatever the studio's date is then.
    const threeDaysBefore = new Date(new Date(`${c.date}T00:00:00Z`).getTime() - 3 * 86_400_000);
    expect(planReminderTimes([new Date(c.start)], { sendReminders: true, reminderTime: "18:00" }, threeDaysBefore, c.zone).map((r) => r.day)).toEqual([c.date]);
    const cancellation = bookingCancelledCustomerEmail(dto, true);
    shows("cancellation email", cancellation.text, `${slot}: Hair`);

    // The private booking page.
    const view = toCustomerBookingView(row, new Date(`${c.date}T00:00:00Z`), NY);
    expect(view.slots).toHaveLength(1);
    expect(view.slots[0].date).toBe(c.date);
    shows("private page", view.slots[0].time, slot);
    shows("private page zone", view.timesAre, c.named ? `${c.named.trim()} time` : "studio time (New York)");

    // The run sheet of the competition's day.
    const sheet = await runSheetFor(c.date, { view: "desk" }, NY);
    expect(sheet.sections).toHaveLength(1);
    const sheetRow = sheet.sections[0].rows[0];
    shows("run sheet slot", sheetRow.time, slot);
    expect(sheetRow.time).toBe(slot);
    expect(sheetRow.heat).toMatchObject({ heat: `9:30 AM${c.named}`, readyBy: `8:45 AM${c.named}` });
    expect(sheet.sections[0]).toMatchObject({ firstStart: `8:55 AM${c.named}`, lastEnd: `9:45 AM${c.named}` });
    checked.push("run sheet heat and ready-by");

    // The CSV export: times in the competition's zone, which a column names; heat and ready-by too.
    const [csv] = exportRowsOf(row, {}, await loadListedServices(testPrisma()), 45);
    const column = (name: (typeof BOOKING_EXPORT_COLUMNS)[number]) => csv[BOOKING_EXPORT_COLUMNS.indexOf(name)];
    expect([column("Start"), column("End"), column("Heat"), column("Ready by"), column("Time zone")]).toEqual([
      `${c.date} 08:55`,
      `${c.date} 09:45`,
      `${c.date} 09:30`,
      `${c.date} 08:45`,
      `${c.zone} (${c.named.trim() || "Eastern"})`,
    ]);
    checked.push("CSV");

    // The staff calendar feed: the summary names the local start outside the studio's zone; the description says it all.
    const feedSlots = await feedRows(staffId, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01T00:00:00Z"));
    expect(feedSlots).toHaveLength(1);
    const vevent = renderEvents(feedSlots, NY, 45).get(slotId)!.replace(/\r\n /g, "").replace(/\\n/g, "\n").replace(/\\,/g, ",");
    shows("feed summary", vevent, c.named ? `SUMMARY:Hair — Mia N. · 8:55 AM${c.named}` : "SUMMARY:Hair — Mia N.\r\n");
    shows("feed description time", vevent, `Time: ${slot}`);
    shows("feed description heat", vevent, `Heat: 9:30 AM${c.named}`);
    shows("feed description ready-by", vevent, `Ready by: 8:45 AM${c.named}`);
    shows("feed description zone", vevent, `Time zone: ${c.zone}`);

    // My Calendar: GET /api/calendar's slot carries the competition's zone; the details dialog prints it.
    const [calendarSlot] = await schedulesInRange({ start: new Date(`${c.date}T00:00:00Z`), end: new Date(new Date(`${c.date}T00:00:00Z`).getTime() + 2 * 86_400_000) }, "desk");
    expect(calendarSlot.competition.timeZone).toBe(c.zone);
    shows("My Calendar details", slotTimesInCompetition(calendarSlot, NY).time, slot);

    // The staff schedule (Edit Booking's busy times) asked in the competition's zone.
    const schedule = await staffDaySchedule(c.date, c.zone);
    const busy = schedule.staff.find((s) => s.staff._id === staffId)!.slots;
    expect(busy.map((b) => [b.startDate, b.startTime, b.endTime])).toEqual([[c.date, "08:55", "09:45"]]);
    expect(schedule.timeZone).toBe(c.zone);
    checked.push("staff schedule");

    // The admin home's next competition.
    const first = await firstAppointmentOf(eventId, NY);
    expect(first.firstAppointment?.date).toBe(c.date);
    shows("admin home", first.firstAppointment!.time, `8:55 AM${c.named}`);

    // Entered in the competition's zone: Edit Booking's save and My Calendar's move land on the right instant.
    await updateBooking(bookingId, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: c.date, schedules: [{ service: "Hair", assignedUser: { _id: staffId }, startDate: c.date, startTime: "08:55", endDate: c.date, endTime: "09:40" }] }] });
    const saved = await db().schedule.findUniqueOrThrow({ where: { id: slotId } });
    expect(saved.startAt!.toISOString()).toBe(new Date(c.start).toISOString());
    expect(saved.endAt!.getTime()).toBe(new Date(c.end).getTime() - 5 * 60_000);
    await rescheduleSlot(slotId, { start: new Date(new Date(c.start).getTime() + 3_600_000), end: new Date(new Date(c.end).getTime() + 3_600_000) });
    expect((await getBooking(bookingId)).dayDetails[0].schedules[0]).toMatchObject({ startDate: c.date, startTime: "09:55", endTime: "10:45" });
    checked.push("Edit Booking save", "My Calendar move");

    expect(checked).toHaveLength(22);
  });
});
