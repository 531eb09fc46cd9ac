// The desk's heat times (PUT /api/bookings/:id/heats): staff with manage_bookings enter,
// edit and clear a dancer's first heat through the real route handler, with the private page's rules and
// notices; the customer's page shows what the desk entered; the desk may change a day that has started,
// which the private link refuses.
import { beforeEach, describe, expect, it } from "vitest";
import { PUT as deskHeats } from "@/app/api/bookings/[id]/heats/route";
import { PUT as linkHeats } from "@/app/api/booking/link/[token]/heats/route";
import { cancelBookingByCustomer, createBooking, findLinkAndBooking, getBooking, updateBooking } from "@/lib/bookings";
import { toCustomerBookingView } from "@/lib/bookings/dto";
import { DAY_HAS_STARTED, HEAT_CHANGE_KIND } from "@/lib/bookings/heat-times";
import { studioTimeZone } from "@/lib/time";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { bookingRequest, completeSlot } from "@/tests/support/booking-requests";

const db = () => testPrisma();
// A competition in Chicago that began yesterday and has a day in ten days: yesterday has started there.
const STARTED = iso(-1);
const OPEN = iso(10);

let bookingId: string;
let token: string;
let desk: StaffSession;
let stylistId: string;

beforeEach(async () => {
  await resetDatabase();
  const eventId = (
    await db().event.create({ data: { eventName: "Windy City Open", city: "Chicago", state: "Illinois", timeZone: "America/Chicago", eventStartDate: new Date(`${STARTED}T00:00:00Z`), eventEndDate: new Date(`${OPEN}T00:00:00Z`) } })
  ).id;
  const hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, time: "45 min", category: "Women" } })).id;
  bookingId = (await createBooking(bookingRequest({ competition: eventId, service: hairId, days: [STARTED, OPEN] })))._id;
  const receipt = await db().emailMessage.findFirstOrThrow({ where: { kind: "booking-receipt" } });
  token = /\/booking\/([A-Za-z0-9_-]{43})/.exec(receipt.text)![1];
  desk = await staffSession("desk@example.com", ["view_admin_panel", "manage_bookings"], { firstName: "Dana" });
  stylistId = (await db().user.create({ data: { firstName: "Aiko", lastName: "Tanaka", email: "aiko@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
});

type Day = { date: string; heatTime: string; heatNote?: string };
const putDesk = (days: Day[], options: { id?: string; headers?: Record<string, string> } = {}) => {
  const id = options.id ?? bookingId;
  return callRoute(deskHeats, "PUT", `/api/bookings/${id}/heats`, { params: { id }, body: { days }, headers: options.headers ?? desk.headers });
};
const putLink = (days: Day[]) => callRoute(linkHeats, "PUT", `/api/booking/link/${token}/heats`, { params: { token }, body: { days } });
const stored = async () => (await db().bookingDay.findMany({ where: { bookingId }, orderBy: { date: "asc" }, select: { heatTime: true, heatNote: true } })).map((d) => [d.heatTime, d.heatNote]);
/** The days as the customer's private page shows them (the page's own read and mapper). */
async function privatePageDays() {
  const opened = await findLinkAndBooking(token);
  return toCustomerBookingView(opened!.row, new Date(), studioTimeZone()).days.map((d) => ({ date: d.date, heatTime: d.heatTime, heatNote: d.heatNote, heatEditable: d.heatEditable }));
}
const studioHeatEmails = () => db().emailMessage.findMany({ where: { kind: HEAT_CHANGE_KIND }, orderBy: { createdAt: "asc" }, select: { subject: true, text: true } });

describe("PUT /api/bookings/:id/heats (the desk)", () => {
  it("saves, edits and clears a heat time; each answer is private and uncached; the customer's page shows it", async () => {
    const saved = await putDesk([{ date: OPEN, heatTime: "08:30" }]);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(saved.headers.get("cache-control")).toBe("private, no-store");
    expect(await saved.json()).toEqual({ saved: true, changed: 1, late: false });
    expect(await stored()).toEqual([
      [null, ""],
      ["08:30", ""],
    ]);
    expect(await privatePageDays()).toEqual([
      { date: STARTED, heatTime: "", heatNote: "", heatEditable: false },
      { date: OPEN, heatTime: "08:30", heatNote: "", heatEditable: true },
    ]);
    // Stamped and told like a change from the private page.
    expect((await db().booking.findUniqueOrThrow({ where: { id: bookingId }, select: { heatChangedAt: true } })).heatChangedAt).not.toBeNull();
    const emails = await studioHeatEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0].text).toContain("first heat 8:30 AM Central (changed)");
    // 8:30 AM Central minus the default 45 minutes: ready by 7:45 AM Central = 12:45Z or 13:45Z (DST), computed here apart from the code.
    const readyBy = (await getBooking(bookingId)).dayDetails[1].readyBy!;
    expect(new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(readyBy))).toBe("07:45");

    // The dancer's note stays when the desk edits the time (the form sends it back as it is).
    await putLink([{ date: OPEN, heatTime: "08:30", heatNote: "Latin only" }]);
    const edited = await putDesk([{ date: OPEN, heatTime: "09:15", heatNote: "Latin only" }]);
    expect(await edited.json()).toEqual({ saved: true, changed: 1, late: false });
    expect((await stored())[1]).toEqual(["09:15", "Latin only"]);
    expect((await privatePageDays())[1]).toMatchObject({ heatTime: "09:15", heatNote: "Latin only" });

    // The same again changes nothing.
    expect(await (await putDesk([{ date: OPEN, heatTime: "09:15", heatNote: "Latin only" }])).json()).toEqual({ saved: true, changed: 0, late: false });

    const cleared = await putDesk([{ date: OPEN, heatTime: "", heatNote: "Latin only" }]);
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual({ saved: true, changed: 1, late: false });
    expect((await stored())[1]).toEqual([null, "Latin only"]);
    expect((await privatePageDays())[1]).toMatchObject({ heatTime: "" });
    expect((await getBooking(bookingId)).dayDetails[1].readyBy).toBeNull();
  });

  it("a heat time that leaves a slot ending after ready-by answers late and sends the studio's Late for heat notice", async () => {
    await updateBooking(bookingId, {
      additionalNotes: "",
      danceStartDate: "",
      danceStartTime: "",
      dayDetails: [
        { date: STARTED, schedules: [] },
        { date: OPEN, schedules: [completeSlot(stylistId, OPEN, "09:00", "09:45")] },
      ],
    });
    // First heat 8:00 → ready by 7:15: a slot ending at 9:45 (in either zone) is late.
    const answer = await putDesk([{ date: OPEN, heatTime: "08:00" }]);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await answer.json()).toEqual({ saved: true, changed: 1, late: true });
    expect((await getBooking(bookingId)).lateForHeat).toBe(true);
    const emails = await studioHeatEmails();
    expect(emails.map((e) => e.subject)).toEqual([expect.stringMatching(/^Late for heat: Mia Novak — Windy City Open/)]);
  });

  it("the desk may change a day that has started; the private link may not", async () => {
    const fromLink = await putLink([{ date: STARTED, heatTime: "10:00" }]);
    expect(fromLink.status).toBe(400);
    expect(((await fromLink.json()) as { fields: Record<string, string> }).fields).toEqual({ "days.0.heatTime": DAY_HAS_STARTED });
    expect(await stored()).toEqual([
      [null, ""],
      [null, ""],
    ]);

    const fromDesk = await putDesk([{ date: STARTED, heatTime: "10:00" }]);
    expect(fromDesk.status, await fromDesk.clone().text()).toBe(200);
    expect(await fromDesk.json()).toEqual({ saved: true, changed: 1, late: false });
    expect((await privatePageDays())[0]).toEqual({ date: STARTED, heatTime: "10:00", heatNote: "", heatEditable: false });

    // Edited and cleared by the desk too; the link still cannot touch it.
    expect((await putDesk([{ date: STARTED, heatTime: "10:40" }])).status).toBe(200);
    expect((await putLink([{ date: STARTED, heatTime: "" }])).status).toBe(400);
    expect((await stored())[0]).toEqual(["10:40", ""]);
    expect((await putDesk([{ date: STARTED, heatTime: "" }])).status).toBe(200);
    expect((await stored())[0]).toEqual([null, ""]);
  });

  it("bad input → 400 with fields, and nothing is stored", async () => {
    const badTime = await putDesk([{ date: OPEN, heatTime: "25:00" }]);
    expect(badTime.status).toBe(400);
    expect(((await badTime.json()) as { error: string; fields: Record<string, string> }).fields).toEqual({ "days.0.heatTime": "Please enter the time as HH:MM." });

    const notADay = await putDesk([{ date: iso(5), heatTime: "08:00" }]);
    expect(notADay.status).toBe(400);
    const body = (await notADay.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe("Please check the heat times.");
    expect(body.fields).toEqual({ "days.0.date": `${iso(5)} is not a day of this booking.` });

    const twice = await putDesk([
      { date: OPEN, heatTime: "08:00" },
      { date: OPEN, heatTime: "09:00" },
    ]);
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { fields: Record<string, string> }).fields["days.1.date"]).toBe(`${OPEN} is listed twice. Give one heat time per day.`);

    expect(await stored()).toEqual([
      [null, ""],
      [null, ""],
    ]);
    expect(await studioHeatEmails()).toEqual([]);
  });

  it("not signed in → 401; without manage_bookings → 403; an unknown booking → 404; a cancelled one → 409", async () => {
    const anonymous = await putDesk([{ date: OPEN, heatTime: "08:00" }], { headers: {} });
    expect(anonymous.status).toBe(401);
    const stylist = await staffSession("stylist@example.com", ["view_admin_panel", "view_bookings"]);
    const refused = await putDesk([{ date: OPEN, heatTime: "08:00" }], { headers: stylist.headers });
    expect(refused.status).toBe(403);
    expect(await stored()).toEqual([
      [null, ""],
      [null, ""],
    ]);

    const unknown = await putDesk([{ date: OPEN, heatTime: "08:00" }], { id: "c-no-such-booking" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Booking not found" });

    await cancelBookingByCustomer(bookingId, "");
    const cancelled = await putDesk([{ date: OPEN, heatTime: "08:00" }]);
    expect(cancelled.status).toBe(409);
    expect(await cancelled.json()).toEqual({ error: "This request is cancelled." });
    expect(await stored()).toEqual([
      [null, ""],
      [null, ""],
    ]);
  });
});
